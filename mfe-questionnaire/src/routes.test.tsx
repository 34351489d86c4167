import { screen } from '@testing-library/react';
import { missingTranslations } from '@mealprep/shared/i18n';
import { routeTable, routesOfRemote, type RouteIdOf } from '@mealprep/shared/routes';
import { messages, remote, routes } from './routes';
import { renderRemoteRoute } from '@mealprep/shared/testing';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'questionnaire'>, [path: string, title: string]> = {
  essentials: ['/account/user-preferences/essentials', 'Butiran penting'],
  mealQuestionnaire: ['/account/user-preferences/meal', 'Pilihan hidangan'],
  preferencesSummary: ['/account/user-preferences/summary', 'Ringkasan pilihan anda'],
  editSummary: ['/account/user-preferences/edit-summary', 'Ubah pilihan anda'],
  planLoading: ['/account/user-preferences/loading', 'Menyediakan pelan hidangan anda'],
};

describe('questionnaire remote routes', () => {
  it('exposes exactly the routes the route table gives it, at their table paths', () => {
    expect(remote).toBe('questionnaire');
    expect(routes.map((route) => route.id).sort()).toEqual(routesOfRemote('questionnaire').sort());
    for (const route of routes) expect(route.path).toBe(routeTable[route.id].path);
  });

  it('translates every message into Bahasa Malaysia, not as a copy of the English', () => {
    expect(missingTranslations(messages)).toEqual([]);
    const copies = Object.keys(messages['en-US']).filter(
      (key) => messages['ms-MY'][key] === messages['en-US'][key],
    );
    expect(copies).toEqual([]);
  });

  it('keeps every message key under its own prefix', () => {
    for (const key of Object.keys(messages['en-US'])) expect(key).toMatch(/^questionnaire\./);
  });

  const cases = Object.entries(pages).map(([id, [path, title]]) => [id, path, title] as const);
  it.each(cases)('renders %s at %s titled "%s" in Bahasa Malaysia', async (_id, path, title) => {
    renderRemoteRoute({ routes, messages }, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

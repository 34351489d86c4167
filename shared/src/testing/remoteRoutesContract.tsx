import { screen } from '@testing-library/react';
import { missingTranslations } from '../i18n/catalogue';
import { GLOSSARY } from '../i18n/glossary';
import type { RemoteRoutesModule } from '../routes/RouteModules';
import { routeTable, routesOfRemote, type RemoteName, type RouteIdOf } from '../routes/routeTable';
import { renderRemoteRoute } from './renderRemoteRoute';

/**
 * Texts Bahasa Malaysia writes exactly as English does (a nutrient, a unit, the glossary's words
 * that are one word in both, such as "Vegetarian" and "item"): not a missed translation.
 */
// A statistics notation (a sample's size) reads the same in both languages too.
const SAME_IN_MALAY = new Set(
  [
    'Protein',
    'Protein (g)',
    'Halal',
    '{value} g',
    '{value} kcal',
    '{name}, {grams} g',
    '{quantity} × {name}',
    '{value} (n = {n, number})',
    ...GLOSSARY.filter((term) => term.words['en-US'] === term.words['ms-MY']).map(
      (term) => term.words['en-US'],
    ),
  ].map((text) => text.toLowerCase()),
);

/**
 * The contract every remote's `./routes` keeps, as a jest suite: it exposes exactly the routes
 * the table gives it at their table paths, its catalogue is fully and really translated and
 * prefixed, and each page renders its Bahasa Malaysia title. `pages` names a path to visit and
 * the expected title for every route the remote owns (a missing one does not compile).
 */
export function describeRemoteRoutes<R extends RemoteName>(
  module: RemoteRoutesModule<R>,
  pages: Record<RouteIdOf<R>, [path: string, title: string]>,
) {
  const { remote, routes, messages } = module;

  describe(`${remote} remote routes`, () => {
    it('exposes exactly the routes the route table gives it, at their table paths', () => {
      expect(routes.map((route) => route.id).sort()).toEqual(routesOfRemote(remote).sort());
      for (const route of routes) expect(route.path).toBe(routeTable[route.id].path);
    });

    it('translates every message into Bahasa Malaysia, not as a copy of the English', () => {
      expect(missingTranslations(messages)).toEqual([]);
      const copies = Object.keys(messages['en-US']).filter(
        (key) =>
          messages['ms-MY'][key] === messages['en-US'][key] &&
          !SAME_IN_MALAY.has((messages['en-US'][key] ?? '').toLowerCase()),
      );
      expect(copies).toEqual([]);
    });

    it('keeps every message key under its own prefix', () => {
      for (const key of Object.keys(messages['en-US']))
        expect(key.startsWith(`${remote}.`)).toBe(true);
    });

    const cases = (Object.entries(pages) as [string, [string, string]][]).map(
      ([id, [path, title]]) => [id, path, title] as const,
    );
    it.each(cases)('renders %s at %s titled "%s" in Bahasa Malaysia', async (_id, path, title) => {
      renderRemoteRoute(module, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    });
  });
}

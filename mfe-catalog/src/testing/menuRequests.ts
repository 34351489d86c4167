import { screen } from '@testing-library/react';
import type { TestApi, TestApiRequest } from './testApi';

/** The tab the page shows, by its marked link ("Meals" has no `tab` in its address). */
export function shownTab(): string {
  const href = screen.getByRole('link', { current: 'page' }).getAttribute('href') ?? '';
  return new URLSearchParams(href.split('?')[1]).get('tab') ?? 'meal';
}

/**
 * The menu's requests to the test API for a tab, by default the one the page shows (the menu keeps
 * the other tab's list ready too, so "the last request" alone may be that one's).
 */
export function menuRequestsFor(api: TestApi, tab = shownTab()): TestApiRequest[] {
  return api.requests.filter(
    (request) => request.path === '/api/v1/menu' && (request.query.get('tab') ?? 'meal') === tab,
  );
}

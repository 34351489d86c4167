import { escapeJsonForHtml } from '@mealprep/shared/api/server';
import type { RootState } from '@mealprep/shared/store';

export { escapeJsonForHtml };

/**
 * The store as the browser starts from it (docs/architecture.md §2.4): the data layer keeps only
 * its answered queries and the tags they provide — not subscriptions, running requests or the
 * middleware's own config, which belong to this process. The JSON goes into a non-executable
 * `<script type="application/json">`, so `<` (and the two line separators JavaScript once
 * treated as line ends) are escaped: no dish or customer name can close the element.
 */
export function serialiseState(state: RootState): string {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, entry]) => entry?.status === 'fulfilled'),
  );
  const { api, ...rest } = state;
  const payload = { ...rest, api: { queries, provided: api.provided } };
  return escapeJsonForHtml(JSON.stringify(payload));
}

/** How many pages `total` entries fill, at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The `page` query parameter as a page number from 1 (anything else is page 1). */
export function pageOf(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
}

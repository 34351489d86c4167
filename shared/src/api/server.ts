// `@mealprep/shared/api/server`: what only the server side of the shop needs (docs/architecture.md §2.4).
export * from './inProcessAdapter';

/**
 * JSON made safe inside a `<script type="application/json">` or JSON-LD element: `<`, `>`, `&`
 * and the two line separators JavaScript once treated as line ends are escaped, so no value
 * (a dish's or a customer's name) can close the element. The JSON reads back the same.
 */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

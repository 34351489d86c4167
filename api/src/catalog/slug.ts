/**
 * A dish page's slug (`/food-menu/<slug>`): lower-case letters and digits in words joined by
 * single hyphens, at most 120 characters — what the database's `dish_slug()` makes from a name
 * and its `dishes_slug` check allows (migration 0016).
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export function isDishSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

/** The `:slug` path parameter as OpenAPI documents it (the handler checks it with `isDishSlug`). */
export const SLUG_PARAMS = {
  type: 'object',
  properties: {
    slug: { type: 'string', pattern: SLUG.source, maxLength: SLUG_MAX_LENGTH },
  },
  required: ['slug'],
} as const;

import type { Locale } from './locale';

/** Messages of one part, per locale. Keys are prefixed with the part's name (docs/architecture.md §2). */
export type MessageCatalogue = Record<Locale, Record<string, string>>;

type Prefixed<P extends string, E> = {
  [K in keyof E]: K extends `${P}.${string}` ? string : never;
};

/**
 * Defines a part's catalogue. The English messages are the reference: every key must carry the
 * part's prefix and the Bahasa Malaysia catalogue must have exactly the same keys, so a missing
 * translation is a compile error (and `missingTranslations` finds it at run time too).
 */
export function defineCatalogue<P extends string, const E extends Record<string, string>>(
  prefix: P,
  enUS: E & Prefixed<P, E>,
  msMY: Record<keyof E, string>,
): { 'en-US': E; 'ms-MY': Record<keyof E, string> } {
  for (const key of Object.keys(enUS)) {
    if (!key.startsWith(`${prefix}.`))
      throw new Error(`Message ${key} lacks the prefix ${prefix}.`);
  }
  return { 'en-US': enUS, 'ms-MY': msMY };
}

/** Keys present in en-US whose ms-MY text is missing or blank. */
export function missingTranslations(catalogue: MessageCatalogue): string[] {
  return Object.keys(catalogue['en-US']).filter((key) => !catalogue['ms-MY'][key]?.trim());
}

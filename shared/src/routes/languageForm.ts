/**
 * The phone menu's language choice as a plain form, so that it works before the app has started
 * (docs/architecture.md §2.4 "Taps before the start"). A link cannot switch the language: an
 * English address is unprefixed, and the server sends it back to `/ms-MY/…` while the language
 * cookie says Bahasa Malaysia. So the form posts the language and the page to the server, which
 * stores the choice in the cookie the app writes and answers with a 303 to that page in the
 * chosen language.
 */
export const LANGUAGE_FORM = {
  path: '/language',
  /** The chosen locale (`en-US`, `ms-MY`). */
  localeField: 'locale',
  /** The page the visitor was on (path and query), to come back to in the chosen language. */
  returnField: 'return',
} as const;

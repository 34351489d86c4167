import { LOCALES, type Locale } from './locale';

/**
 * The customer's words (docs/glossary.md, "Customer words"): for each thing the shop names, the
 * one word a customer reads in each language, and the variants that must not stand for it.
 * `scripts/glossary.test.ts` holds every catalogue to it — the shell's, the remotes', shared's
 * and the API's messages, e-mails and planner texts, and the seeded catalogue and pages.
 */
export interface GlossaryTerm {
  /** What is named, in the shop's own terms. */
  concept: string;
  /** The one word or phrase per language. */
  words: Record<Locale, string>;
  /**
   * Words that must not stand for it, per language. A string is matched whole-word (where it
   * starts or ends with a letter or digit) and case-insensitively; a pattern as it is written.
   */
  forbidden: Partial<Record<Locale, readonly (string | RegExp)[]>>;
  /** Where the variants are a mistake, when the same word is right elsewhere: message ids. */
  scope?: RegExp;
  /** Message ids whose text must use the word. */
  usedBy?: readonly string[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    concept: 'a time of day: 24-hour, the same in both languages (`formatShopTime`)',
    words: { 'en-US': '15:00', 'ms-MY': '15:00' },
    forbidden: {
      'en-US': [/\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])/iu],
      'ms-MY': [/\b\d{1,2}(?:[:.]\d{2})?\s?(?:pagi|petang|tengah hari|malam|PG|PTG)(?![\p{L}])/iu],
    },
  },
  {
    concept: 'the unit of food energy',
    words: { 'en-US': 'kcal', 'ms-MY': 'kcal' },
    forbidden: { 'ms-MY': ['kkal'] },
  },
  {
    concept: 'a line’s or the cart’s amount before delivery, fees and discounts',
    words: { 'en-US': 'Subtotal', 'ms-MY': 'Subjumlah' },
    forbidden: { 'en-US': ['Sub total', 'Sub-total'], 'ms-MY': ['Jumlah kecil'] },
    usedBy: ['checkout.summary.subtotal', 'checkout.cart.subTotal', 'account.price.subtotal'],
  },
  {
    concept: 'the price line of a voucher’s amount off',
    words: { 'en-US': 'Voucher discount', 'ms-MY': 'Diskaun baucar' },
    forbidden: {},
    usedBy: ['checkout.summary.discount', 'account.price.discount', 'mail.price.discount'],
  },
  {
    concept: 'the price line of the payment gateway’s fee',
    words: { 'en-US': 'Processing fee', 'ms-MY': 'Caj pemprosesan' },
    forbidden: { 'ms-MY': ['fi pemprosesan'] },
    usedBy: ['checkout.summary.processing_fee', 'account.price.processing_fee'],
  },
  {
    concept: 'the address used unless another is chosen',
    words: { 'en-US': 'Default', 'ms-MY': 'Utama' },
    forbidden: { 'ms-MY': ['Lalai'] },
    usedBy: ['checkout.address.default', 'account.address.default'],
  },
  {
    concept: 'the meat-free product line',
    words: { 'en-US': 'Vegetarian', 'ms-MY': 'Vegetarian' },
    // "Sayur-sayuran" is right for vegetables (the questionnaire's step), wrong for the line.
    forbidden: { 'ms-MY': ['Sayur-sayuran', 'Sayuran'] },
    scope: /\.line\.vegetarian$/,
    usedBy: ['catalog.line.vegetarian'],
  },
  {
    concept: 'the menu tab of single dishes',
    words: { 'en-US': 'À la carte', 'ms-MY': 'À la carte' },
    forbidden: { 'ms-MY': ['Ala karte'] },
    usedBy: ['catalog.tab.alacarte'],
  },
  {
    concept: 'the price line that rounds the total to 5 sen',
    words: { 'en-US': 'Rounding', 'ms-MY': 'Pelarasan pembundaran' },
    forbidden: { 'ms-MY': ['Pelarasan bundar'] },
    usedBy: ['checkout.summary.rounding', 'account.price.rounding'],
  },
  {
    concept: 'the packaging `lunch_box`',
    words: { 'en-US': 'Lunch box', 'ms-MY': 'Bekas makanan' },
    forbidden: { 'ms-MY': ['Kotak makan tengah hari'] },
    usedBy: ['checkout.packaging.lunch_box', 'account.order.packaging.lunch_box'],
  },
  {
    concept: 'the page where an order is placed',
    words: { 'en-US': 'Checkout', 'ms-MY': 'Daftar keluar' },
    // "Pembayaran" is the payment itself, not the page before it.
    forbidden: { 'ms-MY': ['ke pembayaran', 'semasa pembayaran'] },
    usedBy: ['checkout.checkout.title'],
  },
  {
    concept: 'one thing in the cart or an order',
    words: { 'en-US': 'item', 'ms-MY': 'item' },
    forbidden: { 'ms-MY': ['barang', 'barangan'] },
  },
  {
    concept: 'a meal the customer eats from home every day',
    words: { 'en-US': 'home-sourced meal', 'ms-MY': 'makanan dari rumah' },
    forbidden: { 'ms-MY': ['hidangan dari rumah'] },
  },
  {
    concept: 'grams, after a figure',
    words: { 'en-US': 'g', 'ms-MY': 'g' },
    forbidden: { 'ms-MY': ['(gram)', '} gram'] },
  },
  {
    concept: 'carbohydrate',
    words: { 'en-US': 'carbohydrate', 'ms-MY': 'karbohidrat' },
    forbidden: { 'en-US': ['carbs'], 'ms-MY': ['karbo'] },
  },
  {
    concept: 'the dietary preference `toast`: bread, the questionnaire’s carbohydrate',
    words: { 'en-US': 'Bread', 'ms-MY': 'Roti' },
    // "Free from: Toast" reads as nonsense; toast stays right as a dish's own words.
    forbidden: { 'en-US': ['Toast'], 'ms-MY': ['Roti bakar'] },
    scope: /allergen\.toast$/,
    usedBy: ['catalog.allergen.toast'],
  },
  {
    concept: 'the dietary preference `pasta`',
    words: { 'en-US': 'Pasta', 'ms-MY': 'Pasta' },
    forbidden: { 'ms-MY': ['Pasta Itali'] },
  },
  {
    concept: 'signing in and out',
    words: { 'en-US': 'Log in', 'ms-MY': 'Log masuk' },
    forbidden: { 'en-US': ['Login', 'Logout'] },
    usedBy: ['shell.nav.login', 'account.login.submit'],
  },
  {
    concept: 'electronic mail',
    words: { 'en-US': 'e-mail', 'ms-MY': 'e-mel' },
    forbidden: { 'en-US': ['email'], 'ms-MY': ['emel'] },
    usedBy: ['account.form.email'],
  },
  {
    concept: 'the first questionnaire (code name "essentials")',
    words: { 'en-US': 'About you', 'ms-MY': 'Tentang anda' },
    forbidden: {
      'en-US': ['Essentials questionnaire', 'Essential details', 'the essentials'],
      'ms-MY': ['Soal selidik asas', 'Butiran penting', 'keperluan asas'],
    },
    usedBy: ['shell.nav.essentials', 'questionnaire.essentials.title'],
  },
  {
    concept: 'the phone header’s button that opens the site’s navigation',
    words: { 'en-US': 'Menu, site navigation', 'ms-MY': 'Menu, navigasi laman' },
    // A button called just "Menu" beside the "Food menu" link: two things, one word.
    forbidden: { 'en-US': [/^Menu$/], 'ms-MY': [/^Menu$/] },
    scope: /^shell\.nav\.(openMenu|menuTitle|closeMenu)$/,
    usedBy: ['shell.nav.openMenu'],
  },
  {
    concept: 'a refused request whose fields say what is wrong',
    words: {
      'en-US': 'Please correct the fields marked below',
      'ms-MY': 'Sila betulkan medan yang ditandakan di bawah',
    },
    // A developer's sentence (Laravel's), above messages that already say it better.
    forbidden: {
      'en-US': ['given data was invalid', 'The given data'],
      'ms-MY': ['Data yang diberikan tidak sah'],
    },
  },
];

/** Texts per language, each under a message id: a catalogue, or several merged. */
export type Texts = Record<Locale, Record<string, string>>;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function variantPattern(variant: string | RegExp): RegExp {
  if (variant instanceof RegExp) return variant;
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A hyphen joins a word: "Sayuran" is not the word "sayuran" of "Sayur-sayuran".
  const start = LETTER_OR_DIGIT.test(variant.charAt(0)) ? '(?<![\\p{L}\\p{N}-])' : '';
  const end = LETTER_OR_DIGIT.test(variant.charAt(variant.length - 1)) ? '(?![\\p{L}\\p{N}-])' : '';
  return new RegExp(`${start}${escaped}${end}`, 'iu');
}

/**
 * A message as a reader sees it: ICU placeholders' names (`{email}`, `{count, plural, …`) are
 * not words of the message. (A one-word plural branch, `=0 {kosong}`, goes with them.)
 */
function readable(text: string): string {
  return text.replace(/\{\s*[A-Za-z_]\w*\s*(?=[},])/g, '{');
}

/** Every forbidden variant found, as "locale id: "variant" for <concept> in "text"". */
export function glossaryViolations(texts: Texts, glossary = GLOSSARY): string[] {
  const found: string[] = [];
  for (const locale of LOCALES) {
    for (const [id, text] of Object.entries(texts[locale] ?? {})) {
      const words = readable(text);
      for (const term of glossary) {
        if (term.scope && !term.scope.test(id)) continue;
        for (const variant of term.forbidden[locale] ?? []) {
          if (variantPattern(variant).test(words))
            found.push(`${locale} ${id}: "${String(variant)}" for ${term.concept} in "${text}"`);
        }
      }
    }
  }
  return found;
}

/** Message ids a term names whose text lacks the term's word, or that no catalogue has. */
export function glossaryOmissions(texts: Texts, glossary = GLOSSARY): string[] {
  const found: string[] = [];
  for (const term of glossary)
    for (const id of term.usedBy ?? [])
      for (const locale of LOCALES) {
        const text = texts[locale]?.[id];
        if (text === undefined) found.push(`${locale} ${id}: no such message`);
        else if (!text.toLowerCase().includes(term.words[locale].toLowerCase()))
          found.push(`${locale} ${id}: "${text}" does not say "${term.words[locale]}"`);
      }
  return found;
}

/** Ids one language says something at and the other lacks or leaves blank. */
export function unmatchedIds(texts: Texts): string[] {
  const ids = new Set(LOCALES.flatMap((locale) => Object.keys(texts[locale] ?? {})));
  const said = (locale: Locale, id: string) => Boolean(texts[locale]?.[id]?.trim());
  return [...ids].flatMap((id) =>
    LOCALES.some((locale) => said(locale, id))
      ? LOCALES.filter((locale) => !said(locale, id)).map((locale) => `${locale} ${id}`)
      : [],
  );
}

function isLocale(key: string): key is Locale {
  return (LOCALES as readonly string[]).includes(key);
}

/**
 * The texts of any nested value, added to `into`: a catalogue (`{ 'en-US': {...}, 'ms-MY': {...} }`)
 * or content keyed by language at any depth (a seeded dish's `name: { 'en-US', 'ms-MY' }`), in
 * objects and arrays. A string counts once a language key is above it; its id is its path without
 * that key, after `prefix` (a catalogue's ids are its message ids with an empty prefix).
 */
export function collectTexts(value: unknown, prefix = '', into?: Texts): Texts {
  const texts: Texts = into ?? { 'en-US': {}, 'ms-MY': {} };
  const walk = (node: unknown, path: string, locale: Locale | null) => {
    if (typeof node === 'string') {
      if (locale) texts[locale][path] = node;
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (isLocale(key)) walk(child, path, key);
      else walk(child, path ? `${path}.${key}` : key, locale);
    }
  };
  walk(value, prefix, null);
  return texts;
}

/** How the gazetteer reads text: folded spellings and words. */

/** The same spellings the build script folds (api/scripts/build-gazetteer.mjs). */
export function normalizeWord(word: string): string {
  const folded = word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
  switch (folded) {
    case 'air':
      return 'ayer';
    case 'tanjung':
      return 'tanjong';
    case 'sg':
      return 'sungai';
    case 'kg':
      return 'kampung';
    case 'bt':
      return 'batu';
    case 'wp':
      return 'wilayah';
    default:
      return folded;
  }
}

export function words(text: string): string[] {
  return text
    .split(/[\s,./()-]+/)
    .map(normalizeWord)
    .filter((word) => word !== '');
}

export interface QueryWord {
  key: string;
  /** Where the word starts in the query text. */
  start: number;
}

export function queryWords(text: string): QueryWord[] {
  const result: QueryWord[] = [];
  for (const match of text.matchAll(/[^\s,./()]+/g)) {
    const key = normalizeWord(match[0]);
    if (key !== '') result.push({ key, start: match.index });
  }
  return result;
}

export function sameWords(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((word, index) => word === b[index]);
}

/**
 * Words a street's name starts with, and titles in one named after a person ("Jalan Tun Razak"),
 * as `normalizeWord` folds them: a place right after one names the street ("12 Jalan Ampang",
 * "Lorong Pudu"), which need not lie in that place.
 */
const STREET_WORDS = new Set([
  'jalan',
  'jln',
  'lorong',
  'lrg',
  'persiaran',
  'pesiaran',
  'lebuh',
  'lebuhraya',
  'lengkok',
  'lingkaran',
  'lintang',
  'lintasan',
  'laluan',
  'solok',
  'tingkat',
  'changkat',
  'medan',
  'susur',
  'off',
  'tun',
  'tunku',
  'tuanku',
  'tengku',
  'sultan',
  'raja',
  'dato',
  'datuk',
  'haji',
  'syed',
]);

export function namesStreet(key: string): boolean {
  return STREET_WORDS.has(key);
}

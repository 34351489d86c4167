/** How the gazetteer reads text: folded spellings, words, and the street before a place. */

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
  /** Where the word starts in the query text, to cut the street off before a place name. */
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

export function tidyStreet(text: string): string {
  return text.replace(/[\s,]+$/, '').replace(/^[\s,]+/, '');
}

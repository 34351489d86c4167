/**
 * Money on the wire (ARCHITECTURE §5): integer sen in the database and in arithmetic, a
 * two-decimal string (`"12.30"`) in the API. Never a float in between.
 */

/** 1230 → "12.30"; -5 → "-0.05". */
export function senToAmount(sen: number): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`not a whole number of sen: ${sen}`);
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.30" → 1230; anything but a plain amount with at most two decimals → null. */
export function amountToSen(amount: string): number | null {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -sen : sen;
}

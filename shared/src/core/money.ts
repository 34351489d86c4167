/**
 * Money on the wire (docs/architecture.md §5): integer sen in the database and in arithmetic, a
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

/**
 * The one way an amount is shown, in every locale and on the server's own pages: "RM 21.90",
 * "RM 1,234.50", "-RM 5.00" (a discount), "RM 0.00". Always the currency code "RM", a space,
 * thousands grouped with commas and two decimals; the locale does not change it.
 * Takes the API's two-decimal string or a number of ringgit; anything else shows as RM 0.00.
 */
export function formatMoney(amount: string | number): string {
  const sen =
    typeof amount === 'number'
      ? Number.isFinite(amount)
        ? Math.round(amount * 100)
        : 0
      : (amountToSen(amount.trim()) ?? 0);
  const [whole = '0', fraction = '00'] = senToAmount(Math.abs(sen)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sen < 0 ? '-' : ''}RM ${grouped}.${fraction}`;
}

/** Whole sen, formatted as money ("2190" sen → "RM 21.90"). */
export function formatSen(sen: number): string {
  return formatMoney(senToAmount(sen));
}

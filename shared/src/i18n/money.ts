/** Money arrives from the API as a two-decimal string (ARCHITECTURE §5); shown as MYR in ms-MY. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  let formatter = formatters.get('MYR');
  if (!formatter) {
    formatter = new Intl.NumberFormat('ms-MY', { style: 'currency', currency: 'MYR' });
    formatters.set('MYR', formatter);
  }
  return formatter.format(Number.isFinite(value) ? value : 0);
}

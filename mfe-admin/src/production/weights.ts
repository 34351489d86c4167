import { readerLocale } from '@mealprep/shared/core';

/** Grams as the kitchen reads them, grouped in the reader's language: "150 g", "1,250 g". */
export function formatGrams(grams: number, locale: string): string {
  return new Intl.NumberFormat(readerLocale(locale), {
    style: 'unit',
    unit: 'gram',
    maximumFractionDigits: 0,
  }).format(grams);
}

/**
 * A component's total over the day (docs/architecture.md §9.8) as it is weighed out: kilograms
 * with one decimal from 1,000 g on ("12.4 kg"), grams below ("950 g").
 */
export function formatWeight(grams: number, locale: string): string {
  if (grams < 1000) return formatGrams(grams, locale);
  return new Intl.NumberFormat(readerLocale(locale), {
    style: 'unit',
    unit: 'kilogram',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(grams / 1000);
}

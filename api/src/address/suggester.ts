import { addressLineOfPick, isInMalaysia } from '@mealprep/shared/account';
import type { AddressSuggestion } from '@mealprep/shared/account/contracts';

/**
 * Address line 1 suggestions (docs/architecture.md §7): one interface, the offline gazetteer by default
 * (`gazetteer.ts`), a geocoding API in production (`ADDRESS_SUGGEST=geocoding`).
 */
export interface AddressSuggester {
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
}

export interface GeocodingOptions {
  /** Base URL of a Nominatim-compatible service, e.g. https://geocode.example.my */
  url: string;
  apiKey: string | null;
  timeoutMs: number;
  /** Answers when the service fails or times out, so the form keeps working. */
  fallback: AddressSuggester;
  /** Logs a failed call (the customer still gets the fallback's answer). */
  onError?: (error: unknown) => void;
}

interface NominatimPlace {
  place_id?: number | string;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

/**
 * The production adapter: a Nominatim-compatible `/search` (OpenStreetMap Nominatim, or a
 * commercial service speaking the same format) restricted to Malaysia. Answers without a
 * postcode or outside Malaysia are dropped; a failure or a slow answer falls back to the
 * gazetteer. The service's own spelling of the street ("Jalan SS 2/24") never replaces what the
 * customer typed (`addressLineOfPick`, docs/architecture.md §9.7).
 */
export class GeocodingApiSuggester implements AddressSuggester {
  constructor(private readonly options: GeocodingOptions) {}

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const url = new URL(
      'search',
      this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`,
    );
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('countrycodes', 'my');
    url.searchParams.set('limit', String(limit));
    if (this.options.apiKey) url.searchParams.set('key', this.options.apiKey);
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'mealprep-api' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoding answered ${response.status}`);
      const body = (await response.json()) as unknown;
      if (!Array.isArray(body)) throw new Error('geocoding answered no list');
      return body
        .map((entry: NominatimPlace, index) => toSuggestion(entry, index))
        .filter((entry): entry is AddressSuggestion => entry !== null)
        .slice(0, limit)
        .map((entry) => ({ ...entry, address_1: addressLineOfPick(query, entry) }));
    } catch (error) {
      this.options.onError?.(error);
      return this.options.fallback.suggest(query, limit);
    }
  }
}

function toSuggestion(entry: NominatimPlace, index: number): AddressSuggestion | null {
  const address = entry.address ?? {};
  const latitude = Number(entry.lat);
  const longitude = Number(entry.lon);
  const postcode = address.postcode?.trim() ?? '';
  const city =
    address.city ?? address.town ?? address.village ?? address.suburb ?? address.county ?? '';
  const state = address.state ?? '';
  if (!/^\d{5}$/.test(postcode) || !city || !state) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude === 0 || longitude === 0 || !isInMalaysia(latitude, longitude)) return null;
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  const line1 = street || entry.name || entry.display_name?.split(',')[0] || city;
  return {
    id: `geo|${entry.place_id ?? index}`,
    address_1: line1.slice(0, 255),
    city,
    state,
    postcode,
    country: 'MY',
    latitude,
    longitude,
    precision: address.house_number || address.road ? 'address' : 'place',
  };
}

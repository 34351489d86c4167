import { optional, type Env } from './env';

/** Who issues the receipts (docs/architecture.md §7.2): printed on every tax receipt. */
export interface ShopIdentity {
  legalName: string;
  /** Company registration number (SSM). */
  registrationNo: string;
  /** SST registration number. */
  sstNo: string;
  /** The registered address, one line per `|`. */
  address: string[];
}

/**
 * The shop's registration details from `SHOP_*` (set them for a real shop: a tax receipt needs
 * them). Unset values print as "not set (VARIABLE)", so a missing one is seen, never invented.
 */
export function shopIdentity(env: Env): ShopIdentity {
  const value = (name: string) => optional(env, name) ?? `not set (${name})`;
  return {
    legalName: optional(env, 'SHOP_LEGAL_NAME') ?? 'MealPrep (local shop)',
    registrationNo: value('SHOP_REGISTRATION_NO'),
    sstNo: value('SHOP_SST_NO'),
    address: (optional(env, 'SHOP_ADDRESS') ?? 'Kuala Lumpur, Malaysia')
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

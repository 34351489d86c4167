import { ConfigError, optional, type Env } from './env';

/** Who issues the receipts (docs/architecture.md §7.2): printed on every tax receipt. */
export interface ShopIdentity {
  legalName: string;
  /** Company registration number (SSM). */
  registrationNo: string;
  /**
   * SST registration number, or null: a shop that is not SST-registered charges no SST and
   * prints no SST line or number anywhere (docs/architecture.md §9.1).
   */
  sstNo: string | null;
  /** The registered address, one line per `|`. */
  address: string[];
}

/**
 * The shop's registration details from `SHOP_*` (set them for a real shop: a receipt needs
 * them). Unset values print as "not set (VARIABLE)", so a missing one is seen, never invented —
 * except the SST number: without one the shop is not SST-registered and charges no SST.
 */
export function shopIdentity(env: Env): ShopIdentity {
  const value = (name: string) => optional(env, name) ?? `not set (${name})`;
  return {
    legalName: optional(env, 'SHOP_LEGAL_NAME') ?? 'MealPrep (local shop)',
    registrationNo: value('SHOP_REGISTRATION_NO'),
    sstNo: sstNumber(env),
    address: (optional(env, 'SHOP_ADDRESS') ?? 'Kuala Lumpur, Malaysia')
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

/**
 * An SST registration number as the Royal Malaysian Customs issues it ("W10-1808-32000123"):
 * letters, digits and hyphens. Checked loosely, so that "none" or "0" meant as "not registered"
 * stops start-up instead of printing as a number.
 */
const SST_NO = /^(?=.*\d)[A-Z0-9][A-Z0-9-]{5,24}$/;

function sstNumber(env: Env): string | null {
  const raw = optional(env, 'SHOP_SST_NO');
  if (raw === null) return null;
  const sstNo = raw.toUpperCase();
  if (!SST_NO.test(sstNo)) {
    throw new ConfigError(
      'SHOP_SST_NO',
      `must be an SST registration number such as W10-1808-32000123, got "${raw}"; leave it unset for a shop that is not SST-registered`,
    );
  }
  return sstNo;
}

/**
 * The SST the shop charges, in basis points (`SST_BASIS_POINTS`), or null when it is not
 * SST-registered (no `SHOP_SST_NO`): then no tax line is charged or shown (docs/architecture.md
 * §9.1).
 */
export function chargedSst(shop: ShopIdentity, basisPoints: number): number | null {
  return shop.sstNo === null ? null : basisPoints;
}

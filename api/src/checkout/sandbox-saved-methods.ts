import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { sandboxCharges } from '../db/tables/subscriptions';
import type { SavedCharge, SavedMethodGateway } from './gateways';

/** The sandbox's test cards: the first saves a card whose charges go through, the second one declined. */
export const SANDBOX_CARD_OK = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

/** Banks the sandbox's DuitNow AutoDebit consent page offers. */
export const SANDBOX_MANDATE_BANKS = [
  'Maybank',
  'CIMB',
  'Public Bank',
  'RHB',
  'Hong Leong',
] as const;

/**
 * The sandbox gateway's saved methods: its setup page is served by this API (routes/payment-methods),
 * its tokens say what the sandbox will answer (a real gateway keeps that on its side), and its book
 * of charges (`sandbox_charges`) is keyed by the idempotency key, so a charge asked again answers
 * the first outcome and moves no money twice.
 */
export class SandboxSavedMethods implements SavedMethodGateway {
  readonly provider = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly publicOrigin: string,
  ) {}

  startSetup(): { ref: string; url: string } {
    const ref = `sbxset_${randomBytes(16).toString('hex')}`;
    return { ref, url: `${this.publicOrigin}/api/v1/payment-methods/sandbox/setup/${ref}` };
  }

  /** A new token for an authenticated card (declining when it is the declined test card) or mandate. */
  issueToken(kind: 'card' | 'duitnow_mandate', declines: boolean): string {
    const outcome = declines ? 'decline' : 'ok';
    return `sbxtok_${kind === 'card' ? 'card' : 'mandate'}_${outcome}_${randomBytes(12).toString('hex')}`;
  }

  async chargeSaved(input: {
    token: string;
    amountSen: number;
    idempotencyKey: string;
  }): Promise<SavedCharge> {
    const outcome = input.token.includes('_decline_') ? 'declined' : 'paid';
    const [charged] = await this.db
      .insert(sandboxCharges)
      .values({
        idempotencyKey: input.idempotencyKey,
        token: input.token,
        amountSen: input.amountSen,
        outcome,
        ref: `sbxchg_${randomBytes(12).toString('hex')}`,
      })
      .onConflictDoNothing()
      .returning();
    // Asked again with the same key: the first charge's outcome.
    const [first] = charged
      ? [charged]
      : await this.db
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
    if (!first) throw new Error('the sandbox charge was not recorded');
    return { outcome: first.outcome, ref: first.ref };
  }
}

import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PlanStatus } from '@mealprep/shared/plan';
import { isUniqueViolation, type Database } from '../db';
import { cartItems } from '../db/schema';
import { mealPlans } from '../db/tables/preferences';
import { subscriptionWeeks } from '../db/tables/subscriptions';
import { CartRepository } from './cart';
import type { GeneratedPlan, PlanRequest } from '../planner';

export interface PlanRow {
  id: number;
  userId: number;
  status: PlanStatus;
  revision: number;
  result: GeneratedPlan | null;
  failure: string | null;
  lockedAt: Date | null;
  /** A subscription week's plan (docs/subscriptions.md): not the dashboard's, never in the cart. */
  forWeek: boolean;
}

export interface PlanJob {
  id: number;
  revision: number;
  request: PlanRequest;
}

export type EnqueueResult = { id: number; status: PlanStatus } | 'not_found' | 'locked';
export type ChangeResult = 'ok' | 'not_found' | 'locked' | 'changed' | 'week';

/** A worker holds a claimed job this long; after that another process may take it again. */
export const CLAIM_LEASE_MS = 30_000;
/** A job that failed this many times is marked failed (the customer may generate again). */
export const MAX_ATTEMPTS = 3;

const columns = {
  id: mealPlans.id,
  userId: mealPlans.userId,
  status: mealPlans.status,
  revision: mealPlans.revision,
  result: mealPlans.result,
  failure: mealPlans.failure,
  lockedAt: mealPlans.lockedAt,
  forWeek: mealPlans.forWeek,
};

function toRow(row: {
  id: number;
  userId: number;
  status: PlanStatus;
  revision: number;
  result: unknown;
  failure: string | null;
  lockedAt: Date | null;
  forWeek: boolean;
}): PlanRow {
  return { ...row, result: (row.result as GeneratedPlan | null) ?? null };
}

/**
 * Personalised plans and their generation jobs. Every customer-facing query carries the
 * session's user id, so another customer's plan id behaves as one that does not exist.
 */
export class PlansRepository {
  constructor(private readonly db: Database) {}

  /**
   * Asks for a plan. With `planId`, regenerates that plan (refused when locked). Without,
   * regenerates the customer's unlocked plan if there is one, else starts a new one: a
   * customer has at most one unlocked plan (a partial unique index guards concurrent calls).
   */
  async enqueue(userId: number, request: PlanRequest, planId?: number): Promise<EnqueueResult> {
    if (planId === undefined) {
      const same = await this.sameRequest(userId, request);
      if (same) return same;
    }
    const reset = {
      status: 'pending' as const,
      request,
      result: null,
      failure: null,
      attempts: 0,
      claimedUntil: null,
      revision: sql`${mealPlans.revision} + 1`,
      updatedAt: new Date(),
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const target = planId
        ? and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId), isNull(mealPlans.lockedAt))
        : and(
            eq(mealPlans.userId, userId),
            isNull(mealPlans.lockedAt),
            eq(mealPlans.forWeek, false),
          );
      const [updated] = await this.db
        .update(mealPlans)
        .set(reset)
        .where(target)
        .returning({ id: mealPlans.id, status: mealPlans.status });
      if (updated) return updated;
      if (planId) return (await this.byId(userId, planId)) ? 'locked' : 'not_found';
      try {
        const [created] = await this.db
          .insert(mealPlans)
          .values({ userId, request, status: 'pending' })
          .returning({ id: mealPlans.id, status: mealPlans.status });
        if (created) return created;
      } catch (error) {
        // Another request created the unlocked plan first: regenerate that one instead.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('could not enqueue the plan');
  }

  /**
   * The customer's unlocked plan when it was asked for with exactly these answers and is being
   * made or made: asking again (the loading page opened twice, reloaded, or started late) follows
   * that plan rather than making another. A failed plan is made again; "regenerate" names its plan.
   */
  private async sameRequest(userId: number, request: PlanRequest) {
    const [row] = await this.db
      .select({ id: mealPlans.id, status: mealPlans.status })
      .from(mealPlans)
      .where(
        and(
          eq(mealPlans.userId, userId),
          isNull(mealPlans.lockedAt),
          eq(mealPlans.forWeek, false),
          inArray(mealPlans.status, ['pending', 'ready']),
          sql`${mealPlans.request} = ${JSON.stringify(request)}::jsonb`,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The plan the dashboard shows: the unlocked one, else the latest locked one. */
  async current(userId: number, tx: Database = this.db): Promise<PlanRow | null> {
    const [row] = await tx
      .select(columns)
      .from(mealPlans)
      .where(and(eq(mealPlans.userId, userId), eq(mealPlans.forWeek, false)))
      .orderBy(sql`${mealPlans.lockedAt} is null desc`, desc(mealPlans.id))
      .limit(1);
    return row ? toRow(row) : null;
  }

  async byId(userId: number, id: number, tx: Database = this.db): Promise<PlanRow | null> {
    const [row] = await tx
      .select(columns)
      .from(mealPlans)
      .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId)));
    return row ? toRow(row) : null;
  }

  /** Stores an edited plan if nobody changed it since `revision` was read. */
  async saveEdit(
    userId: number,
    id: number,
    revision: number,
    result: GeneratedPlan,
  ): Promise<ChangeResult> {
    const [saved] = await this.db
      .update(mealPlans)
      .set({ result, revision: sql`${mealPlans.revision} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(mealPlans.id, id),
          eq(mealPlans.userId, userId),
          isNull(mealPlans.lockedAt),
          eq(mealPlans.status, 'ready'),
          eq(mealPlans.revision, revision),
        ),
      )
      .returning({ id: mealPlans.id });
    if (saved) return 'ok';
    const row = await this.byId(userId, id);
    if (!row) return 'not_found';
    return row.lockedAt ? 'locked' : 'changed';
  }

  /**
   * Deletes an unlocked plan and its cart line together. A week's plan is not deleted (the week
   * would have none): it is edited or made again from the answers.
   */
  async remove(userId: number, id: number): Promise<ChangeResult> {
    return this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(mealPlans)
        .where(
          and(
            eq(mealPlans.id, id),
            eq(mealPlans.userId, userId),
            isNull(mealPlans.lockedAt),
            eq(mealPlans.forWeek, false),
          ),
        )
        .returning({ id: mealPlans.id, cartItemId: mealPlans.cartItemId });
      if (deleted) {
        if (deleted.cartItemId !== null) {
          await new CartRepository(this.db).remove(userId, deleted.cartItemId, tx);
        }
        return 'ok';
      }
      const row = await this.byId(userId, id, tx);
      if (!row) return 'not_found';
      return row.lockedAt ? 'locked' : 'week';
    });
  }

  /**
   * A subscription week's plan, queued for the plan worker like any other (docs/subscriptions.md):
   * the caller links it to the week in the same transaction.
   */
  async createForWeek(tx: Database, userId: number, request: PlanRequest): Promise<number> {
    const [row] = await tx
      .insert(mealPlans)
      .values({ userId, request, status: 'pending', forWeek: true })
      .returning({ id: mealPlans.id });
    if (!row) throw new Error('the week plan was not written');
    return row.id;
  }

  /** The delivery date of the subscription week whose own plan this is. */
  async weekOf(planId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ date: subscriptionWeeks.deliveryDate })
      .from(subscriptionWeeks)
      .where(eq(subscriptionWeeks.planId, planId));
    return row?.date ?? null;
  }

  /** The customer's cart line holding this plan, if any. */
  async cartItemOf(userId: number, planId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: cartItems.id })
      .from(mealPlans)
      .innerJoin(cartItems, eq(cartItems.id, mealPlans.cartItemId))
      .where(
        and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId), eq(cartItems.userId, userId)),
      );
    return row?.id ?? null;
  }

  /**
   * Puts a ready, unlocked plan of the customer's in the cart (docs/spec.md §3 type PERSONALIZED), or
   * raises its line's quantity (weeks), in one transaction holding the plan's row lock.
   */
  async addToCart(
    userId: number,
    planId: number,
    quantity: number,
    maxQuantity: number,
  ): Promise<'added' | 'not_found' | 'locked' | 'not_ready' | 'limit'> {
    return this.db.transaction(async (tx) => {
      const [plan] = await tx
        .select({
          status: mealPlans.status,
          lockedAt: mealPlans.lockedAt,
          cartItemId: mealPlans.cartItemId,
        })
        .from(mealPlans)
        .where(
          and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId), eq(mealPlans.forWeek, false)),
        )
        .for('update');
      if (!plan) return 'not_found';
      if (plan.lockedAt) return 'locked';
      if (plan.status !== 'ready') return 'not_ready';
      // The cart's lines are written by the cart's repository only.
      const cart = new CartRepository(this.db);
      if (plan.cartItemId !== null) {
        const raised = await cart.raise(userId, plan.cartItemId, quantity, maxQuantity, tx);
        return raised ? 'added' : 'limit';
      }
      const lineId = await cart.replacePersonalized(userId, quantity, tx);
      await tx.update(mealPlans).set({ cartItemId: lineId }).where(eq(mealPlans.id, planId));
      return 'added';
    });
  }

  /**
   * Takes the oldest pending job nobody holds (FOR UPDATE SKIP LOCKED, so any number of API
   * processes can work the queue) and leases it for CLAIM_LEASE_MS.
   */
  async claim(now = new Date()): Promise<PlanJob | null> {
    return this.db.transaction(async (tx) => {
      const [job] = await tx
        .select({ id: mealPlans.id, revision: mealPlans.revision, request: mealPlans.request })
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.status, 'pending'),
            or(isNull(mealPlans.claimedUntil), lt(mealPlans.claimedUntil, now)),
          ),
        )
        .orderBy(asc(mealPlans.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return null;
      await tx
        .update(mealPlans)
        .set({
          claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
          attempts: sql`${mealPlans.attempts} + 1`,
        })
        .where(eq(mealPlans.id, job.id));
      return { id: job.id, revision: job.revision, request: job.request as PlanRequest };
    });
  }

  /** Stores the result unless the plan was regenerated or deleted meanwhile. */
  async complete(job: PlanJob, result: GeneratedPlan): Promise<boolean> {
    const rows = await this.db
      .update(mealPlans)
      .set({
        status: 'ready',
        result,
        claimedUntil: null,
        generatedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(mealPlans.id, job.id),
          eq(mealPlans.revision, job.revision),
          eq(mealPlans.status, 'pending'),
        ),
      )
      .returning({ id: mealPlans.id });
    return rows.length > 0;
  }

  /** Releases a failed job for another try, or marks it failed after MAX_ATTEMPTS. */
  async fail(job: PlanJob, message: string): Promise<void> {
    await this.db
      .update(mealPlans)
      .set({
        status: sql`case when ${mealPlans.attempts} >= ${MAX_ATTEMPTS} then 'failed'::plan_status else 'pending'::plan_status end`,
        failure: message.slice(0, 1000),
        claimedUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(mealPlans.id, job.id), eq(mealPlans.revision, job.revision)));
  }
}

/**
 * Locks a plan when an order holding it is paid (docs/spec.md §4, docs/architecture.md §9): call it inside the
 * payment's transaction. A locked plan is never edited, regenerated or deleted; the customer's
 * next generation starts a new plan. Answers false when the plan does not exist.
 */
export async function lockPlan(tx: Database, planId: number): Promise<boolean> {
  const rows = await tx
    .update(mealPlans)
    .set({ lockedAt: sql`coalesce(${mealPlans.lockedAt}, now())`, updatedAt: new Date() })
    .where(eq(mealPlans.id, planId))
    .returning({ id: mealPlans.id });
  return rows.length > 0;
}

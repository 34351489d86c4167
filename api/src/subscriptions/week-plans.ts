import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { users } from '../db/schema';
import type { PlanWorker } from '../jobs/plan-worker';
import { planRequestOf } from '../preferences/answers';
import { withCandidates } from '../preferences/suggestions';
import type { PlansRepository } from '../repositories/plans';
import type { PreferencesRepository } from '../repositories/preferences';
import type { WeekPlanner } from './renewals';

/**
 * The renewal run's planner (docs/subscriptions.md "A personalised plan every week"): the request
 * the customer's "generate" would send now — their saved answers, age and sex, and what a
 * suggestion may add — queued on the plan worker of this process.
 */
export function weekPlanner(
  db: Database,
  preferences: PreferencesRepository,
  plans: PlansRepository,
  worker: PlanWorker,
): WeekPlanner {
  return {
    plans,
    async requestFor(userId) {
      const [user] = await db
        .select({ gender: users.gender, dateOfBirth: users.dateOfBirth })
        .from(users)
        .where(eq(users.id, userId));
      if (!user?.gender) return null;
      const person = { gender: user.gender, dateOfBirth: user.dateOfBirth };
      const request = planRequestOf(await preferences.answers(userId), person);
      return request ? withCandidates(preferences, request) : null;
    },
    kick() {
      void worker.kick();
    },
  };
}

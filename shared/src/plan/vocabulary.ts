/** The plan's words, with no imports: the contracts and the rules both read them. */

export const OIL_PREFERENCES = ['normal_oil', 'no_oil'] as const;

export type OilPreference = (typeof OIL_PREFERENCES)[number];

/* ---------- The personalised meal plan (docs/architecture.md §5) ---------- */

export const PLAN_STATUSES = ['pending', 'ready', 'failed'] as const;

export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_TARGETS = ['calories', 'protein', 'carbohydrate', 'fat'] as const;

export type PlanTarget = (typeof PLAN_TARGETS)[number];

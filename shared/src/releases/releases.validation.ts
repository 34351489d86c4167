/** Release registry inputs (docs/architecture.md §3), for /admin/releases and the release CLI. */
import { array, type InferType } from 'yup';
import { body, bodyInteger, jsonObject, queryChoice, type RequestBody } from '../validation/input';
import { msg, requiredText, strictBoolean, text } from '../validation/rules';

/** Semantic versions only (semver.org 2.0), as the release registry stores them. */
export const VERSION_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
export const RELEASE_REASON_MAX = 500;

function versionField() {
  return text({ max: 64 })
    .required(msg('validation.required'))
    .matches(VERSION_PATTERN, { message: msg('validation.version'), excludeEmptyString: true });
}

function percentField(min: number) {
  return bodyInteger()
    .min(min, ({ min: limit }: { min: number }) => msg('validation.minValue', { min: limit }))
    .max(100, ({ max }: { max: number }) => msg('validation.maxValue', { max }));
}

/** Release actions (docs/architecture.md §3), the same on /admin/releases and for the release CLI. */
export const releasePinSchema = body({
  version: versionField(),
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleasePinInput = InferType<typeof releasePinSchema>;
export type ReleasePinRequest = RequestBody<typeof releasePinSchema>;

export const releaseRollbackSchema = body({
  to: text({ max: 64 })
    .matches(VERSION_PATTERN, { message: msg('validation.version'), excludeEmptyString: true })
    .optional(),
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleaseRollbackInput = InferType<typeof releaseRollbackSchema>;
export type ReleaseRollbackRequest = RequestBody<typeof releaseRollbackSchema>;

export const releaseCanarySchema = body({
  version: versionField(),
  percent: percentField(1).required(msg('validation.required')),
  failure_threshold: percentField(1).default(5),
  min_loads: bodyInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(1_000_000, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .default(20),
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleaseCanaryInput = InferType<typeof releaseCanarySchema>;
export type ReleaseCanaryRequest = RequestBody<typeof releaseCanarySchema>;

export const releasePromoteSchema = body({
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleasePromoteInput = InferType<typeof releasePromoteSchema>;
export type ReleasePromoteRequest = RequestBody<typeof releasePromoteSchema>;

/** The most steps a rollout plan has. */
export const ROLLOUT_MAX_STEPS = 10;

const rolloutStep = jsonObject({
  percent: percentField(1).required(msg('validation.required')),
  min_minutes: bodyInteger()
    .min(0, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(10_080, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .default(60),
  /** Left out: the shop's minimum sample, doubled at each step (as in the default plan). */
  min_sample: bodyInteger()
    .min(0, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(10_000_000, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .optional(),
});

/**
 * A staged rollout (docs/architecture.md §3.3): without `steps`, the shop's default plan
 * (5 → 25 → 50 → 100 %). Steps grow strictly and the last serves everyone.
 */
export const releaseRolloutSchema = body({
  version: versionField(),
  steps: array(rolloutStep)
    .typeError(msg('validation.invalid'))
    .min(1, ({ min }: { min: number }) => msg('validation.min', { min }))
    .max(ROLLOUT_MAX_STEPS, ({ max }: { max: number }) => msg('validation.max', { max }))
    .test({
      name: 'rolloutSteps',
      message: msg('validation.rolloutSteps'),
      test: (steps) =>
        !steps ||
        steps.some((step) => typeof step?.percent !== 'number') ||
        (steps.every((step, i) => i === 0 || step.percent > (steps[i - 1]?.percent ?? 0)) &&
          steps[steps.length - 1]?.percent === 100),
    })
    .optional(),
  failure_threshold: percentField(1).default(5),
  min_loads: bodyInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(1_000_000, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .default(20),
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleaseRolloutInput = InferType<typeof releaseRolloutSchema>;
export type ReleaseRolloutRequest = RequestBody<typeof releaseRolloutSchema>;

/** Pause, resume or abort a rollout: only why. */
export const releaseRolloutActionSchema = body({
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleaseRolloutActionInput = InferType<typeof releaseRolloutActionSchema>;
export type ReleaseRolloutActionRequest = RequestBody<typeof releaseRolloutActionSchema>;

/** Switch this browser to staging, or back to production (docs/architecture.md §3.4). */
export const releasePreviewSchema = body({
  staging: strictBoolean().required(msg('validation.required')),
});
export type ReleasePreviewInput = InferType<typeof releasePreviewSchema>;
export type ReleasePreviewRequest = RequestBody<typeof releasePreviewSchema>;

/** `GET …/history?environment=staging`: one environment's events; all when left out. */
export const releaseHistoryQuerySchema = jsonObject({
  environment: queryChoice(['production', 'staging'] as const).optional(),
});
export type ReleaseHistoryQuery = InferType<typeof releaseHistoryQuerySchema>;

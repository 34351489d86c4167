import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's scores run from 0 (among the first thousand guesses) to 4 (beyond 10^10). Below 2
 * — under about a million guesses: a common or breached password, a keyboard walk, a repeat,
 * a sequence, a word with digits bolted on — a new password is refused (ASVS 2.1.7).
 */
export const PASSWORD_SCORE_MIN = 2;

/**
 * Only the first 64 characters are estimated: a longer password is strong for its length
 * anyway, and zxcvbn's time grows fast with length (200 random characters took 1.5 s, a CPU
 * an attacker could spend through the register form). With at most 10 l33t substitutions
 * tried, the worst case measured stays under about 60 ms.
 */
const ESTIMATED_LENGTH = 64;
const L33T_SUBSTITUTIONS = 10;

let estimator: Promise<ZxcvbnFactory> | null = null;

/**
 * zxcvbn-ts with its common dictionary (about 50,000 breached passwords and the diceware
 * words; some 220 kB gzipped), loaded on the first check and then kept. The dynamic imports
 * make it a chunk of its own in the browser, fetched only by a form where a password is
 * chosen; a failed load is retried the next time.
 */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')])
    .then(
      ([core, common]) =>
        new core.ZxcvbnFactory({
          dictionary: { ...common.dictionary },
          graphs: common.adjacencyGraphs,
          maxLength: ESTIMATED_LENGTH,
          l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
        }),
    )
    .catch((error: unknown) => {
      estimator = null;
      throw error;
    });
  return estimator;
}

/** zxcvbn's score, 0–4. */
export async function passwordScore(value: string): Promise<number> {
  return (await loadPasswordEstimator()).check(value).score;
}

/** A password anyone would try early (ASVS 2.1.7): scored below `PASSWORD_SCORE_MIN`. */
export async function isWeakPassword(value: string): Promise<boolean> {
  return (await passwordScore(value)) < PASSWORD_SCORE_MIN;
}

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

const BY_SCORE: PasswordStrength[] = ['weak', 'weak', 'fair', 'good', 'strong'];

/**
 * What the strength meter shows, by the same estimate the schemas refuse with: `tooShort` and
 * `weak` are refused, `fair`, `good` and `strong` are zxcvbn's scores 2, 3 and 4.
 */
export async function passwordStrength(value: string, min = 8): Promise<PasswordStrength> {
  if (value.length < min) return 'tooShort';
  return BY_SCORE[await passwordScore(value)] ?? 'weak';
}

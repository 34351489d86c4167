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

/**
 * Words anyone guessing at this shop's accounts tries first: its name, what it sells and where
 * (docs/spec.md §1). Passwords made of them (`mealprep2026`, `admin@mealprep`) are refused as
 * the customer's own e-mail and name are.
 */
export const SHOP_WORDS = [
  'mealprep',
  'meal',
  'meals',
  'prep',
  'malaysia',
  'malaysian',
  'kualalumpur',
  'kuala',
  'lumpur',
];

/** What the shop knows of the person choosing a password, each part optional. */
export interface PasswordOwner {
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** Shorter pieces are left in: taking out "my" or "al" would hollow out unrelated passwords. */
const PERSONAL_PIECE_MIN = 3;

/**
 * The shop's words and the owner's own: the whole e-mail, its local part and domain and the
 * pieces of each (`nur.aisyah@kedai.my` gives `nur`, `aisyah`, `kedai`), and the names word
 * by word and whole. Lower case, longest first.
 */
export function personalWords(owner: PasswordOwner = {}): string[] {
  const words = new Set<string>(SHOP_WORDS);
  const add = (value: string) => {
    const word = value.trim().toLowerCase();
    if (word.length >= PERSONAL_PIECE_MIN) words.add(word);
  };
  const email = owner.email?.trim().toLowerCase() ?? '';
  if (email) {
    const at = email.lastIndexOf('@');
    const local = at < 0 ? email : email.slice(0, at);
    const domain = at < 0 ? '' : email.slice(at + 1);
    for (const part of [email, local, domain]) add(part);
    for (const piece of `${local}.${domain}`.split(/[^\p{L}\p{N}]+/u)) add(piece);
  }
  for (const name of [owner.first_name ?? '', owner.last_name ?? '']) {
    add(name);
    add(name.replace(/\s+/g, ''));
    for (const piece of name.split(/\s+/)) add(piece);
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/** Why a new password is refused, or `ok`. */
export type PasswordVerdict = 'ok' | 'common' | 'personal';

/**
 * A new password's verdict: `common` below `PASSWORD_SCORE_MIN` on its own (a breached
 * password, a walk, a repeat); `personal` when it is guessable from the shop's words or the
 * owner's e-mail and name — scored with them as zxcvbn's user inputs (which catches their
 * l33t spellings too), and scored again with them taken out, so that what is left must be
 * strong by itself (`admin@mealprep` leaves `admin@`; zxcvbn alone splits it at the `@` and
 * counts `admin@` as random characters). At most three estimates of at most 64 characters each.
 */
export async function passwordVerdict(
  value: string,
  owner: PasswordOwner = {},
): Promise<{ verdict: PasswordVerdict; score: number }> {
  const zxcvbn = await loadPasswordEstimator();
  const plain = zxcvbn.check(value).score;
  if (plain < PASSWORD_SCORE_MIN) return { verdict: 'common', score: plain };
  const words = personalWords(owner);
  const withWords = zxcvbn.check(value, words).score;
  let rest = value.toLowerCase();
  for (const word of words) rest = rest.split(word).join(' ');
  const restScore = rest === value.toLowerCase() ? plain : zxcvbn.check(rest.trim()).score;
  const score = Math.min(withWords, restScore);
  return { verdict: score < PASSWORD_SCORE_MIN ? 'personal' : 'ok', score };
}

/** zxcvbn's score, 0–4, with the shop's words and the owner's as guesses it knows. */
export async function passwordScore(value: string, owner?: PasswordOwner): Promise<number> {
  return (await passwordVerdict(value, owner)).score;
}

/** A password anyone would try early (ASVS 2.1.7): scored below `PASSWORD_SCORE_MIN`. */
export async function isWeakPassword(value: string, owner?: PasswordOwner): Promise<boolean> {
  return (await passwordVerdict(value, owner)).verdict !== 'ok';
}

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

const BY_SCORE: PasswordStrength[] = ['weak', 'weak', 'fair', 'good', 'strong'];

/**
 * What the strength meter shows, by the same estimate the schemas refuse with: `tooShort` and
 * `weak` are refused, `fair`, `good` and `strong` are zxcvbn's scores 2, 3 and 4.
 */
export async function passwordStrength(
  value: string,
  min = 12,
  owner?: PasswordOwner,
): Promise<PasswordStrength> {
  if (value.length < min) return 'tooShort';
  return BY_SCORE[await passwordScore(value, owner)] ?? 'weak';
}

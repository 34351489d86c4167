import { COMMON_PASSWORDS } from './commonPasswords';

let common: Set<string> | null = null;

/** The shipped list, built into a set on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common;
}

/** `12345678`, `abcdefgh`, `87654321`: each character one step from the previous, one way. */
function isStraightSequence(value: string): boolean {
  if (value.length < 3) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < value.length; i += 1) {
    if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

/**
 * A password anyone would try first (ASVS 2.1.7): one of the 10,000 most common passwords of
 * 8+ characters from breach corpora (any letter case), one built from fewer than four distinct
 * characters (`aaaaaaaa`, `abababab`), or a straight run (`12345678`, `abcdefgh`).
 */
export function isWeakPassword(value: string): boolean {
  const lower = value.toLowerCase();
  return commonPasswords().has(lower) || new Set(lower).size < 4 || isStraightSequence(lower);
}

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

/**
 * What the strength meter shows. `tooShort` and `weak` are refused by the schemas; the others
 * grow with length and variety of character kinds (a long passphrase is strong on its own).
 */
export function passwordStrength(value: string, min = 8): PasswordStrength {
  if (value.length < min) return 'tooShort';
  if (isWeakPassword(value)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(value)).length;
  let score = 0;
  if (value.length >= 12) score += 1;
  if (value.length >= 16) score += 1;
  if (kinds >= 3) score += 1;
  if (score >= 2) return 'strong';
  if (score === 1) return 'good';
  return 'fair';
}

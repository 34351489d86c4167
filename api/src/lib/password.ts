import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordParams } from '../config';

/**
 * Passwords are hashed with argon2id (OWASP's first choice; its minimum of 19 MiB, 2 passes,
 * 1 lane costs ~30 ms here, inside the 150 ms login budget where OWASP-strength scrypt took
 * 200+ ms). The PHC string carries its parameters, so they can be raised later: a successful
 * login with older parameters stores a fresh hash. Hashes of the first release
 * (`scrypt$N$r$p$salt$hash`) still verify and are replaced at the next login.
 */
export async function hashPassword(password: string, params: PasswordParams): Promise<string> {
  return argon2.hash(password.normalize('NFKC'), {
    type: argon2.argon2id,
    memoryCost: params.memoryKiB,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
  });
}

export interface PasswordCheck {
  ok: boolean;
  /** The hash uses another algorithm or other parameters than today's: store a fresh one. */
  needsRehash: boolean;
}

function legacyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (parts.length !== 6 || !N || !r || !p || N > 2 ** 20 || r > 32 || p > 16) {
    return Promise.resolve(false);
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  return new Promise((resolve) => {
    try {
      scrypt(
        password.normalize('NFKC'),
        salt,
        expected.length,
        { N, r, p, maxmem: 256 * N * r },
        (error, key) =>
          resolve(!error && key.length === expected.length && timingSafeEqual(key, expected)),
      );
    } catch {
      // parameters scrypt refuses (N not a power of two, ...): a hash we cannot have written
      resolve(false);
    }
  });
}

export async function verifyPassword(
  password: string,
  stored: string,
  current: PasswordParams,
): Promise<PasswordCheck> {
  if (stored.startsWith('scrypt$')) {
    const ok = await legacyScrypt(password, stored);
    return { ok, needsRehash: ok };
  }
  if (!stored.startsWith('$argon2')) return { ok: false, needsRehash: false };
  try {
    if (!(await argon2.verify(stored, password.normalize('NFKC')))) {
      return { ok: false, needsRehash: false };
    }
    const stale = argon2.needsRehash(stored, {
      memoryCost: current.memoryKiB,
      timeCost: current.timeCost,
      parallelism: current.parallelism,
    });
    return { ok: true, needsRehash: stale };
  } catch {
    // a malformed stored hash never matches
    return { ok: false, needsRehash: false };
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no account, so response times do not
 * tell which e-mail addresses are registered.
 */
export async function verifyAgainstNothing(
  password: string,
  params: PasswordParams,
): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), params);
  await verifyPassword(password, await dummyHash, params);
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptParams } from '../config';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; leave head room above Node's 32 MiB default.
    maxmem: 256 * params.N * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash. */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 2 ** 20 || r > 32 || p > 16) return null;
  return {
    params: { N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64'),
    key: Buffer.from(parts[5] ?? '', 'base64'),
  };
}

export interface PasswordCheck {
  ok: boolean;
  /** The hash uses other parameters than today's: store a fresh one after a good login. */
  needsRehash: boolean;
}

export async function verifyPassword(
  password: string,
  stored: string,
  current: ScryptParams,
): Promise<PasswordCheck> {
  const parsed = parse(stored);
  if (!parsed) return { ok: false, needsRehash: false };
  const key = await derive(password, parsed.salt, parsed.params);
  const ok = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  const { N, r, p } = parsed.params;
  return { ok, needsRehash: ok && (N !== current.N || r !== current.r || p !== current.p) };
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no account, so response times do not
 * tell which e-mail addresses are registered.
 */
export async function verifyAgainstNothing(password: string, params: ScryptParams): Promise<void> {
  dummyHash ??= hashPassword('no account has this password', params);
  await verifyPassword(password, await dummyHash, params);
}

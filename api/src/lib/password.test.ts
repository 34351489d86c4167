import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from './password';

const params = { memoryKiB: 4096, timeCost: 1, parallelism: 1 };

function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt, and verifies', async () => {
    const first = await hashPassword('Sedap-Makan-2026', params);
    const second = await hashPassword('Sedap-Makan-2026', params);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Sedap-Makan-2026', first, params)).toEqual({
      ok: true,
      needsRehash: false,
    });
    expect(await verifyPassword('sedap-makan-2026', first, params)).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it('treats canonically equal unicode the same (NFKC)', async () => {
    const stored = await hashPassword('Ｐａｓｓ-word-1', params);
    expect((await verifyPassword('Pass-word-1', stored, params)).ok).toBe(true);
  });

  it('asks for a rehash after the parameters are raised', async () => {
    const stored = await hashPassword('Sedap-Makan-2026', params);
    const raised = { ...params, timeCost: 2 };
    expect(await verifyPassword('Sedap-Makan-2026', stored, raised)).toEqual({
      ok: true,
      needsRehash: true,
    });
  });

  it('still verifies a first-release scrypt hash and asks to replace it', async () => {
    const stored = legacyHash('Nasi-Lemak-99');
    expect(await verifyPassword('Nasi-Lemak-99', stored, params)).toEqual({
      ok: true,
      needsRehash: true,
    });
    expect(await verifyPassword('Nasi-Lemak-98', stored, params)).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it.each(['', 'plain', '$argon2id$broken', 'scrypt$1$2$3$x$y'])(
    'refuses a malformed hash %p',
    async (stored) => {
      expect(await verifyPassword('anything', stored, params)).toEqual({
        ok: false,
        needsRehash: false,
      });
    },
  );
});

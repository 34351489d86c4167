import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { crcCombine, crcShift, gzipPieces, gzipWithNonce } from './noncedGzip';

describe('a kept page gzipped with a new nonce per answer', () => {
  it('combines CRC-32s as zlib computes the whole', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3000 }),
        fc.uint8Array({ maxLength: 3000 }),
        (a, b) => {
          const whole = zlib.crc32(Buffer.concat([a, b]));
          expect(crcCombine(zlib.crc32(a), zlib.crc32(b), crcShift(b.length))).toBe(whole);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('decodes (CRC and length checked by zlib) to the text with the nonce at every cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 400 }), { minLength: 1, maxLength: 6 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
        (parts, nonce) => {
          const answer = gzipWithNonce(gzipPieces(parts), nonce);
          expect(zlib.gunzipSync(answer).toString()).toBe(parts.join(nonce));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps a page of tens of kilobytes as small as gzip does, with a nonce of its own each time', () => {
    const html = Array.from(
      { length: 400 },
      (_, n) => `<div class="sc-a${n % 37}"><h2>Nasi lemak ${n}</h2><p>RM ${n % 20}.90</p></div>`,
    ).join('');
    const parts = [
      `<head><meta property="csp-nonce" nonce="`,
      `"><style nonce="`,
      `">.a{}</style></head>${html}`,
    ];
    const pieces = gzipPieces(parts);
    const nonces = [randomBytes(16).toString('base64'), randomBytes(16).toString('base64')];
    const answers = nonces.map((nonce) => gzipWithNonce(pieces, nonce));
    answers.forEach((answer, n) => {
      expect(zlib.gunzipSync(answer).toString()).toBe(parts.join(nonces[n]));
      expect(answer.length).toBeLessThan(zlib.gzipSync(parts.join(nonces[n])).length * 1.05);
    });
  });
});

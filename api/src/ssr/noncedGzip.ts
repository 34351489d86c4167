/**
 * A kept page's gzip answer with a new nonce in it each time, without compressing the page again
 * (docs/architecture.md §2.4). The page's text between the nonces is deflated once, each piece on
 * its own and ended with a sync flush (byte-aligned, no back-reference before its start), so the
 * pieces can be laid one after another with each answer's nonce between them as a stored block:
 * one valid deflate stream. The gzip trailer's CRC-32 of the whole text is put together from the
 * pieces' CRCs with zlib's crc32_combine arithmetic (multiplication by x^(8·n) modulo the CRC
 * polynomial), so an answer reads no byte of the page: it costs microseconds, where deflating or
 * brotli-compressing the page again cost 0.3–0.7 ms.
 *
 * Brotli has no such seam (its streams cannot be joined, and its literal coding depends on the
 * bytes before), so a kept page goes as gzip to every browser that takes it.
 */
import zlib from 'node:zlib';

/** The reflected CRC-32 polynomial (zlib's, gzip's). */
const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial, both as reflected 32-bit polynomials (zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b >>> 0;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31 (zlib's x2n_table). */
const X2N = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    table.push(p);
    p = multiplyModP(p, p);
  }
  return table;
})();

/** x^(8·bytes) modulo the polynomial: what moves a CRC past `bytes` more bytes. */
export function crcShift(bytes: number): number {
  let p = 0x80000000; // x^0
  let n = bytes;
  let k = 3; // 8 = 2^3
  while (n > 0) {
    if (n & 1) p = multiplyModP(X2N[k & 31] ?? 0, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}

/** CRC-32 of A·B from CRC(A), CRC(B) and B's shift (`crcShift(B.length)`). */
export function crcCombine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

interface Piece {
  deflated: Buffer;
  crc: number;
  shift: number;
  length: number;
}

/** A text cut where its nonces go, each piece deflated once. */
export interface GzipPieces {
  pieces: Piece[];
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const LEVEL = 6;

/** Deflates each piece of `parts` (the text is `parts.join(nonce)` for any nonce). */
export function gzipPieces(parts: readonly string[]): GzipPieces {
  return {
    pieces: parts.map((part, n) => {
      const bytes = Buffer.from(part);
      const last = n === parts.length - 1;
      return {
        deflated: zlib.deflateRawSync(bytes, {
          level: LEVEL,
          finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
        }),
        crc: zlib.crc32(bytes),
        shift: crcShift(bytes.length),
        length: bytes.length,
      };
    }),
  };
}

/** A stored (uncompressed) deflate block holding `bytes`, not the last one. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0; // BFINAL 0, BTYPE 00, then up to the byte boundary
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The gzip answer of `parts.join(nonce)`, from the pieces made once. */
export function gzipWithNonce(gzip: GzipPieces, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  // A nonce is tens of bytes; a stored block takes up to 65,535.
  if (nonceBytes.length > 0xffff) throw new RangeError('nonce too long');
  const nonceBlock = storedBlock(nonceBytes);
  const nonceCrc = zlib.crc32(nonceBytes);
  const nonceShift = crcShift(nonceBytes.length);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  gzip.pieces.forEach((piece, n) => {
    if (n > 0) {
      chunks.push(nonceBlock);
      crc = crcCombine(crc, nonceCrc, nonceShift);
      length += nonceBytes.length;
    }
    chunks.push(piece.deflated);
    crc = n === 0 ? piece.crc : crcCombine(crc, piece.crc, piece.shift);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 0x100000000, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/**
 * HMAC-MD5 (RFC 2104 over RFC 1321), which WebCrypto does not offer: an older signing scheme's
 * MAC that a sender may still use by mistake (spec 5.5 "Output format"). Only ever compared with
 * a received sign, never used to sign anything.
 */

// RFC 1321: the per-round shift amounts and the sine-derived constants.
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Array.from(
  { length: 64 },
  (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0,
);

function md5(data: Uint8Array): Uint8Array {
  const length = ((data.length + 8) >>> 6) * 64 + 64;
  const padded = new Uint8Array(length);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, (data.length * 8) >>> 0, true);
  view.setUint32(length - 4, Math.floor(data.length / 0x20000000), true);
  let [a0, b0, c0, d0] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const m = new Uint32Array(16);
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i++) m[i] = view.getUint32(offset + i * 4, true);
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let i = 0; i < 64; i++) {
      const round = i >>> 4;
      let f: number;
      let g: number;
      if (round === 0) [f, g] = [(b & c) | (~b & d), i];
      else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + K[i]! + m[g]!) >>> 0;
      const shift = SHIFTS[round * 4 + (i % 4)]!;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    [a0, b0, c0, d0] = [(a0 + a) >>> 0, (b0 + b) >>> 0, (c0 + c) >>> 0, (d0 + d) >>> 0];
  }
  const out = new Uint8Array(16);
  const outView = new DataView(out.buffer);
  [a0, b0, c0, d0].forEach((word, i) => outView.setUint32(i * 4, word, true));
  return out;
}

const BLOCK = 64;

/** HMAC-MD5 of `data` keyed with `key` (RFC 2104). */
export function hmacMd5(key: Uint8Array, data: Uint8Array): Uint8Array {
  const block = new Uint8Array(BLOCK);
  block.set(key.length > BLOCK ? md5(key) : key);
  const inner = new Uint8Array(BLOCK + data.length);
  const outer = new Uint8Array(BLOCK + 16);
  for (let i = 0; i < BLOCK; i++) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  inner.set(data, BLOCK);
  outer.set(md5(inner), BLOCK);
  return md5(outer);
}

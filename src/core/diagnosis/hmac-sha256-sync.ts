/**
 * HMAC-SHA256 (RFC 2104, FIPS 180-4) computed synchronously in plain TypeScript, for the mistake
 * search's many short strings to sign (spec 5.2 rule 4): WebCrypto's per-call cost (a promise
 * and a hop to another thread) dwarfs hashing 2 KB. The key's inner and outer pad blocks are
 * hashed once per key; each MAC then hashes only the message and one outer block.
 */

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = Uint32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const w = new Int32Array(64);

/** Runs the compression function over `length` bytes of whole 64-byte blocks from `offset`. */
function compress(state: Uint32Array, data: Uint8Array, offset: number, length: number): void {
  let a = state[0]! | 0;
  let b = state[1]! | 0;
  let c = state[2]! | 0;
  let d = state[3]! | 0;
  let e = state[4]! | 0;
  let f = state[5]! | 0;
  let g = state[6]! | 0;
  let h = state[7]! | 0;
  for (let block = offset; block < offset + length; block += 64) {
    for (let i = 0, j = block; i < 16; i++, j += 4) {
      w[i] = (data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let A = a;
    let B = b;
    let C = c;
    let D = d;
    let E = e;
    let F = f;
    let G = g;
    let H = h;
    for (let i = 0; i < 64; i++) {
      const S1 = ((E >>> 6) | (E << 26)) ^ ((E >>> 11) | (E << 21)) ^ ((E >>> 25) | (E << 7));
      const t1 = (H + S1 + ((E & F) ^ (~E & G)) + K[i]! + w[i]!) | 0;
      const S0 = ((A >>> 2) | (A << 30)) ^ ((A >>> 13) | (A << 19)) ^ ((A >>> 22) | (A << 10));
      const t2 = (S0 + ((A & B) ^ (A & C) ^ (B & C))) | 0;
      H = G;
      G = F;
      F = E;
      E = (D + t1) | 0;
      D = C;
      C = B;
      B = A;
      A = (t1 + t2) | 0;
    }
    a = (a + A) | 0;
    b = (b + B) | 0;
    c = (c + C) | 0;
    d = (d + D) | 0;
    e = (e + E) | 0;
    f = (f + F) | 0;
    g = (g + G) | 0;
    h = (h + H) | 0;
  }
  state[0] = a;
  state[1] = b;
  state[2] = c;
  state[3] = d;
  state[4] = e;
  state[5] = f;
  state[6] = g;
  state[7] = h;
}

/** Finishes a hash whose state has absorbed `before` bytes, over the remaining `data`. */
function finish(state: Uint32Array, before: number, data: Uint8Array): Uint8Array {
  const whole = data.length - (data.length % 64);
  compress(state, data, 0, whole);
  const tail = new Uint8Array(data.length - whole < 56 ? 64 : 128);
  tail.set(data.subarray(whole));
  tail[data.length - whole] = 0x80;
  const bits = (before + data.length) * 8;
  const view = new DataView(tail.buffer);
  view.setUint32(tail.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(tail.length - 4, bits >>> 0);
  compress(state, tail, 0, tail.length);
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, state[i] ?? 0);
  return out;
}

/** SHA-256 of `data` (FIPS 180-4). */
export function sha256(data: Uint8Array): Uint8Array {
  return finish(INITIAL.slice(), 0, data);
}

/** A key's pad blocks already hashed: HMAC-SHA256 of any message in one pass over it. */
export interface HmacKey {
  inner: Uint32Array;
  outer: Uint32Array;
}

/** Prepares an HMAC-SHA256 key (RFC 2104): keys longer than a block are hashed first. */
export function hmacKey(key: Uint8Array): HmacKey {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const pad = (byte: number) => {
    const state = INITIAL.slice();
    compress(
      state,
      block.map((b) => b ^ byte),
      0,
      64,
    );
    return state;
  };
  return { inner: pad(0x36), outer: pad(0x5c) };
}

/** HMAC-SHA256 of `data` under a prepared key. */
export function hmacSha256(key: HmacKey, data: Uint8Array): Uint8Array {
  const inner = finish(key.inner.slice(), 64, data);
  return finish(key.outer.slice(), 64, inner);
}

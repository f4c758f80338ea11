/**
 * HMAC-SHA256 (RFC 2104, the MAC of spec 5.2) in progress, whose state can be saved at a point
 * and resumed from it: the live signer's checkpoints. Two back ends compute the same MAC: noble's
 * HMAC (pure TypeScript, always there) and an HMAC built on a SHA-256 whose state the caller can
 * save and load, such as a WebAssembly one, which hashes a long body faster.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { IHasher } from 'hash-wasm';

/** A SHA-256 whose running state can be saved and loaded again (the caller's back end). */
export interface ResumableSha256 {
  init(): void;
  update(bytes: Uint8Array): void;
  /** The state after everything given since `init` or `load`. */
  save(): Uint8Array;
  load(state: Uint8Array): void;
  /** The 32-byte digest; the state must be loaded or initialised again before the next use. */
  digest(): Uint8Array;
}

/** hash-wasm's SHA-256 (the caller loads it: its `createSHA256` is asynchronous). */
export const hashWasmSha256 = (hasher: IHasher): ResumableSha256 => ({
  init: () => void hasher.init(),
  update: (bytes) => void hasher.update(bytes),
  save: () => hasher.save(),
  load: (state) => void hasher.load(state),
  digest: () => hasher.digest('binary'),
});

/** An HMAC-SHA256 being fed. */
export interface RunningMac {
  update(bytes: Uint8Array): void;
  /** The state here, to resume from later; the running MAC goes on unaffected. */
  save(): SavedMac;
  digest(): Uint8Array;
}

/** A saved state: each `resume` starts a new running MAC from it. */
export interface SavedMac {
  resume(): RunningMac;
}

/** noble's HMAC, whose `clone` is the saved state. */
export function nobleMac(key: Uint8Array): RunningMac {
  return runningNoble(hmac.create(sha256, key));
}

function runningNoble(mac: ReturnType<typeof hmac.create>): RunningMac {
  return {
    update: (bytes) => void mac.update(bytes),
    save: () => {
      const saved = mac.clone();
      return { resume: () => runningNoble(saved.clone()) };
    },
    digest: () => mac.digest(),
  };
}

/** SHA-256's block: the key is padded (or first hashed) to it (RFC 2104 section 2). */
const BLOCK_BYTES = 64;
const INNER_PAD = 0x36;
const OUTER_PAD = 0x5c;

/**
 * HMAC-SHA256 on a resumable SHA-256: H(K ^ opad || H(K ^ ipad || message)) (RFC 2104). The
 * SHA-256 is one shared state: a running MAC may be used only until another one is started or
 * resumed on the same SHA-256, which a caller that finishes each MAC in turn never notices.
 */
export function resumableMac(sha: ResumableSha256, key: Uint8Array): RunningMac {
  const block = new Uint8Array(BLOCK_BYTES);
  if (key.length > BLOCK_BYTES) {
    sha.init();
    sha.update(key);
    block.set(sha.digest());
  } else {
    block.set(key);
  }
  const keyed = (pad: number) => {
    sha.init();
    sha.update(block.map((byte) => byte ^ pad));
    return sha.save();
  };
  const outer = keyed(OUTER_PAD);
  return runningOn(sha, keyed(INNER_PAD), outer);
}

function runningOn(sha: ResumableSha256, inner: Uint8Array, outer: Uint8Array): RunningMac {
  sha.load(inner);
  return {
    update: (bytes) => sha.update(bytes),
    save: () => {
      const saved = sha.save();
      return { resume: () => runningOn(sha, saved, outer) };
    },
    digest: () => {
      const innerHash = sha.digest();
      sha.load(outer);
      sha.update(innerHash);
      return sha.digest();
    },
  };
}

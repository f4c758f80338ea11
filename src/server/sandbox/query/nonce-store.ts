/**
 * Remembers nonces per merchant so a replayed request is refused. The spec leaves repeated
 * nonces open (5.5 "not shown"); the sandbox refuses a nonce seen within the clock window.
 */
import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/**
 * The most nonces held at once. Memory would otherwise grow with the request rate (each nonce is
 * kept for the clock window, spec 5.5); the cap bounds it (a table slot and a place in the lists
 * of what expires when per nonce), while leaving room for a client at the sandbox's full speed
 * over a good part of the window. At the cap the store fails closed: a new nonce is not
 * recorded and its request is refused as busy until old entries expire, so a replay can never
 * slip through because an entry was dropped.
 */
export const NONCE_STORE_CAP = 1_000_000;

/**
 * What {@link NonceStore.check} found. 'forgotten': the timestamp is no later than nonces the
 * store has already pruned (the sandbox clock was set back past them), so a replay could not be
 * told apart; the request is refused rather than risk one.
 */
type NonceCheck = 'fresh' | 'reused' | 'full' | 'forgotten';

/** Nonces seen per merchant, each kept until it can no longer pass the clock check. */
export interface NonceStore {
  /**
   * Records `nonce` for `merchantId` ('fresh'); or finds it already seen and unexpired
   * ('reused'); or, at the cap, records nothing ('full'); or finds its timestamp among what was
   * pruned ('forgotten'). Times are Unix seconds: `nowSeconds` the sandbox clock (skew fault
   * included), `realSeconds` the clock without the fault (the sandbox clock when omitted).
   */
  check(
    merchantId: string,
    nonce: string,
    nowSeconds: number,
    timestampSeconds: number,
    realSeconds?: number,
  ): NonceCheck;
  /** {@link check}, as true for 'fresh' and false for anything else. */
  remember(
    merchantId: string,
    nonce: string,
    nowSeconds: number,
    timestampSeconds: number,
    realSeconds?: number,
  ): boolean;
  /** How many nonces are held (for tests). */
  size(): number;
}

/** How many bytes of the key a store draws at its start. */
const HASH_KEY_BYTES = 32;

/**
 * The 64-bit hash of the merchant and the nonce: the first 8 bytes of HMAC-SHA256 under a key the
 * store draws at random when it is made (each sandbox start), as two 32-bit halves. The same
 * nonce always hashes alike, so a replay is always caught. Without the key no one can build two
 * nonces that hash alike (an unkeyed 64-bit hash lets anyone build a colliding pair offline,
 * and the second nonce of the pair would be refused as a replay). A chance collision among
 * a full store's million nonces is about one in 30 million (2^39 pairs over 2^64 values), and
 * then the store still errs on the side of refusing. The input is the merchant ID's length, the ID and the nonce as UTF-16 code units, so
 * no two (merchant, nonce) pairs give the same bytes.
 */
function keyedHash(key: KeyObject, merchantId: string, nonce: string): [number, number] {
  const digest = createHmac('sha256', key)
    .update(`${merchantId.length}:${merchantId}${nonce}`, 'utf16le')
    .digest();
  return [digest.readUInt32LE(0), digest.readUInt32LE(4)];
}

/**
 * The nonces held, as their hashes in typed arrays: an open-addressing set (linear probing).
 * Nothing in it is an object the garbage collector traces, however many nonces it holds (a map
 * of nonce strings makes each full collection walk them all, and costs far more memory a nonce;
 * here a slot is a flag and two 32-bit halves, at most two slots a nonce). When each expires is kept by the
 * store's lists of what expires when.
 */
class NonceTable {
  #mask: number;
  #used: Uint8Array;
  #high: Uint32Array;
  #low: Uint32Array;
  size = 0;

  constructor(capacity: number) {
    this.#mask = capacity - 1;
    this.#used = new Uint8Array(capacity);
    this.#high = new Uint32Array(capacity);
    this.#low = new Uint32Array(capacity);
  }

  /** The slot holding the hash, or -1. */
  find(high: number, low: number): number {
    for (let slot = low & this.#mask; this.#used[slot] === 1; slot = (slot + 1) & this.#mask) {
      if (this.#low[slot] === low && this.#high[slot] === high) return slot;
    }
    return -1;
  }

  /** Adds a hash {@link find} did not find, growing the table once it would pass half full. */
  add(high: number, low: number): void {
    if ((this.size + 1) * 2 > this.#used.length) this.#grow();
    let slot = low & this.#mask;
    while (this.#used[slot] === 1) slot = (slot + 1) & this.#mask;
    this.#put(slot, high, low);
    this.size += 1;
  }

  /**
   * Empties `slot`, then moves back each later entry of its run that the hole would otherwise
   * cut off from its home slot, so every lookup still finds what it looks for (linear probing's
   * deletion without tombstones).
   */
  remove(slot: number): void {
    const mask = this.#mask;
    let hole = slot;
    for (let next = (slot + 1) & mask; this.#used[next] === 1; next = (next + 1) & mask) {
      const home = this.#low[next]! & mask;
      // The entry may stay when its home lies cyclically within (hole, next].
      const stays = hole < next ? home > hole && home <= next : home > hole || home <= next;
      if (stays) continue;
      this.#put(hole, this.#high[next]!, this.#low[next]!);
      hole = next;
    }
    this.#used[hole] = 0;
    this.size -= 1;
  }

  #put(slot: number, high: number, low: number): void {
    this.#used[slot] = 1;
    this.#high[slot] = high;
    this.#low[slot] = low;
  }

  #grow(): void {
    const used = this.#used;
    const high = this.#high;
    const low = this.#low;
    const capacity = used.length * 2;
    this.#mask = capacity - 1;
    this.#used = new Uint8Array(capacity);
    this.#high = new Uint32Array(capacity);
    this.#low = new Uint32Array(capacity);
    for (let slot = 0; slot < used.length; slot++) {
      if (used[slot] !== 1) continue;
      let to = low[slot]! & this.#mask;
      while (this.#used[to] === 1) to = (to + 1) & this.#mask;
      this.#put(to, high[slot]!, low[slot]!);
    }
  }
}

/** The table's first size, a power of two: it doubles as it fills, up to twice the cap. */
const INITIAL_SLOTS = 1024;

/**
 * A nonce store whose entries live `windowSeconds` past the later of the arrival time and the
 * request's timestamp: after that, a replay fails the timestamp check (spec 5.5) anyway, so
 * forgetting the nonce is safe and keeps memory bounded by the request rate. The sandbox has two
 * clocks, the real one and the one the clock-skew fault moves; the store reads time as the
 * earlier of the two, so skewing the clock ahead never prunes a nonce the real clock still holds
 * in the window. Skewing it back past what was pruned is caught by a horizon: a timestamp no
 * later than a pruned entry's is answered 'forgotten', never 'fresh'. `initialSlots` (a power of
 * two) is the table's first size; tests start it small to reach its growth and wrapped runs.
 */
export function createNonceStore(
  windowSeconds: number,
  cap = NONCE_STORE_CAP,
  initialSlots = INITIAL_SLOTS,
): NonceStore {
  const table = new NonceTable(initialSlots);
  const key = createSecretKey(randomBytes(HASH_KEY_BYTES));
  // The hashes by the second they expire in (high and low halves in turn: plain numbers, which
  // the array keeps unboxed), so pruning visits only what has expired.
  const bySecond = new Map<number, number[]>();
  let lastPrune = -Infinity;
  // Every pruned entry's timestamp is at or before this second (its expiry less the window).
  let horizon = -Infinity;

  function prune(nowSeconds: number): void {
    // Once a second is plenty for a test server.
    if (nowSeconds === lastPrune) return;
    lastPrune = nowSeconds;
    for (const [expiresAt, hashes] of bySecond) {
      if (expiresAt >= nowSeconds) continue;
      bySecond.delete(expiresAt);
      if (expiresAt - windowSeconds > horizon) horizon = expiresAt - windowSeconds;
      for (let index = 0; index < hashes.length; index += 2) {
        // Each entry is in the list of the one second it expires in: it is never renewed.
        const slot = table.find(hashes[index]!, hashes[index + 1]!);
        if (slot !== -1) table.remove(slot);
      }
    }
  }

  function check(
    merchantId: string,
    nonce: string,
    sandboxSeconds: number,
    timestampSeconds: number,
    realSeconds = sandboxSeconds,
  ): NonceCheck {
    const nowSeconds = sandboxSeconds < realSeconds ? sandboxSeconds : realSeconds;
    prune(nowSeconds);
    const [high, low] = keyedHash(key, merchantId, nonce);
    // Pruning has just removed every entry expired by now: one still held is within its window.
    if (table.find(high, low) !== -1) return 'reused';
    if (timestampSeconds <= horizon) return 'forgotten';
    if (table.size >= cap) return 'full';
    const expiry = Math.max(nowSeconds, timestampSeconds) + windowSeconds;
    table.add(high, low);
    const expiring = bySecond.get(expiry);
    if (expiring) expiring.push(high, low);
    else bySecond.set(expiry, [high, low]);
    return 'fresh';
  }

  return {
    check,
    remember: (...args) => check(...args) === 'fresh',
    size: () => table.size,
  };
}

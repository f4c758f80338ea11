/**
 * Where the traffic log keeps its records: a ring of slots, oldest first, each record's numbers
 * in typed columns and its header values and body in one byte array. Under load the log holds
 * the last few hundred requests, all younger than the garbage collector's last young-generation
 * pass; kept as objects and strings (about a dozen a request) they were copied at every pass,
 * nearly half of what each pass copied under load. Kept here they are two small objects a
 * request, and its other fields are numbers or strings the sandbox holds anyway (a method, a
 * path, a message).
 */
import { decodeUtf8, utf8Into, utf8Length } from '../../../core/text/bytes.ts';
import {
  diagnosisWeight,
  recordWeight,
  type CutHeaders,
  type TrafficDiagnosis,
  type TrafficRecord,
} from './traffic-record.ts';
import type { SignedHeaders } from '../../http/incoming-request.ts';
import { TrafficShares, type SourceShare } from './traffic-shares.ts';

/** The header values a record keeps, in the order their bytes are laid out. */
const TEXT_FIELDS = [
  'merchantId',
  'timestamp',
  'nonce',
  'sign',
  'contentType',
  'userAgent',
  'fetchSite',
] as const;
/** Offsets a slot keeps: where each header value starts, then where the body starts. */
const OFFSETS = TEXT_FIELDS.length + 1;

/**
 * The log's records, oldest first, in a ring of `capacity + 1` slots: a record is added in id
 * order, dropped to make room as {@link TrafficColumns.dropFairly} says, found by id with a
 * binary search, and read back whole. Each record refers to its source's share
 * (`traffic-shares.ts`), so the log knows at once which source and which peer hold the most.
 */
export class TrafficColumns {
  readonly #ring: number;
  #head = 0;
  #count = 0;
  #weightTotal = 0;
  readonly #sequence: Float64Array;
  readonly #arrived: Float64Array;
  readonly #status: Uint16Array;
  readonly #bodySize: Float64Array;
  /** What each record counts against the log's budget (`recordWeight`). */
  readonly #weight: Float64Array;
  readonly #truncated: Uint8Array;
  /** Bit k set when header value k was present. */
  readonly #present: Uint8Array;
  readonly #offsets: Int32Array;
  readonly #bytes: Array<Uint8Array | undefined>;
  readonly #method: Array<string | undefined>;
  readonly #path: Array<string | undefined>;
  readonly #code: Array<number | string | null | undefined>;
  readonly #msg: Array<string | null | undefined>;
  readonly #diagnosis: Array<TrafficDiagnosis | null | undefined>;
  readonly #cut: Array<CutHeaders | undefined>;
  readonly #source: Array<SourceShare | undefined>;
  readonly #shares = new TrafficShares();
  /** Whatever the reader built from a record (its list entry), dropped when the record changes. */
  readonly #built: unknown[];
  /** The numeric columns (the offsets aside), for moving a record to another slot. */
  readonly #numberColumns: Array<Float64Array | Uint16Array | Uint8Array>;
  /** The columns that refer to objects: emptied when a record goes, so they can be collected. */
  readonly #referenceColumns: unknown[][];

  /** Room for `capacity` records (one more is held while a record is added over the cap). */
  constructor(capacity: number) {
    const ring = capacity + 1;
    this.#ring = ring;
    this.#sequence = new Float64Array(ring);
    this.#arrived = new Float64Array(ring);
    this.#status = new Uint16Array(ring);
    this.#bodySize = new Float64Array(ring);
    this.#weight = new Float64Array(ring);
    this.#truncated = new Uint8Array(ring);
    this.#present = new Uint8Array(ring);
    this.#offsets = new Int32Array(ring * OFFSETS);
    this.#bytes = new Array<Uint8Array | undefined>(ring).fill(undefined);
    this.#method = new Array<string | undefined>(ring).fill(undefined);
    this.#path = new Array<string | undefined>(ring).fill(undefined);
    this.#code = new Array<number | string | null | undefined>(ring).fill(undefined);
    this.#msg = new Array<string | null | undefined>(ring).fill(undefined);
    this.#diagnosis = new Array<TrafficDiagnosis | null | undefined>(ring).fill(undefined);
    this.#cut = new Array<CutHeaders | undefined>(ring).fill(undefined);
    this.#source = new Array<SourceShare | undefined>(ring).fill(undefined);
    this.#built = new Array<unknown>(ring).fill(undefined);
    this.#numberColumns = [
      this.#sequence,
      this.#arrived,
      this.#status,
      this.#bodySize,
      this.#weight,
      this.#truncated,
      this.#present,
    ];
    this.#referenceColumns = [
      this.#bytes,
      this.#method,
      this.#path,
      this.#code,
      this.#msg,
      this.#diagnosis,
      this.#cut,
      this.#source,
      this.#built,
    ];
  }

  get count(): number {
    return this.#count;
  }

  /** What the records held count against the log's budget, in bytes (`recordWeight`). */
  get weightTotal(): number {
    return this.#weightTotal;
  }

  /** The slot of the record at `index`, 0 the oldest. */
  slotAt(index: number): number {
    return (this.#head + index) % this.#ring;
  }

  /** The record's sequence (its id as a number). */
  sequence(slot: number): number {
    return this.#sequence[slot]!;
  }

  /** Adds `record` among the others in id order. */
  insert(record: TrafficRecord): void {
    const sequence = Number(record.id);
    // Ids are reserved on arrival and records added on answering: a late one moves in a little.
    let at = this.#count;
    while (at > 0 && this.#sequence[this.slotAt(at - 1)]! > sequence) at--;
    for (let index = this.#count; index > at; index--) {
      this.#move(this.slotAt(index - 1), this.slotAt(index));
    }
    this.#count += 1;
    this.#write(this.slotAt(at), record, sequence);
  }

  /**
   * Drops one record to make room: the oldest of the source that holds the most records, within
   * the peer that holds the most (a tie going to the one holding the older record). A flood
   * thus spends its own records first and leaves another source's alone; with one source it is
   * the oldest record (docs/sandbox.md, "Limits under a flood").
   */
  dropFairly(): void {
    const index = this.#shares.fairest((at) => this.#source[this.slotAt(at)]!);
    this.#forget(this.slotAt(index));
    // The older records move up a slot, so the ring stays in one piece, oldest first.
    for (let at = index; at > 0; at--) this.#move(this.slotAt(at - 1), this.slotAt(at));
    this.#release(this.#head);
    this.#head = (this.#head + 1) % this.#ring;
    this.#count -= 1;
  }

  /** Takes the record in `slot` off the counts and the weight (its slot is then reused). */
  #forget(slot: number): void {
    this.#weightTotal -= this.#weight[slot]!;
    this.#shares.release(this.#source[slot]!);
  }

  /** The slot of the record with `sequence`, or -1. */
  find(sequence: number): number {
    let low = 0;
    let high = this.#count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const slot = this.slotAt(middle);
      const found = this.#sequence[slot]!;
      if (found === sequence) return slot;
      if (found < sequence) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  clear(): void {
    for (let index = 0; index < this.#count; index++) this.#release(this.slotAt(index));
    this.#head = 0;
    this.#count = 0;
    this.#weightTotal = 0;
    this.#shares.clear();
  }

  /** The record in `slot`, as it was added (with its diagnosis as it is now). */
  read(slot: number): TrafficRecord {
    const body = this.body(slot);
    const share = this.#source[slot]!;
    return {
      id: String(this.#sequence[slot]),
      source: { peer: share.peer.peer, key: share.key },
      arrived: this.#arrived[slot]!,
      method: this.#method[slot]!,
      path: this.#path[slot]!,
      headers: this.#headers(slot),
      body: { bytes: body, size: this.#bodySize[slot]!, truncated: this.#truncated[slot] === 1 },
      status: this.#status[slot]!,
      code: this.#code[slot] ?? null,
      msg: this.#msg[slot] ?? null,
      diagnosis: this.#diagnosis[slot] ?? null,
      ...(this.#cut[slot] ? { cutHeaders: this.#cut[slot] } : {}),
    };
  }

  /** The body bytes kept of the record in `slot`. */
  body(slot: number): Uint8Array {
    return this.#bytes[slot]!.subarray(this.#offsets[slot * OFFSETS + TEXT_FIELDS.length]);
  }

  setDiagnosis(slot: number, diagnosis: TrafficDiagnosis): void {
    const change = diagnosisWeight(diagnosis) - diagnosisWeight(this.#diagnosis[slot] ?? null);
    this.#weight[slot] = this.#weight[slot]! + change;
    this.#weightTotal += change;
    this.#diagnosis[slot] = diagnosis;
    this.#built[slot] = undefined;
  }

  /** What a reader built from the record in `slot`, kept until the record changes. */
  built<T>(slot: number, build: () => T): T {
    this.#built[slot] ??= build();
    return this.#built[slot] as T;
  }

  #headers(slot: number): SignedHeaders {
    const bytes = this.#bytes[slot]!;
    const base = slot * OFFSETS;
    const present = this.#present[slot]!;
    const headers: Partial<Record<keyof SignedHeaders, string>> = {};
    TEXT_FIELDS.forEach((field, index) => {
      if ((present & (1 << index)) === 0) return;
      const start = this.#offsets[base + index]!;
      headers[field] = decodeUtf8(bytes.subarray(start, this.#offsets[base + index + 1]));
    });
    return headers as SignedHeaders;
  }

  #write(slot: number, record: TrafficRecord, sequence: number): void {
    const { headers, body } = record;
    let size = body.bytes.length;
    for (const field of TEXT_FIELDS) size += utf8Length(headers[field] ?? '');
    const bytes = new Uint8Array(size);
    const base = slot * OFFSETS;
    let offset = 0;
    let present = 0;
    for (let index = 0; index < TEXT_FIELDS.length; index++) {
      this.#offsets[base + index] = offset;
      const value = headers[TEXT_FIELDS[index]!];
      if (value === undefined) continue;
      present |= 1 << index;
      offset += utf8Into(value, bytes.subarray(offset)).length;
    }
    this.#offsets[base + TEXT_FIELDS.length] = offset;
    bytes.set(body.bytes, offset);
    this.#bytes[slot] = bytes;
    this.#present[slot] = present;
    this.#sequence[slot] = sequence;
    this.#arrived[slot] = record.arrived;
    this.#status[slot] = record.status;
    this.#bodySize[slot] = body.size;
    this.#truncated[slot] = body.truncated ? 1 : 0;
    this.#method[slot] = record.method;
    this.#path[slot] = record.path;
    this.#code[slot] = record.code;
    this.#msg[slot] = record.msg;
    this.#diagnosis[slot] = record.diagnosis;
    this.#cut[slot] = record.cutHeaders;
    this.#source[slot] = this.#shares.take(record.source);
    this.#built[slot] = undefined;
    const weight = recordWeight(record);
    this.#weight[slot] = weight;
    this.#weightTotal += weight;
  }

  #move(from: number, to: number): void {
    this.#offsets.copyWithin(to * OFFSETS, from * OFFSETS, (from + 1) * OFFSETS);
    for (const column of this.#numberColumns) column[to] = column[from]!;
    for (const column of this.#referenceColumns) column[to] = column[from];
  }

  /** Lets go of what the slot refers to, so an evicted record's objects can be collected. */
  #release(slot: number): void {
    for (const column of this.#referenceColumns) column[slot] = undefined;
  }
}

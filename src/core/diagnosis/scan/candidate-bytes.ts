/**
 * The bytes each candidate of the mistake search (spec 5.5) signs: built from pieces of text
 * encoded once per form, with an id equal for equal bytes, and written in place around a long
 * body rather than copied per candidate. A worker keeps the last body's pieces for its next scan.
 */
import { utf8 } from '../../text/bytes.ts';
import { pieceBytes, type Signing } from '../candidates.ts';
import type { TextForm } from '../families/family.ts';
import { lastResult } from '../last-result.ts';

/** Each distinct piece of text: a short id, whether it is ASCII, and its bytes in each form. */
type Pieces = Map<string, { id: number; ascii: boolean; bytes: Map<string, Uint8Array> }>;

/** What a scan keeps for building bytes: its pieces, and a buffer per place in a batch. */
export interface ByteStore {
  pieces: Pieces;
  scratch: Uint8Array[];
}

/**
 * A piece this long (a body) that more than one candidate signs is given room on both sides for
 * the pieces around it in a string to sign: each candidate's bytes are then written in place,
 * not copied whole (a 200 KB body would be copied once per candidate). The room fits the fields
 * and separators around a body.
 */
const LONG_PIECE = 4096;
const ROOM = 512;
const roomy = new WeakSet<Uint8Array>();

function withRoom(bytes: Uint8Array): Uint8Array {
  const spaced = new Uint8Array(ROOM + bytes.length + ROOM).subarray(ROOM, ROOM + bytes.length);
  spaced.set(bytes);
  roomy.add(spaced);
  return spaced;
}

/**
 * A buffer per place in a batch, reused by the next batch once this one's MACs are done: a
 * candidate whose bytes cannot be written around a long piece is copied there, not into a fresh
 * allocation.
 */
function scratch(scan: ByteStore, slot: number, length: number): Uint8Array {
  let buffer = scan.scratch[slot];
  if (!buffer || buffer.length < length) {
    // Room to spare: a later candidate (UTF-16, pretty-printed) is often longer.
    buffer = new Uint8Array(length * 2);
    scan.scratch[slot] = buffer;
  }
  return buffer.subarray(0, length);
}

function pieceOf(scan: ByteStore, text: string) {
  let piece = scan.pieces.get(text);
  if (!piece) {
    piece = { id: scan.pieces.size, ascii: !NOT_ASCII.test(text), bytes: new Map() };
    scan.pieces.set(text, piece);
  }
  return piece;
}

const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * The forms that write ASCII text as its UTF-8 bytes: an ASCII piece (a body a serializer wrote
 * with every other character escaped) is then the UTF-8 piece, and the MAC its UTF-8 candidate
 * already computed is not computed again.
 */
const ASCII_AS_UTF8: ReadonlySet<TextForm> = new Set(['latin1', 'windows-1252', 'NFC', 'NFD']);

/** A piece of a string to sign, as the bytes of one form; `id` is equal for equal bytes. */
type Part = { id: string; bytes: Uint8Array };

/** Writes the parts one after another into `into` from `offset`, and returns `into`. */
function join(parts: readonly Part[], into: Uint8Array, offset = 0): Uint8Array {
  for (const part of parts) {
    into.set(part.bytes, offset);
    offset += part.bytes.length;
  }
  return into;
}

/**
 * The bytes a signing signs, as a function that writes them (see {@link MacEngine.mac}: called
 * right before each MAC), and an id equal for byte-identical strings to sign. Built from pieces
 * encoded once each; the pieces around a long one with room are written into that room, so a
 * 200 KB body is neither encoded nor copied per candidate.
 */
export function bytesOf(
  scan: ByteStore,
  signing: Signing,
  slot: number,
): { id: string; data: () => Uint8Array } {
  // UTF-16 with a byte order mark: the pieces in big-endian UTF-16, and one mark at the front below.
  const pieceForm: TextForm | null = signing.form === 'utf-16' ? 'utf-16be' : signing.form;
  const parts: Part[] = signing.pieces.map((text) => {
    const piece = pieceOf(scan, text);
    const form = piece.ascii && pieceForm && ASCII_AS_UTF8.has(pieceForm) ? null : pieceForm;
    const key = form ?? 'utf-8';
    let bytes = piece.bytes.get(key);
    if (!bytes) {
      bytes = pieceBytes(text, form);
      piece.bytes.set(key, bytes);
    } else if (bytes.length >= LONG_PIECE && !roomy.has(bytes)) {
      // Its second candidate: from now on written in place (a first and only one copies once).
      bytes = withRoom(bytes);
      piece.bytes.set(key, bytes);
    }
    return { id: `${piece.id}${key}`, bytes };
  });
  if (signing.form === 'utf-16') parts.unshift({ id: 'bom', bytes: Uint8Array.of(0xfe, 0xff) });
  // A plain hash of secret and string to sign: the secret's bytes join here only, never a piece.
  if (signing.plain) {
    const secret = {
      id: 'secret',
      bytes: typeof signing.secret === 'string' ? utf8(signing.secret) : signing.secret,
    };
    if (signing.plain === 'start') parts.unshift(secret);
    else parts.push(secret);
  }
  const id = parts.map((part) => part.id).join(',');
  const lengthOf = (some: readonly Part[]) =>
    some.reduce((sum, part) => sum + part.bytes.length, 0);
  const at = parts.findIndex((part) => roomy.has(part.bytes));
  const long = parts[at]?.bytes;
  const [front, back] = [parts.slice(0, at), parts.slice(at + 1)];
  const [frontLength, backLength] = [lengthOf(front), lengthOf(back)];
  if (long && frontLength <= ROOM && backLength <= ROOM) {
    const start = long.byteOffset - frontLength;
    const whole = new Uint8Array(long.buffer, start, frontLength + long.length + backLength);
    return { id, data: () => join(back, join(front, whole), frontLength + long.length) };
  }
  let joined: Uint8Array | null = null;
  return { id, data: () => (joined ??= join(parts, scratch(scan, slot, lengthOf(parts)))) };
}

/**
 * The pieces of the last body searched, kept for the next scan of the same body: the next
 * reading of a paste (a retry: another nonce, the same body) or the same case with another
 * secret encodes none of its variants again. A scan of another body starts afresh, and the
 * older scan, if it still runs, keeps its own.
 */
export const piecesFor = lastResult((): Pieces => new Map());

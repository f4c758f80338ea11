/**
 * The bytes signed, laid out for reading (spec 5.2 rule 3: the string to sign is UTF-8 encoded
 * before signing): each part's byte range, and rows of offset, hex and ASCII.
 */
import { utf8 } from '../text/bytes.ts';
import { SEPARATOR, stringToSignBytes, type SignParts } from './signing.ts';

type RangeName = 'merchant_id' | 'timestamp' | 'nonce' | 'raw_body' | 'LF';

/** One part of the string to sign and the bytes it covers, `start` to `end` inclusive. */
export interface ByteRange {
  name: RangeName;
  start: number;
  /** Inclusive; `end < start` for an empty part. */
  end: number;
}

/**
 * The byte range of each part of the string to sign (spec 5.2): merchant ID, LF, timestamp,
 * LF, nonce, LF, raw body, in that order, counted in UTF-8 bytes.
 */
export function signedByteRanges(parts: Omit<SignParts, 'body'> & { body: string }): ByteRange[] {
  const lf = utf8(SEPARATOR).length;
  const sized: Array<[RangeName, number]> = [
    ['merchant_id', utf8(parts.merchantId).length],
    ['LF', lf],
    ['timestamp', utf8(parts.timestamp).length],
    ['LF', lf],
    ['nonce', utf8(parts.nonce).length],
    ['LF', lf],
    ['raw_body', utf8(parts.body).length],
  ];
  let offset = 0;
  return sized.map(([name, length]) => {
    const range = { name, start: offset, end: offset + length - 1 };
    offset += length;
    return range;
  });
}

/** A range as people write it: `0–6`, `7`, or `empty`. */
export function formatRange(range: ByteRange): string {
  if (range.end < range.start) return 'empty';
  return range.end === range.start ? `${range.start}` : `${range.start}–${range.end}`;
}

export interface HexRow {
  offset: number;
  /** Each byte of the row with the name of the part it belongs to. */
  cells: Array<{ byte: number; hex: string; part: RangeName }>;
  /** Printable ASCII as itself, every other byte as `.`. */
  ascii: string;
}

/** Which part a byte offset falls in. */
function partAt(ranges: readonly ByteRange[], offset: number): RangeName {
  return ranges.find((range) => offset >= range.start && offset <= range.end)?.name ?? 'raw_body';
}

/**
 * The hex dump of the string to sign's UTF-8 bytes (spec 5.2): `width` bytes a row, each byte
 * tagged with its part, and an ASCII column. `limit` caps the rows drawn for a huge body; the
 * caller says how many bytes are not shown.
 */
export function hexRows(
  parts: Omit<SignParts, 'body'> & { body: string },
  width = 16,
  limit = Number.POSITIVE_INFINITY,
): { rows: HexRow[]; total: number } {
  const bytes = stringToSignBytes(parts);
  const ranges = signedByteRanges(parts);
  const rows: HexRow[] = [];
  for (let offset = 0; offset < bytes.length && rows.length < limit; offset += width) {
    const slice = bytes.subarray(offset, offset + width);
    rows.push({
      offset,
      cells: Array.from(slice, (byte, i) => ({
        byte,
        hex: byte.toString(16).padStart(2, '0'),
        part: partAt(ranges, offset + i),
      })),
      ascii: Array.from(slice, (byte) =>
        byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.',
      ).join(''),
    });
  }
  return { rows, total: bytes.length };
}

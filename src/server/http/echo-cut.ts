/**
 * The one rule for a value a request brought that the server shows back (docs/sandbox.md,
 * "Limits under a flood"): in an answer's `msg` or `error` and in a traffic entry's fields (the
 * header values, the body's preview), a value keeps at most its first {@link ECHO_KEEP_BYTES}
 * UTF-8 bytes, cut between characters, and where it was cut its size is said. Otherwise a huge
 * X-Nonce costs its whole size in the refusal and again in the log entry, for every request that
 * sends it.
 */
import { decodeUtf8, utf8, utf8Length } from '../../core/text/bytes.ts';

/** The most of one echoed value kept, in UTF-8 bytes (spec 8 recommends 16 to 32 for a nonce). */
export const ECHO_KEEP_BYTES = 1024;

/** Where a cut may fall in `bytes` at or before `limit`: not inside a character (at most 3 back). */
function cutPoint(bytes: Uint8Array, limit: number): number {
  let end = limit;
  // A continuation byte (10xxxxxx) belongs to the character before: cut before that character.
  while (end > limit - 3 && end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return (bytes[end]! & 0xc0) === 0x80 ? limit : end;
}

/** A value as the server shows it back: its start, and its size in bytes when it was cut. */
export interface Echo {
  text: string;
  /** The value's size in UTF-8 bytes as it arrived; undefined when `text` is the whole value. */
  cutFrom: number | undefined;
}

/** `value` kept to {@link ECHO_KEEP_BYTES}, never splitting a character. */
export function echoOf(value: string): Echo {
  // Every UTF-16 code unit is at most 3 UTF-8 bytes: a short value needs no encoding.
  if (value.length * 3 <= ECHO_KEEP_BYTES) return { text: value, cutFrom: undefined };
  const size = utf8Length(value);
  if (size <= ECHO_KEEP_BYTES) return { text: value, cutFrom: undefined };
  const bytes = utf8(value);
  return { text: decodeUtf8(bytes.subarray(0, cutPoint(bytes, ECHO_KEEP_BYTES))), cutFrom: size };
}

/** The start of a body as text, kept to {@link ECHO_KEEP_BYTES}, and whether that is all of it. */
export function echoOfBytes(bytes: Uint8Array): { text: string; whole: boolean } {
  if (bytes.length <= ECHO_KEEP_BYTES) return { text: decodeUtf8(bytes), whole: true };
  return { text: decodeUtf8(bytes.subarray(0, cutPoint(bytes, ECHO_KEEP_BYTES))), whole: false };
}

/** What a message says after a value it cut. */
const cutNote = (size: number) => `… (${size} bytes; the first ${ECHO_KEEP_BYTES} shown)`;

/**
 * `value` quoted for a message (as JSON, so spaces and control characters show), cut by the rule
 * above; a cut value says its size.
 */
export function quoteEcho(value: string): string {
  const { text, cutFrom } = echoOf(value);
  const quoted = JSON.stringify(text);
  return cutFrom === undefined ? quoted : `${quoted}${cutNote(cutFrom)}`;
}

/** `value` as it is (a path, a field name, a parser's words) for a message, cut by the rule above. */
export function echoText(value: string): string {
  const { text, cutFrom } = echoOf(value);
  return cutFrom === undefined ? text : `${text}${cutNote(cutFrom)}`;
}

/**
 * A raw body read from a file (spec 5.2 rules 1 and 3): kept byte for byte, which only works
 * for well-formed UTF-8, because the service signs the UTF-8 encoding of the text. A BOM, CR LF
 * and a trailing newline are kept as they are.
 */
import { decodeUtf8, isValidUtf8 } from './bytes.ts';

/** The body a file holds, or why it cannot be signed as it is. */
export function bodyFromFileBytes(
  name: string,
  bytes: Uint8Array,
): { ok: true; body: string } | { ok: false; error: string } {
  if (!isValidUtf8(bytes)) {
    return {
      ok: false,
      error: `${name} is not valid UTF-8. The service signs the UTF-8 bytes of the body (spec 5.2), so this file cannot be signed byte for byte: save it as UTF-8 first.`,
    };
  }
  return { ok: true, body: decodeUtf8(bytes) };
}

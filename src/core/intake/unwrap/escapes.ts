/**
 * The escaped forms a program prints a body in: Python's bytes repr (`b'{"a": "\xe2\x82\xac"}'`),
 * a Python or JavaScript string literal, nginx's `\x22` log escaping. Each is decoded back to the
 * exact text the program held, so the body can be signed as sent (spec 5.2 rule 1).
 */
import { decodeUtf8, isValidUtf8 } from '../../text/bytes.ts';

const SIMPLE: Record<string, number> = {
  n: 10,
  r: 13,
  t: 9,
  '\\': 92,
  "'": 39,
  '"': 34,
  '0': 0,
  a: 7,
  b: 8,
  f: 12,
  v: 11,
  '/': 47,
};

/**
 * Decodes backslash escapes of a byte string (`\xHH`, `\n`, `\\`, `\'`...) into its UTF-8 text,
 * or undefined when an escape is unknown or the bytes are not UTF-8 (spec 5.2 rule 3 signs UTF-8).
 * Characters that are not escaped stand for their own UTF-8 bytes.
 */
export function decodeByteEscapes(inner: string): string | undefined {
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < inner.length; i += 1) {
    const ch = inner[i] as string;
    if (ch !== '\\') {
      const code = inner.codePointAt(i) ?? 0;
      if (code < 0x80) out.push(code);
      else {
        const char = String.fromCodePoint(code);
        out.push(...encoder.encode(char));
        i += char.length - 1;
      }
      continue;
    }
    const next = inner[i + 1];
    if (next === undefined) return undefined;
    if (next === 'x') {
      const hex = inner.slice(i + 2, i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return undefined;
      out.push(parseInt(hex, 16));
      i += 3;
    } else if (next in SIMPLE) {
      out.push(SIMPLE[next] as number);
      i += 1;
    } else return undefined;
  }
  const bytes = Uint8Array.from(out);
  return isValidUtf8(bytes) ? decodeUtf8(bytes) : undefined;
}

/** Decodes `\uXXXX`, `\xHH` and the one-letter escapes of a Python `str` or JS string literal. */
export function decodeTextEscapes(inner: string): string | undefined {
  let out = '';
  for (let i = 0; i < inner.length; i += 1) {
    const ch = inner[i] as string;
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = inner[i + 1];
    if (next === undefined) return undefined;
    const width = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (width > 0) {
      const hex = inner.slice(i + 2, i + 2 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) return undefined;
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return undefined;
      out += String.fromCodePoint(code);
      i += 1 + width;
    } else if (next in SIMPLE) {
      out += String.fromCharCode(SIMPLE[next] as number);
      i += 1;
    } else return undefined;
  }
  return out;
}

/**
 * A quoted literal: `b'...'`, `'...'` or `"..."`, as Python's repr and Node's inspect print, or
 * `` `...` ``, which Node's util.inspect writes for a text holding both kinds of quote.
 */
const LITERAL = /^(b?)(['"`])((?:\\[\s\S]|(?!\2)[^\\])*)\2$/;

/**
 * Reads a printed literal (spec 5.2 rule 1 body): a Python bytes repr `b'...'` (escapes are
 * UTF-8 bytes), or a Python/JS string literal in single, double or back quotes. Undefined when `text`
 * is not one whole literal.
 */
export function readPrintedLiteral(text: string): string | undefined {
  const match = LITERAL.exec(text);
  if (!match) return undefined;
  const inner = match[3] as string;
  return match[1] === 'b' ? decodeByteEscapes(inner) : decodeTextEscapes(inner);
}

/** Python's repr of bytes, for tests and the wrap side of the property: `b'...'`. */
export function pythonBytesRepr(text: string): string {
  let out = "b'";
  for (const byte of new TextEncoder().encode(text)) {
    if (byte === 0x27) out += "\\'";
    else if (byte === 0x5c) out += '\\\\';
    else if (byte === 10) out += '\\n';
    else if (byte === 13) out += '\\r';
    else if (byte === 9) out += '\\t';
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `${out}'`;
}

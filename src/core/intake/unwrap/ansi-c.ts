/**
 * bash's ANSI-C quoting, `$'...'` (bash manual 3.1.2.4), as DevTools' "Copy as cURL (POSIX)"
 * writes a body holding `'`, `!` or non-ASCII characters (Firefox's and Chrome's
 * escapeStringPosix: `\041` for `!`, `\u2014`, `\xe9`). `\nnn` (one to three octal digits) and
 * `\xHH` (one or two hex digits) are single bytes, `\uHHHH` and `\UHHHHHHHH` characters written
 * as UTF-8, `\cX` a control character; an unknown escape keeps its backslash, and a NUL ends the
 * string, as bash does. The bytes are what curl sends, so they are read as UTF-8 (spec 5.2).
 */
import { decodeUtf8, isValidUtf8 } from '../../text/bytes.ts';

const LETTERS: Record<string, number> = {
  a: 7,
  b: 8,
  e: 27,
  E: 27,
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  '\\': 92,
  "'": 39,
  '"': 34,
  '?': 63,
};

const encoder = new TextEncoder();

/** The longest run of at most `max` characters of `digits` at `from`. */
function digitsAt(text: string, from: number, max: number, digits: RegExp): string {
  let end = from;
  while (end < text.length && end - from < max && digits.test(text[end] as string)) end += 1;
  return text.slice(from, end);
}

/**
 * The text bash makes of the inside of `$'...'`, or undefined when its bytes are not UTF-8.
 */
export function decodeAnsiC(inner: string): string | undefined {
  const out: number[] = [];
  const push = (code: number) => out.push(...encoder.encode(String.fromCodePoint(code)));
  for (let i = 0; i < inner.length; i += 1) {
    const ch = inner[i] as string;
    if (ch !== '\\' || i + 1 >= inner.length) {
      const code = inner.codePointAt(i) ?? 0;
      push(code);
      if (code > 0xffff) i += 1;
      continue;
    }
    const next = inner[i + 1] as string;
    const octal = digitsAt(inner, i + 1, 3, /[0-7]/);
    if (octal !== '') {
      out.push(parseInt(octal, 8) & 0xff);
      i += octal.length;
    } else if (next === 'x' || next === 'u' || next === 'U') {
      const hex = digitsAt(inner, i + 2, next === 'x' ? 2 : next === 'u' ? 4 : 8, /[0-9a-fA-F]/);
      const code = parseInt(hex, 16);
      if (hex === '' || code > 0x10ffff) {
        out.push(92);
        continue;
      }
      if (next === 'x') out.push(code);
      else push(code);
      i += 1 + hex.length;
    } else if (next === 'c' && i + 2 < inner.length) {
      const control = inner[i + 2] as string;
      out.push(control === '?' ? 0x7f : control.toUpperCase().charCodeAt(0) & 0x1f);
      i += control === '\\' && inner[i + 3] === '\\' ? 3 : 2;
    } else if (next in LETTERS) {
      out.push(LETTERS[next] as number);
      i += 1;
    } else out.push(92);
  }
  const nul = out.indexOf(0);
  const bytes = Uint8Array.from(nul === -1 ? out : out.slice(0, nul));
  return isValidUtf8(bytes) ? decodeUtf8(bytes) : undefined;
}

/** bash's `$'...'` of a text, for tests and a step's inverse: the escapes DevTools writes. */
export function ansiCQuote(text: string): string {
  let out = "$'";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\' || ch === "'") out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '!') out += '\\041';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code > 0xffff) out += `\\U${code.toString(16).padStart(8, '0')}`;
    else if (code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}'`;
}

/**
 * The quoting rules a log line writes a string value in (docs/verify-intake.md, "Clean"), each
 * decoded by its own rules, so the text the program held comes back exactly:
 * - Go's `strconv.Quote` (`%q`), which logrus's TextFormatter, log/slog's TextHandler and k6's
 *   logfmt output write `key="..."` with (`\"`, `\\`, `\n`, `\t`, `\xHH` bytes, `\uXXXX`,
 *   `\UXXXXXXXX`, octal `\ooo`); go-logfmt's `\u00XX` for controls is the same rule;
 * - RFC 5424 section 6.3.3: a STRUCTURED-DATA PARAM-VALUE escapes only `"`, `\` and `]`, and a
 *   backslash before any other character is that backslash;
 * - JSON (RFC 8259 section 7), a JSON log event's string value.
 */
import { decodeUtf8, isValidUtf8, utf8 } from '../../../text/bytes.ts';

export type Quoting = 'go' | 'rfc5424' | 'json';

const GO_SIMPLE: Record<string, number> = {
  a: 7,
  b: 8,
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  '\\': 92,
  '"': 34,
};

const HEX_WIDTH: Record<string, number> = { x: 2, u: 4, U: 8 };

/** Go's strconv.Unquote of a "..." literal's inside; undefined when an escape is not Go's. */
export function decodeGoQuoted(inner: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < inner.length; i += 1) {
    const ch = inner[i] as string;
    if (ch !== '\\') {
      const code = inner.codePointAt(i) ?? 0;
      if (code > 0xffff) i += 1;
      bytes.push(...utf8(String.fromCodePoint(code)));
      continue;
    }
    const next = inner[i + 1] ?? '';
    const width = HEX_WIDTH[next];
    if (next in GO_SIMPLE) {
      bytes.push(GO_SIMPLE[next] as number);
      i += 1;
    } else if (width !== undefined) {
      const hex = inner.slice(i + 2, i + 2 + width);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) return undefined;
      const code = parseInt(hex, 16);
      // \x writes one byte; \u and \U one code point, never a surrogate half (Go's rule).
      if (next === 'x') bytes.push(code);
      else if (code > 0x10ffff || (code >= 0xd800 && code < 0xe000)) return undefined;
      else bytes.push(...utf8(String.fromCodePoint(code)));
      i += 1 + width;
    } else if (/^[0-3][0-7]{2}$/.test(inner.slice(i + 1, i + 4))) {
      bytes.push(parseInt(inner.slice(i + 1, i + 4), 8));
      i += 3;
    } else return undefined;
  }
  const array = Uint8Array.from(bytes);
  return isValidUtf8(array) ? decodeUtf8(array) : undefined;
}

/** RFC 5424 6.3.3: `\"`, `\\` and `\]` stand for the character; any other backslash is itself. */
export const decodeRfc5424 = (inner: string): string => inner.replace(/\\(["\\\]])/g, '$1');

/** A JSON string's inside (RFC 8259 section 7); undefined when it is not one. */
function decodeJsonString(inner: string): string | undefined {
  try {
    const value: unknown = JSON.parse(`"${inner}"`);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Decodes by the rules named; a logfmt value a JSON writer quoted reads by JSON's, and back. */
export function decodeQuoted(inner: string, quoting: Quoting): string | undefined {
  if (quoting === 'rfc5424') return decodeRfc5424(inner);
  if (quoting === 'json') return decodeJsonString(inner) ?? decodeGoQuoted(inner);
  return decodeGoQuoted(inner) ?? decodeJsonString(inner);
}

/**
 * A quoted log value whose writer is not known (an access log's `key="..."`): nginx's `\xHH`,
 * a logfmt writer's Go or JSON escapes, or RFC 5424's `\]`; these agree wherever they overlap.
 */
export const decodeLogValue = (inner: string): string | undefined =>
  decodeGoQuoted(inner) ??
  decodeJsonString(inner) ??
  (/\\\]/.test(inner) ? decodeRfc5424(inner) : undefined);

/** Go's strconv.Quote for printable text: the `wrap` side of the property test. */
export function goQuote(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/**
 * String literals for the snippet languages. The body is signed as its UTF-8 bytes (spec 5.2
 * rule 3), so each literal must make its language hold exactly those bytes: every character that
 * a language could read differently (quotes, backslashes, `$`, line breaks, non-ASCII) is written
 * as an escape, and the generated source stays plain ASCII whatever the platform's encoding.
 */
import { decodeUtf8, utf8 } from '../text/bytes.ts';

/**
 * The text the console actually sends: its UTF-8 round trip, so a lone surrogate becomes U+FFFD
 * here exactly as it does when the console encodes the body for signing.
 */
export function sentText(text: string): string {
  return decodeUtf8(utf8(text));
}

const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');

/** Code points of the text the console sends. */
function codePoints(text: string): number[] {
  return Array.from(sentText(text), (char) => char.codePointAt(0) as number);
}

const isPrintableAscii = (cp: number) => cp >= 0x20 && cp < 0x7f;

function quoted(
  text: string,
  escapes: Record<string, string>,
  other: (cp: number) => string,
): string {
  let out = '"';
  for (const cp of codePoints(text)) {
    const char = String.fromCodePoint(cp);
    const named = escapes[char];
    out += named ?? (isPrintableAscii(cp) ? char : other(cp));
  }
  return `${out}"`;
}

const COMMON = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** UTF-16 code units as `\uXXXX`, as JavaScript and Java spell them. */
const utf16Units = (cp: number) => {
  let out = '';
  const units = String.fromCodePoint(cp);
  for (let i = 0; i < units.length; i++) out += `\\u${hex(units.charCodeAt(i), 4)}`;
  return out;
};

/** A JavaScript string literal (Node.js). */
export function jsString(text: string): string {
  return quoted(text, COMMON, utf16Units);
}

/** A Python 3 `str` literal; `\U` takes a whole code point. */
export function pythonString(text: string): string {
  return quoted(text, COMMON, (cp) => (cp > 0xffff ? `\\U${hex(cp, 8)}` : `\\u${hex(cp, 4)}`));
}

/** A Go interpreted string literal; `\U` takes a whole code point. */
export function goString(text: string): string {
  return quoted(text, COMMON, (cp) => (cp > 0xffff ? `\\U${hex(cp, 8)}` : `\\u${hex(cp, 4)}`));
}

/**
 * A Java string literal. Java turns `\u000A` into a real line break before it reads the string,
 * so control characters are written as octal escapes and only the rest as `\uXXXX`.
 */
export function javaString(text: string): string {
  return quoted(text, COMMON, (cp) =>
    cp < 0x20 || cp === 0x7f ? `\\${cp.toString(8).padStart(3, '0')}` : utf16Units(cp),
  );
}

/**
 * A PHP double-quoted string: `$` is escaped so nothing is interpolated, and every other
 * character outside printable ASCII is `\u{...}`, which PHP writes as its UTF-8 bytes.
 */
export function phpString(text: string): string {
  return quoted(text, { ...COMMON, $: '\\$' }, (cp) => `\\u{${hex(cp, 1)}}`);
}

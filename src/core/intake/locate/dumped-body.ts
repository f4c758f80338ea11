/**
 * A body printed with its bytes escaped below the headers (docs/verify-intake.md, "Locate"):
 * Perl's HTTP::Message `dump` (the `$res->dump` of an LWP request or response) writes `\` as
 * `\\`, tab and CR as `\t` and `\r`, other control bytes in octal (`\0`, `\033`), bytes from
 * 0x7F up as `\xC3`, characters past 0xFF as `\x{263A}`, trailing spaces as `\40`, all but the
 * last of several line feeds and the body's own final one as `\n`; then it joins the head and
 * body with a line feed. Undone, those are exactly the bytes received (spec 5.2: UTF-8), unless
 * the dump was cut (`(+ n more bytes not shown)`).
 */
import { decodeByteEscapes } from '../unwrap/escapes.ts';

const hexByte = (byte: number) => `\\x${byte.toString(16).padStart(2, '0')}`;
const encoder = new TextEncoder();

/** The bytes of a dumped body as UTF-8 text, or undefined when an escape is not a dump's. */
export function decodeDumpEscapes(dumped: string): string | undefined {
  let foreign = false;
  // Octal and `\x{...}` put as the `\xHH` bytes they stand for; `\\`, `\t`, `\r`, `\n` and
  // `\xHH` are read by decodeByteEscapes; any other escape is not a dump's.
  const bytes = dumped.replace(
    /\\(?:x\{([0-9A-Fa-f]{1,6})\}|([0-7]{1,3})|([\s\S]?))/g,
    (all, wide: string | undefined, octal: string | undefined, other: string) => {
      if (wide !== undefined) {
        const code = parseInt(wide, 16);
        if (code > 0x10ffff) foreign = true;
        return foreign ? '' : [...encoder.encode(String.fromCodePoint(code))].map(hexByte).join('');
      }
      if (octal !== undefined) return hexByte(parseInt(octal, 8) & 0xff);
      if (!/^[\\trnx]$/.test(other)) foreign = true;
      return all;
    },
  );
  return foreign ? undefined : decodeByteEscapes(bytes);
}

const BYTE_ESCAPE = /\\x(?:[0-9A-F]{2}|\{[0-9A-F]+\})/;
const CUT = /^\(\+ \d+ more bytes not shown\)/;

/**
 * The dumped body after the blank line below the headers at `headerAt`, decoded, when it holds
 * a byte escape. A dump never leaves an empty line inside its body, so the body ends at the
 * next one, less the line feed the dump joined it with.
 */
export function dumpedBody(
  text: string,
  headerAt: number,
): Array<{ body: string; at: number; how: string; exact: boolean }> {
  const blank = /\r?\n\r?\n/g;
  blank.lastIndex = headerAt;
  const m = blank.exec(text);
  if (!m) return [];
  const from = m.index + m[0].length;
  const next = text.indexOf('\n\n', from);
  const paragraph = next === -1 ? text.slice(from) : text.slice(from, next + 1);
  const lines = paragraph.replace(/\n$/, '').split('\n');
  const cut = lines.findIndex((line) => CUT.test(line));
  if (cut !== -1) return [];
  const dumped = lines.join('\n');
  if (!BYTE_ESCAPE.test(dumped)) return [];
  const body = decodeDumpEscapes(dumped);
  return body === undefined || body === dumped
    ? []
    : [
        {
          body,
          at: from,
          how: 'the body below the headers, its \\xHH escapes decoded',
          exact: true,
        },
      ];
}

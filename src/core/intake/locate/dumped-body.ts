/**
 * A body printed with its bytes escaped below the headers (docs/verify-intake.md, "Locate"):
 * Perl's HTTP::Message `dump` (the `$res->dump` of an LWP request or response) writes `\` as
 * `\\`, tab and CR as `\t` and `\r`, other control bytes in octal (`\0`, `\033`), bytes from
 * 0x7F up as `\xC3`, characters past 0xFF as `\x{263A}`, trailing spaces as `\40`, all but the
 * last of several line feeds and the body's own final one as `\n`; then it joins the head and
 * body with a line feed. Undone, those are exactly the bytes received (spec 5.2: UTF-8), unless
 * the dump was cut (`(+ n more bytes not shown)`).
 */
import { decodeUtf8, isValidUtf8 } from '../../text/bytes.ts';

const LETTERS: Record<string, number> = { '\\': 92, t: 9, r: 13, n: 10 };
const encoder = new TextEncoder();

/** The bytes of a dumped body as UTF-8 text, or undefined when an escape is not a dump's. */
export function decodeDumpEscapes(dumped: string): string | undefined {
  const out: number[] = [];
  for (let i = 0; i < dumped.length; i += 1) {
    const ch = dumped[i] as string;
    if (ch !== '\\') {
      const code = dumped.codePointAt(i) ?? 0;
      if (code < 0x80) out.push(code);
      else {
        out.push(...encoder.encode(String.fromCodePoint(code)));
        if (code > 0xffff) i += 1;
      }
      continue;
    }
    const rest = dumped.slice(i + 1, i + 12);
    const escape = /^(?:x\{([0-9A-Fa-f]{1,6})\}|x([0-9A-Fa-f]{2})|([0-7]{1,3})|([\\trn]))/.exec(
      rest,
    );
    if (!escape) return undefined;
    const [all, wide, byte, octal, letter] = escape;
    if (wide !== undefined) {
      const code = parseInt(wide, 16);
      if (code > 0x10ffff) return undefined;
      out.push(...encoder.encode(String.fromCodePoint(code)));
    } else if (byte !== undefined) out.push(parseInt(byte, 16));
    else if (octal !== undefined) out.push(parseInt(octal, 8) & 0xff);
    else out.push(LETTERS[letter as string] as number);
    i += all.length;
  }
  const bytes = Uint8Array.from(out);
  return isValidUtf8(bytes) ? decodeUtf8(bytes) : undefined;
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

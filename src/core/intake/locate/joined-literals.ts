/**
 * A string a program printed in pieces (docs/verify-intake.md, "Locate"): Node's util.inspect
 * writes a long string as one literal per line joined with ` +` (`'{\n' +` / `'  "a": 1\n' +`,
 * each piece quoted on its own: `'`, `"` or `` ` ``), as Java, JavaScript and Python source split
 * a long literal with `+`, and Python's implicit concatenation inside parentheses. The pieces
 * are joined before their escapes are decoded. A string that holds a whole HTTP message (a
 * ClientRequest's output buffer, a Go `%q` of a dump) gives the bytes after its blank line.
 */
import { decodeByteEscapes, decodeTextEscapes } from '../unwrap/escapes.ts';

interface Found {
  body: string;
  at: number;
  how: string;
  exact: boolean;
}

const MAX_RUNS = 64;
const MAX_PIECE = 1 << 20;
/** The end of a piece followed by `+` and the next piece. */
const JOIN = /(['"`])[ \t]*\+[ \t]*(?:(?:\r\n?|\n)[ \t]*)?b?['"`]/g;
/** A literal whose content starts as an HTTP message does: a request line or a status line. */
const MESSAGE_START =
  /(?<![\w'"`])b?(['"`])(?=(?:POST|PUT|PATCH|GET|DELETE) \S+ HTTP\/|HTTP\/\d(?:\.\d)? \d{3} )/g;
/** A literal that opens a parenthesised group: Python's implicit concatenation. */
const PAREN_START = /\(\s*(?=b?['"`])/g;
const START_LINE = /^(?:(?:POST|PUT|PATCH|GET|DELETE) \S+ HTTP\/|HTTP\/\d(?:\.\d)? \d{3}\b)/;

/** The closing quote of the literal whose opening quote is at `open`, on its line; -1 when none. */
function pieceEnd(text: string, open: number): number {
  const quote = text[open];
  for (let i = open + 1; i < text.length && i - open < MAX_PIECE; i += 1) {
    const ch = text[i];
    if (ch === '\\') i += 1;
    else if (ch === quote) return i;
    else if (ch === '\n') return -1;
  }
  return -1;
}

/** The opening quote of the literal that closes at `close`, found by reading its line. */
function pieceStart(text: string, close: number): number {
  const lineStart = text.lastIndexOf('\n', close) + 1;
  for (let i = lineStart; i < close; i += 1) {
    if (!/['"`]/.test(text[i] as string)) continue;
    const end = pieceEnd(text, i);
    if (end === close) return text[i - 1] === 'b' ? i - 1 : i;
    if (end === -1 || end > close) return -1;
    i = end;
  }
  return -1;
}

/** The pieces from `start` on, joined by `+` (or by white space inside parentheses). */
function run(text: string, start: number): { inners: string[]; bytes: boolean; end: number } {
  const inners: string[] = [];
  const bytes = text[start] === 'b';
  const parenthesised = /\(\s*$/.test(text.slice(Math.max(0, start - 40), start));
  const joinAfter = parenthesised ? /^\s*(?:\+\s*)?b?['"`]/ : /^[ \t]*\+\s*b?['"`]/;
  let at = start;
  let end = start;
  for (;;) {
    const open = text[at] === 'b' ? at + 1 : at;
    const close = pieceEnd(text, open);
    if (close === -1) break;
    inners.push(text.slice(open + 1, close));
    end = close + 1;
    const join = joinAfter.exec(text.slice(end, end + 200));
    if (!join) break;
    const quote = end + join[0].length - 1;
    at = text[quote - 1] === 'b' ? quote - 1 : quote;
  }
  return { inners, bytes, end };
}

/** The text the pieces spell: as bytes for Python's b'...', else as a string; both when unsure. */
function decodings(inner: string, bytes: boolean): string[] {
  const out = bytes
    ? [decodeByteEscapes(inner)]
    : [
        decodeTextEscapes(inner),
        /\\x[0-9a-fA-F]{2}/.test(inner) ? decodeByteEscapes(inner) : undefined,
      ];
  return [...new Set(out.filter((s): s is string => s !== undefined))];
}

/** The body a joined string gives: itself when it is JSON-like, the bytes after a message's head. */
function bodyOf(joined: string): string | undefined {
  if (/^\s*[{[]/.test(joined)) return joined;
  if (!START_LINE.test(joined)) return undefined;
  const blank = /\r?\n\r?\n/.exec(joined);
  const body = blank ? joined.slice(blank.index + blank[0].length) : '';
  return body === '' ? undefined : body;
}

type Run = ReturnType<typeof run>;

/** The runs of pieces: from the first piece before a `+`, after a `(`, at a message's quote. */
function runs(text: string): Map<number, Run> {
  const found = new Map<number, Run>();
  const add = (start: number) => {
    if (!found.has(start) && found.size < MAX_RUNS) found.set(start, run(text, start));
    return found.get(start);
  };
  JOIN.lastIndex = 0;
  let tries = 0;
  for (let m = JOIN.exec(text); m && tries < MAX_RUNS; m = JOIN.exec(text)) {
    tries += 1;
    const start = pieceStart(text, m.index);
    const joined = start === -1 ? undefined : add(start);
    // The rest of this run's joins are its own: go on after it.
    if (joined) JOIN.lastIndex = Math.max(JOIN.lastIndex, joined.end);
  }
  for (const re of [PAREN_START, MESSAGE_START]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m && found.size < MAX_RUNS; m = re.exec(text)) {
      add(re === PAREN_START ? m.index + m[0].length : m.index);
    }
  }
  return found;
}

/** Body candidates from strings printed in pieces, or whole messages printed as one string. */
export function joinedLiteralBodies(text: string): Found[] {
  const out: Found[] = [];
  let covered = -1;
  for (const [start, { inners, bytes, end }] of [...runs(text)].sort(([a], [b]) => a - b)) {
    if (start < covered || inners.length === 0) continue;
    covered = end;
    for (const joined of decodings(inners.join(''), bytes)) {
      const body = bodyOf(joined);
      if (body === undefined) continue;
      const how =
        inners.length > 1
          ? `the string printed in ${inners.length} pieces joined with +, decoded`
          : 'the bytes after the blank line of the message printed as one string';
      out.push({ body, at: start, how, exact: true });
    }
  }
  return out;
}

/**
 * Where a body may stand in a text (docs/verify-intake.md, "Locate"): a balanced JSON value, a
 * string literal that holds one (`"request_body":"{\"a\":1}"`, Python's `b'{...}'`, Ruby's
 * `<- "{...}"`), what a curl command in a shell session sends from a file or its standard input
 * (shell-bodies.ts), and the bytes after the blank line that ends a header block.
 * Each candidate says where it stands and how it was read.
 */
import { decodeAnsiC } from '../unwrap/ansi-c.ts';
import { decodeByteEscapes, readPrintedLiteral } from '../unwrap/escapes.ts';
import { emptyBody } from './bodiless.ts';
import { formDecodedKeys } from './form-decoded-key.ts';
import { dumpedBody } from './dumped-body.ts';
import { joinedLiteralBodies } from './joined-literals.ts';
import { withLineFeeds } from './line-fed.ts';
import { shellBodies } from './shell-bodies.ts';
import { tapBodies } from './tap-bodies.ts';
import { varDumperStrings } from './var-dumper-strings.ts';

export interface BodyCandidate {
  body: string;
  at: number;
  how: string;
  /** Whether the bytes are provably the ones sent (a here-document's are; a cat's end is not). */
  exact: boolean;
  /** A body the command itself names (a here-document, a file sent with @) ranks before others. */
  named?: boolean;
  /** A body a logger rewrote (form-decoded-key.ts): shown, never taken for the bytes sent. */
  rewrittenBy?: 'logger';
}

const MAX_TRIES = 64;

/** The end of the balanced JSON value that starts at `from` (a `{` or `[`), or -1. */
export function balancedEnd(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length && i - from < 1 << 20; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth += 1;
    else if (ch === '}' || ch === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Balanced JSON objects that parse, outermost only. */
export function jsonValues(text: string): BodyCandidate[] {
  const out: BodyCandidate[] = [];
  let tries = 0;
  for (let at = text.indexOf('{'); at !== -1 && tries < MAX_TRIES;) {
    tries += 1;
    const end = balancedEnd(text, at);
    if (end !== -1 && parses(text.slice(at, end))) {
      out.push({ body: text.slice(at, end), at, how: 'a JSON value in the paste', exact: true });
      at = text.indexOf('{', end);
    } else at = text.indexOf('{', at + 1);
  }
  return out;
}

// A string literal whose content starts with `{` or `[`: JSON's, Python's, Ruby's, Go's %q, and
// Node's util.inspect, which quotes a text holding both ' and " in back quotes.
const LITERAL_START = /(b?)(["'`])(?=\s*[{[]|\\?"?\s*[{[])/g;

/** The closing quote of the literal opened at `open`, skipping escapes; -1 when none. */
function literalEnd(text: string, open: number, quote: string): number {
  for (let i = open + 1; i < text.length && i - open < 1 << 20; i += 1) {
    const ch = text[i];
    if (ch === '\\') i += 1;
    else if (ch === quote) return i;
    else if (ch === '\n') return -1;
  }
  return -1;
}

/** Whether `text` parses as JSON as it stands. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** String literals that decode to JSON: a logged escaped body, a printed bytes repr. */
function literals(text: string): BodyCandidate[] {
  const out: BodyCandidate[] = [];
  LITERAL_START.lastIndex = 0;
  let tries = 0;
  for (let m = LITERAL_START.exec(text); m && tries < MAX_TRIES; m = LITERAL_START.exec(text)) {
    tries += 1;
    const open = m.index + (m[1] as string).length;
    const end = literalEnd(text, open, m[2] as string);
    if (end === -1) continue;
    const literal = text.slice(m.index, end + 1);
    const inner = text.slice(open + 1, end);
    // Ruby's inspect and Go's %q write bytes as \xHH in a "..." string: read as UTF-8 bytes
    // first, as text escapes second; where the two differ, the signature decides. A quoted text
    // that is already JSON is a quoting of the body (a shell's '...'), and its escapes (`\/`,
    // `\u00e9`) are the body's own bytes: decoding them would make bytes nobody sent.
    // bash's $'...' has its own escapes: \041 is `!`, not a NUL and two digits (ansi-c.ts).
    // Python's bytes repr (`b'...'`) is no shell quoting: it writes every backslash as `\\`, so
    // a body's own `\u00e9` shows as `\\u00e9` and JSON still; it is always decoded.
    const decodings =
      text[m.index - 1] === '$' && literal.startsWith("'")
        ? [decodeAnsiC(inner)]
        : isJson(inner) && m[1] !== 'b'
          ? [inner]
          : [
              /\\x[0-9a-fA-F]{2}/.test(literal) ? decodeByteEscapes(inner) : undefined,
              readPrintedLiteral(literal),
            ];
    for (const body of new Set(decodings)) {
      if (body === undefined || !/^\s*[{[]/.test(body)) continue;
      out.push({
        body,
        at: m.index,
        how: `the string ${literal.slice(0, 24)}... ${body === inner ? 'as written' : 'decoded'}`,
        exact: true,
      });
      LITERAL_START.lastIndex = end + 1;
    }
  }
  return out;
}

/** The bytes after the blank line that ends a block holding a signed header, to the next blank line. */
function afterBlankLine(text: string, headerAt: number): BodyCandidate[] {
  const blank = /\r?\n\r?\n/g;
  blank.lastIndex = headerAt;
  const m = blank.exec(text);
  if (!m) return [];
  const from = m.index + m[0].length;
  const next = text.slice(from).search(/\r?\n[ \t]*\r?\n/);
  const body = next === -1 ? text.slice(from) : text.slice(from, from + next);
  return body.trim() === ''
    ? []
    : [{ body, at: from, how: 'the bytes after the blank line below the headers', exact: false }];
}

/** Every body candidate in `text`, each with where it stands. */
export function findBodies(text: string, headerAt: number): BodyCandidate[] {
  return [
    ...shellBodies(text),
    ...joinedLiteralBodies(text),
    ...formDecodedKeys(text),
    ...literals(text),
    ...varDumperStrings(text),
    ...tapBodies(text),
    ...withLineFeeds(text, jsonValues(text)),
    ...dumpedBody(text, headerAt),
    ...afterBlankLine(text, headerAt),
    ...emptyBody(text),
  ];
}

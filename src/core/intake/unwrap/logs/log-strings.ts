/**
 * A log line's quoted string values, decoded in place (docs/verify-intake.md, "Clean"): a body a
 * logger wrote as `body="{\"a\":1}"` (logrus, log/slog, k6's logfmt `msg="Request:\n..."`), an
 * RFC 5424 STRUCTURED-DATA `param="..."`, a JSON event's `"message" : "... {\n \"a\"..."`.
 * Each value is read by its own quoting rules (string-quoting.ts) and put where its key and value
 * stood, so the message inside it is located by evidence like any other text; a value escaped
 * twice (journald's JSON around a slog line) is undone one level per step.
 */
import type { UnwrapStep } from '../step.ts';
import { decodeQuoted, goQuote, type Quoting } from './string-quoting.ts';

/** RFC 5424 section 6: PRI VERSION SP TIMESTAMP SP HOSTNAME SP APP-NAME SP PROCID SP MSGID SP. */
const SYSLOG_HEADER = /^(?:<\d{1,3}>)?1 \S+ \S+ \S+ \S+ \S+ (?=\[)/;

/** Where a line's RFC 5424 STRUCTURED-DATA ends (past its last `]`); 0 when it has none. */
function structuredDataEnd(line: string): number {
  const header = SYSLOG_HEADER.exec(line);
  if (!header) return 0;
  let i = header[0].length;
  while (line[i] === '[') {
    let quoted = false;
    for (i += 1; i < line.length; i += 1) {
      const ch = line[i];
      if (ch === '\\' && quoted) i += 1;
      else if (ch === '"') quoted = !quoted;
      else if (ch === ']' && !quoted) break;
    }
    if (i >= line.length) return 0;
    i += 1;
  }
  return i;
}

/** The closing quote of the string opened at `open`, past backslash escapes; -1 when none. */
function closingQuote(line: string, open: number): number {
  for (let i = open + 1; i < line.length; i += 1) {
    if (line[i] === '\\') i += 1;
    else if (line[i] === '"') return i;
  }
  return -1;
}

/** A string value: whose rules quote it, and where its key starts. */
interface ValueAt {
  quoting: Quoting;
  keyAt: number;
}

/**
 * The value whose string opens at `open`: a PARAM-VALUE inside STRUCTURED-DATA, a logfmt
 * `key="..."`, a JSON `"key": "..."`; undefined for a key or a quote in prose.
 */
function valueAt(line: string, open: number, sdEnd: number): ValueAt | undefined {
  if (line[open - 1] === '=') {
    let keyAt = open - 1;
    while (keyAt > 0 && /[\w.@/-]/.test(line[keyAt - 1] as string)) keyAt -= 1;
    if (keyAt === open - 1) return undefined;
    return { quoting: open < sdEnd ? 'rfc5424' : 'go', keyAt };
  }
  // JSON allows whitespace on both sides of the colon; json-pretty writers put it (`"k" : "v"`).
  const blank = (at: number) => line[at] === ' ' || line[at] === '\t';
  let i = open - 1;
  while (blank(i)) i -= 1;
  if (line[i] !== ':') return undefined;
  for (i -= 1; blank(i);) i -= 1;
  const keyAt = line[i] === '"' ? line.lastIndexOf('"', i - 1) : -1;
  return keyAt === -1 ? undefined : { quoting: 'json', keyAt };
}

/**
 * A value that holds a message or a part of one: a line break or a JSON value. Any other escaped
 * value (`"ORD-\"1\""`, `"http:\/\/x"`) is left as written: it may be the body's own text.
 */
const holdsMessage = (text: string) => /[\n{[]/.test(text);

/**
 * A JSON string that is a whole JSON value is a body kept as a string (a HAR's `postData.text`, a
 * log's `request_body`): the body finder reads such literals already, so it is left in place.
 */
const wholeJson = (text: string) => /^\s*[{[][\s\S]*[}\]]\s*$/.test(text);

/**
 * The line with each escaped string value that holds a message put in place of its key and
 * value, decoded; undefined when none was.
 */
function decodeLine(line: string): string | undefined {
  if (!line.includes('\\')) return undefined;
  const sdEnd = structuredDataEnd(line);
  let out = '';
  let from = 0;
  for (let open = line.indexOf('"'); open !== -1;) {
    const close = closingQuote(line, open);
    if (close === -1) break;
    const inner = line.slice(open + 1, close);
    const value = inner.includes('\\') ? valueAt(line, open, sdEnd) : undefined;
    const decoded = value && decodeQuoted(inner, value.quoting);
    const message =
      decoded !== undefined &&
      holdsMessage(decoded) &&
      !(value?.quoting === 'json' && wholeJson(decoded));
    if (value && message && value.keyAt >= from) {
      out += line.slice(from, value.keyAt) + decoded;
      from = close + 1;
    }
    open = line.indexOf('"', close + 1);
  }
  return from === 0 ? undefined : out + line.slice(from);
}

function decodeValues(text: string): string | undefined {
  let changed = false;
  const lines = text.split('\n').map((line) => {
    const decoded = decodeLine(line);
    if (decoded === undefined) return line;
    changed = true;
    return decoded;
  });
  return changed ? lines.join('\n') : undefined;
}

export const logStringsStep: UnwrapStep = {
  id: 'log-string-values',
  label:
    "a log line's quoted values (logfmt, RFC 5424 structured data, JSON), each decoded by its own quoting rules",
  applies: (text) => text.includes('\\') && /[\w.@/-]="|"[ \t]*:[ \t]*"/.test(text),
  undo: decodeValues,
  wrap: (text) => `msg=${goQuote(text)}`,
};

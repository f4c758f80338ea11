/**
 * A line prefix no list names (docs/verify-intake.md, "Clean"): what a logger, a device log or a
 * test runner writes before each line has the same *shape* on every line (a date, a time, a
 * process id, a level, a tag), while the message after it varies. Android's logcat
 * (`11-27 18:04:21.377  4711  4790 D OkHttp  : `), Ruby's Logger (`I, [2026-11-27T10:00:00.1 #12]
 * INFO -- request: `) or a framework's own pattern are found by that shape, not by name: digit
 * runs, letter runs and spaces are compared as kinds, other characters as themselves.
 * The message's own indentation is kept: only the prefix's last space is taken.
 */
import { prefixLines, type UnwrapStep } from '../step.ts';

/** How far into a line a prefix may reach, and how many lines are looked at to find it. */
const SCAN_CHARS = 96;
const SCAN_LINES = 400;

/** A line's shape: digit runs as `0`, letter runs as `a`, blank runs as one space. */
interface Shape {
  shape: string;
  /** For each shape character, the index just past it in the line. */
  ends: number[];
}

function shapeOf(line: string): Shape {
  let shape = '';
  const ends: number[] = [];
  const limit = Math.min(line.length, SCAN_CHARS);
  for (let i = 0; i < limit;) {
    const ch = line[i] as string;
    const kind = /\d/.test(ch) ? '0' : /[A-Za-z]/.test(ch) ? 'a' : /[ \t]/.test(ch) ? ' ' : ch;
    let end = i + 1;
    if (kind === '0' || kind === 'a' || kind === ' ') {
      const same = kind === '0' ? /\d/ : kind === 'a' ? /[A-Za-z]/ : /[ \t]/;
      while (end < limit && same.test(line[end] as string)) end += 1;
    }
    shape += kind;
    ends.push(end);
    i = end;
  }
  return { shape, ends };
}

/** The shape prefixes a line could carry: up to each blank run that a word follows. */
function cutsOf(shape: string): string[] {
  const out: string[] = [];
  for (let k = 1; k <= shape.length; k += 1) {
    if (shape[k - 1] === ' ' && shape[k] !== ' ') out.push(shape.slice(0, k));
  }
  return out;
}

/** A prefix holds a date or a time (two digit runs), and nothing of the message. */
const digitRuns = (shape: string) => shape.split('0').length - 1;
const MESSAGE_PART = /["'{}\\]|x[-_]?(?:merchant|timestamp|nonce|sign)/i;

interface Found {
  prefix: string;
  /** How many blanks end the prefix on every line that carries it. */
  lastBlank: number;
}

/** The strip each line gets: up to its prefix's last blank run, less the blanks that stay. */
function strip(line: string, found: Found): string | undefined {
  const { shape, ends } = shapeOf(line);
  if (!shape.startsWith(found.prefix)) return undefined;
  const k = found.prefix.length;
  const runStart = k >= 2 ? (ends[k - 2] as number) : 0;
  return line.slice(runStart + found.lastBlank);
}

let memo: { text: string; found: Found | undefined } | undefined;

/** The prefix most lines carry, longest first; undefined when none holds a date or time. */
function findPrefix(text: string): Found | undefined {
  if (memo?.text === text) return memo.found;
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, SCAN_LINES);
  const counts = new Map<string, number>();
  for (const line of lines) {
    for (const cut of cutsOf(shapeOf(line).shape)) counts.set(cut, (counts.get(cut) ?? 0) + 1);
  }
  const most = Math.max(0, ...counts.values());
  // Three lines make a pattern; two count only when they are all there is.
  const enough = (n: number) => (n >= 3 || (n === 2 && lines.length === 2)) && n * 5 >= most * 3;
  const ranked = [...counts]
    .filter(([cut, n]) => enough(n) && digitRuns(cut) >= 2)
    .sort(([a], [b]) => b.length - a.length);
  let found: Found | undefined;
  for (const [prefix] of ranked) {
    const carried = lines.filter((line) => shapeOf(line).shape.startsWith(prefix));
    const taken = carried.map((line) => {
      const { ends } = shapeOf(line);
      const k = prefix.length;
      return {
        head: line.slice(0, ends[k - 1]),
        blank: (ends[k - 1] as number) - (k >= 2 ? (ends[k - 2] as number) : 0),
      };
    });
    if (taken.some(({ head }) => MESSAGE_PART.test(head))) continue;
    found = { prefix, lastBlank: Math.min(...taken.map(({ blank }) => blank)) };
    break;
  }
  memo = { text, found };
  return found;
}

const SAMPLE = 'I, [2026-11-27T10:00:00.123456 #4711]  INFO -- : ';

export const repeatedPrefixStep: UnwrapStep = {
  id: 'repeated-prefix',
  label: "a logger's or device log's prefix that has the same shape on every line",
  applies: (text) => findPrefix(text) !== undefined,
  undo: (text) => {
    const found = findPrefix(text);
    if (!found) return undefined;
    const lines = text.split('\n');
    const out = lines.map((line) => strip(line, found) ?? line);
    // The line feed that ends the last record is the log's, not the message's.
    const last = lines.length - 1;
    const logEnd = last > 0 && lines[last] === '' && out[last - 1] !== lines[last - 1];
    return (logEnd ? out.slice(0, last) : out).join('\n');
  },
  wrap: (text) => prefixLines(text, SAMPLE),
  // Lines without the prefix are a message's continuation lines, or other text: not provable.
  exact: (text) => {
    const found = findPrefix(text);
    return (
      !!found &&
      text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .every((line) => strip(line, found) !== undefined)
    );
  },
};

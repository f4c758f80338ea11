/**
 * Header maps as programs print them: Python's dict (`requests`' `r.request.headers`), Node's
 * `console.log(req.headers)`, Go's `%+v` and `%#v` of `http.Header`, PHP's `print_r` and `var_dump`,
 * Spring's `HttpHeaders.toString()` (5.1.4 on, and Spring 4's Java `Map` form), .NET's `HttpRequestMessage.ToString()`. Each syntax is a
 * pattern for one name-value pair; the one that reads the most spec 5.1 headers wins, and the body
 * printed after the map is decoded from its literal when it is one (spec 5.2 rule 1).
 */
import { utf8 } from '../../text/bytes.ts';
import { intakeFromHeaders, type HeaderList } from './headers.ts';
import { afterPrintedStruct } from './printed-struct.ts';
import type { Intake } from '../types.ts';
import { readPrintedLiteral } from '../unwrap/escapes.ts';
import type { Reader } from '../locate/reader.ts';
import { balancedEnd } from '../locate/body-candidates.ts';

interface Syntax {
  name: string;
  pair: RegExp;
  read: (match: RegExpExecArray, text: string) => [string, string, number] | undefined;
}

// Bounded repeats: an unclosed quote must not make every later start scan to the line's end.
const QUOTED = `'(?:\\\\.|[^'\\\\\\n]){0,2048}'|"(?:\\\\.|[^"\\\\\\n]){0,2048}"`;
const NAME = '(?<![\\w-])[A-Za-z][\\w-]*';

/** A PHP `string(N) "..."`: exactly N bytes after the quote, so quotes inside are no trouble. */
function phpString(text: string, from: number, bytes: number): [string, number] | undefined {
  let end = from;
  let count = 0;
  while (count < bytes && end < text.length) {
    const code = text.codePointAt(end) ?? 0;
    count += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    end += code >= 0x10000 ? 2 : 1;
  }
  return count === bytes && text[end] === '"' ? [text.slice(from, end), end + 1] : undefined;
}

const SYNTAXES: Syntax[] = [
  {
    name: 'PHP var_dump',
    pair: /\["([^"\n]+)"\]=>\s*string\((\d+)\) "/g,
    read: (m, text) => {
      const value = phpString(text, m.index + m[0].length, Number(m[2]));
      return value && [m[1] as string, value[0], value[1]];
    },
  },
  {
    name: 'PHP print_r',
    pair: /^[ \t]*\[([^\]\n]+)\] => (.*)$/gm,
    read: (m) => [m[1] as string, m[2] as string, m.index + m[0].length],
  },
  {
    name: 'Go http.Header (%+v)',
    pair: new RegExp(`(${NAME}):\\[([^[\\]\\n]*)\\]`, 'g'),
    read: (m) => [m[1] as string, m[2] as string, m.index + m[0].length],
  },
  {
    // Go's %#v of an http.Header: `"X-Sign":[]string{"..."}`, each value a Go string literal.
    name: 'Go http.Header (%#v)',
    pair: /"([A-Za-z][\w-]*)":\[\]string\{((?:"(?:[^"\\\n]|\\.){0,2048}"(?:, )?){0,16})\}/g,
    read: (m) => {
      const values = (m[2] as string).match(/"(?:[^"\\\n]|\\.)*"/g) ?? [];
      const read = values.map((value) => readPrintedLiteral(value));
      if (read.some((value) => value === undefined)) return undefined;
      return [m[1] as string, read.join(', '), m.index + m[0].length];
    },
  },
  {
    name: 'Spring HttpHeaders',
    pair: new RegExp(`(${NAME}):"((?:[^"\\\\\\n]|\\\\.){0,2048})"`, 'g'),
    read: (m) => [m[1] as string, m[2] as string, m.index + m[0].length],
  },
  {
    // Java's Map.toString() of a name to a list of values: Spring 4's HttpHeaders (before
    // 5.1.4 gave it its own format) and any Map<String, List<String>> logged as is.
    name: 'Java Map (Spring 4 HttpHeaders)',
    pair: new RegExp(`(${NAME})=\\[([^[\\]\\n]*)\\]`, 'g'),
    read: (m) => [m[1] as string, m[2] as string, m.index + m[0].length],
  },
  {
    name: 'Python dict or Node object',
    pair: new RegExp(`(${QUOTED}|${NAME})\\s*:\\s*(${QUOTED})`, 'g'),
    read: (m) => {
      const raw = m[1] as string;
      const name = /^['"]/.test(raw) ? readPrintedLiteral(raw) : raw;
      const value = readPrintedLiteral(m[2] as string);
      return name === undefined || value === undefined
        ? undefined
        : [name, value, m.index + m[0].length];
    },
  },
  {
    name: '.NET HttpRequestMessage',
    pair: new RegExp(`^[ \\t]+(${NAME}): (.*)$`, 'gm'),
    read: (m) => [m[1] as string, (m[2] as string).replace(/\r$/, ''), m.index + m[0].length],
  },
];

const SIGNED = /^x-(?:merchantid|merchant-id|timestamp|nonce|sign)$/i;

/**
 * The pairs one syntax reads, in runs of pairs separated by nothing but spaces, commas and line
 * breaks (one printed map); the run with the most spec 5.1 headers, and where it ends, so pairs
 * inside the body printed after the map are not taken for headers.
 */
function readPairs(syntax: Syntax, text: string): { headers: HeaderList; end: number } {
  let best: { headers: HeaderList; end: number } = { headers: [], end: 0 };
  let run: { headers: HeaderList; end: number } = { headers: [], end: 0 };
  const score = (r: { headers: HeaderList }) => r.headers.filter(([n]) => SIGNED.test(n)).length;
  syntax.pair.lastIndex = 0;
  let pairs = 0;
  for (let m = syntax.pair.exec(text); m && pairs < 1000; m = syntax.pair.exec(text)) {
    if (m[0] === '') syntax.pair.lastIndex += 1;
    const pair = syntax.read(m, text);
    if (!pair) continue;
    pairs += 1;
    const gap = m.index - run.end > 200 ? 'x' : text.slice(run.end, m.index);
    if (run.headers.length > 0 && !/^[\s,;]*$/.test(gap)) {
      if (score(run) > score(best)) best = run;
      run = { headers: [], end: 0 };
    }
    run.headers.push([pair[0], pair[1]]);
    run.end = pair[2];
  }
  return score(run) > score(best) ? run : best;
}

const SIGNED_NAME = /x-(?:merchantid|merchant-id|timestamp|nonce|sign)/gi;

/**
 * A JSON value that ends a line and has more of the log after it (the response, the next
 * record): the value is the body printed, the lines after it are not.
 */
function jsonThenMore(text: string): string | undefined {
  if (!/^[{[]/.test(text)) return undefined;
  const end = balancedEnd(text, 0);
  if (end === -1 || !/^[ \t]*\r?\n\s*\S/.test(text.slice(end))) return undefined;
  try {
    JSON.parse(text.slice(0, end));
    return text.slice(0, end);
  } catch {
    return undefined;
  }
}

/** The body printed after the map: a literal decoded, PHP's `string(N)` by its count, or as is. */
function bodyAfter(rest: string): { body: string; how?: string } {
  // The closers that end the map (`}`, `]`, `)`) and blank lines are the printout's, not the body's.
  // A one-line log (Spring's `headers=[…] body={…}`) closes the map and labels the body on the
  // same line: the closer is the printout's, as on a line of its own.
  const lines = rest
    .replace(/^[ \t]*[)\]}]+[ \t,]*(?=(?:body|data|payload)\s*[:=])/i, '')
    .split('\n');
  let first = 0;
  while (first < lines.length && /^[\s)\]}]*$/.test(lines[first] as string)) first += 1;
  const tail = lines
    .slice(first)
    .join('\n')
    .replace(/^\s*(?:body|data|payload)\s*[:=]\s*/i, '');
  const line = tail.replace(/\r?\n$/, '');
  const literal = readPrintedLiteral(line.trim());
  if (literal !== undefined) return { body: literal, how: 'its printed literal decoded' };
  const json = jsonThenMore(line);
  if (json !== undefined) return { body: json, how: 'the JSON value printed after the headers' };
  const php = /^\s*string\((\d+)\) "/.exec(line);
  if (php) {
    const value = phpString(line, php[0].length, Number(php[1]));
    if (value) return { body: value[0], how: `string(${php[1]}) counts its bytes` };
  }
  return { body: line };
}

/**
 * Where a printed map can stand: around the signed headers' names, a little before the first of
 * a cluster and past its last. Pairs are looked for there only, never through a long body (each
 * quote in one would start a scan), and a paste of several messages costs each its own window.
 */
function aroundSignedNames(text: string): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  for (const m of text.matchAll(SIGNED_NAME)) {
    const from = Math.max(0, m.index - 2048);
    const to = Math.min(text.length, m.index + 2048);
    const last = windows.at(-1);
    if (last && from <= last[1]) last[1] = to;
    else windows.push([from, to]);
  }
  return windows;
}

/**
 * Reads a printed header map and the body after it (spec 5.1 headers, 5.2 body). Undefined
 * unless some syntax reads at least one spec 5.1 header. The syntax is named in `formatDetail`.
 */
function readHeaderMap(text: string): Intake | undefined {
  let best: { syntax: Syntax; headers: HeaderList; end: number; signed: number } | undefined;
  for (const [from, to] of aroundSignedNames(text)) {
    const window = text.slice(from, to);
    for (const syntax of SYNTAXES) {
      const { headers, end } = readPairs(syntax, window);
      const signed = headers.filter(([name]) => SIGNED.test(name)).length;
      if (signed > 0 && (!best || signed > best.signed)) {
        best = { syntax, headers, end: from + end, signed };
      }
    }
  }
  if (!best) return undefined;
  const { body, how } = bodyAfter(afterPrintedStruct(text.slice(best.end)));
  const warnings: string[] = [];
  if (body === '') warnings.push('No body was printed after the headers; paste it below them.');
  const intake = intakeFromHeaders('header-map', 'request', best.headers, body, warnings);
  intake.formatDetail = best.syntax.name;
  if (how) intake.restored = [`Read the body from ${how} (${utf8(body).length} bytes).`];
  return intake;
}

export const headerMapReader: Reader<'header-map'> = {
  id: 'header-map',
  label: 'printed header map',
  detect: () => false,
  read: () => undefined,
  besides: (ctx) => (ctx.json.ok ? undefined : readHeaderMap(ctx.text)),
  framed: false,
  asks: 'a printed header map',
  whyNot: () =>
    'printed header map: no X-MerchantID, X-Timestamp, X-Nonce or X-Sign in a map syntax',
};

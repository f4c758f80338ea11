/**
 * libcurl's own verbose output (CURLOPT_VERBOSE, as PHP's curl extension, pycurl or a C program
 * print it to CURLOPT_STDERR): libcurl's default debug callback writes `> ` once before the
 * whole request head, so only the request line is marked and the header lines follow bare; its
 * `* ` info lines and `< ` response lines are marked one by one. The request body is not printed
 * there (CURLOPT_POSTFIELDS travels as data, which verbose mode does not show), so it is looked
 * for in what the program printed around it, and taken as sent only when its byte count is the
 * head's Content-Length (spec 5.2: the bytes signed are the bytes sent). The response side is
 * the final `< ` head with the answer the program printed (`Response: ...`), for spec 5.3.
 */
import { utf8Length } from '../../../text/bytes.ts';
import { findBodies } from '../../locate/body-candidates.ts';
import { readHeaderBlock } from '../header-block.ts';
import { headerValue, intakeFromHeaders, type HeaderList } from '../headers.ts';
import type { HarSide, Intake } from '../../types.ts';
import { either, type Reader } from '../../locate/reader.ts';

/** A marked request line whose next line is a bare header: what only libcurl's callback writes. */
const HEAD = /^> ([A-Z]+) (\S+) HTTP\/[\d.]+\r?\n(?![<>*|] )[!#$%&'*+.^_`|~\w-]+:[ \t]/gm;
/** Lines libcurl marks itself: info, response head, and the `{ [n bytes data]` a callback writes. */
const MARKED = /^(?:[<>*] |[<>]\r?$|[{}] \[\d+ bytes data\])/;
const MAX_HEADS = 8;

interface Head {
  method: string;
  target: string;
  headers: HeaderList;
  /** Where the head starts and ends (after its empty line) in the text. */
  from: number;
  to: number;
}

/** The request heads libcurl marked with `> `, each up to the empty line that ends it. */
function readHeads(text: string): Head[] {
  const heads: Head[] = [];
  HEAD.lastIndex = 0;
  for (let m = HEAD.exec(text); m && heads.length < MAX_HEADS; m = HEAD.exec(text)) {
    const lineEnd = text.indexOf('\n', m.index) + 1;
    const block = readHeaderBlock(text, lineEnd);
    const blank = /\r?\n\r?\n/.exec(text.slice(m.index));
    const to = blank ? m.index + blank.index + blank[0].length : text.length;
    heads.push({ method: m[1]!, target: m[2]!, headers: block.headers, from: m.index, to });
    HEAD.lastIndex = to;
  }
  return heads;
}

/** A line the program labels as the answer it got, which is not what it sent. */
const ANSWER_LINE = /^\s*(?:response|result|reply|answer|received)\b[^\n]{0,40}?[:=]/i;

/**
 * What the program printed itself, without the heads and libcurl's marked lines: the lines it
 * labels as the answer it got apart from the others, which may hold what it sent.
 */
function printedByProgram(text: string, heads: Head[]): { sent: string; answer: string } {
  let rest = '';
  let at = 0;
  for (const head of heads) {
    rest += text.slice(at, head.from);
    at = head.to;
  }
  rest += text.slice(at);
  const lines = rest.split(/(?<=\n)/).filter((line) => !MARKED.test(line));
  return {
    sent: lines.filter((line) => !ANSWER_LINE.test(line)).join(''),
    answer: lines.filter((line) => ANSWER_LINE.test(line)).join(''),
  };
}

/**
 * The last final response libcurl marked with `< ` (a `100 Continue` before it is skipped), up
 * to its empty `< ` line.
 */
function readResponse(text: string): { status: number; headers: HeaderList } | undefined {
  let found: { status: number; lines: string[]; done: boolean } | undefined;
  let final: typeof found;
  for (const raw of text.split('\n').slice(0, 20_000)) {
    const line = raw.replace(/\r$/, '');
    if (!line.startsWith('<')) continue;
    const status = /^< HTTP\/[\d.]+ (\d{3})/.exec(line);
    if (status) found = { status: Number(status[1]), lines: [], done: false };
    else if (found && !found.done && /^< ?$/.test(line)) {
      found.done = true;
      if (found.status >= 200) final = found;
    } else if (found && !found.done) found.lines.push(line.slice(2));
  }
  if (!final) return undefined;
  return {
    status: final.status,
    headers: readHeaderBlock(`${final.lines.join('\n')}\n\n`, 0).headers,
  };
}

/** A line as a program labels what it prints: `Request body: ...`, `payload=...`. */
const LABELLED = /^[A-Za-z][\w .()-]{0,40}?(?:: ?|= ?|=> ?)(.*?)\r?$/;

/**
 * Where the body may stand in the program's own output, as printed: a line, the text after a
 * line's label, a JSON value (over several lines when pretty-printed).
 */
function candidates(printed: string): string[] {
  const out: string[] = [];
  for (const line of printed.split('\n').slice(0, 2000)) {
    const bare = line.replace(/\r$/, '');
    if (bare.trim() === '') continue;
    out.push(bare);
    const labelled = LABELLED.exec(bare)?.[1];
    if (labelled) out.push(labelled);
  }
  for (const found of findBodies(printed, 0)) out.push(found.body);
  return out;
}

const NO_BODY = {
  request:
    "libcurl's verbose output (CURLOPT_VERBOSE) does not print the request body, and the program printed none beside it: the body is empty here. Print the bytes given to CURLOPT_POSTFIELDS next to the log, or type the body.",
  response:
    "libcurl's verbose output does not print the response body, and the program printed none it labels as the answer: the body is empty here. Print the string curl_exec returned next to the log, or type the body.",
};

/**
 * The body of one side and what is known of it, from the program's output around the log: the
 * candidate whose byte count is the Content-Length, else a JSON one with a warning.
 */
function bodyFor(
  headers: HeaderList,
  printed: string,
  side: HarSide,
): { body: string; warning?: string } {
  const declared = headerValue(headers, 'Content-Length');
  const length = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
  if (length === 0) return { body: '' };
  const all = candidates(printed);
  if (length !== undefined) {
    const counted = all.find((body) => utf8Length(body) === length);
    if (counted !== undefined) return { body: counted };
  }
  const json = all.find((body) => /^\s*[{[]/.test(body) && /[}\]]\s*$/.test(body));
  if (json !== undefined) {
    return {
      body: json,
      warning: `libcurl's verbose output does not print the ${side} body; the JSON the program printed beside it was taken, but its ${utf8Length(json)} bytes are not the ${declared ?? 'unknown'} the ${side}'s Content-Length declares, so it may not be the body that was ${side === 'request' ? 'sent' : 'received'}.`,
    };
  }
  return { body: '', warning: NO_BODY[side] };
}

/** One side's reading: its headers, and its body from what the program printed for that side. */
function sideReading(headers: HeaderList, printed: string, side: HarSide): Intake {
  const { body, warning } = bodyFor(headers, printed, side);
  return intakeFromHeaders('libcurl-verbose', side, headers, body, warning ? [warning] : []);
}

/**
 * One reading per request head the output shows, the first first (spec 5.1, 5.2); with the
 * response side picked, the final response and the answer the program printed (spec 5.3).
 */
function readVerbose(text: string, side: HarSide | undefined): Intake[] {
  const heads = readHeads(text);
  const printed = printedByProgram(text, heads);
  const response = readResponse(text);
  const sides: HarSide[] = response ? ['request', 'response'] : ['request'];
  if (side === 'response' && response) {
    const reading = sideReading(response.headers, printed.answer, 'response');
    return [{ ...reading, status: response.status, sides }];
  }
  return heads.map((head) => ({
    ...sideReading(head.headers, printed.sent, 'request'),
    method: head.method,
    url: head.target,
    sides,
  }));
}

const looksLikeVerbose = (text: string) => {
  HEAD.lastIndex = 0;
  return HEAD.test(text);
};

export const libcurlVerboseReader: Reader<'libcurl-verbose'> = {
  id: 'libcurl-verbose',
  label: 'libcurl verbose output',
  detect: (ctx) => !ctx.json.ok && looksLikeVerbose(ctx.text),
  read: (ctx) => either(readVerbose(ctx.text, ctx.options.side)[0]),
  besides: (ctx) =>
    looksLikeVerbose(ctx.text) ? readVerbose(ctx.text, ctx.options.side).slice(1) : undefined,
  framed: false,
  asks: "libcurl's verbose output (CURLOPT_VERBOSE)",
  whyNot: () => 'libcurl verbose: no "> POST ..." line followed by bare header lines',
};

/**
 * Terminal transcripts of `curl -v` (`> ` request lines, `< ` response lines, `* ` info lines,
 * the response body on standard output) and of `curl --trace-ascii -`. Either half can be
 * checked: the request (spec 5.1, 5.2) or the response (spec 5.3); the body is cut by
 * Content-Length, since a terminal glues the next prompt or info line to it.
 */
import { decodeUtf8, utf8 } from '../../../text/bytes.ts';
import { parseCmdCurl } from './curl-cmd.ts';
import { readTrace, looksLikeTrace } from './curl-trace.ts';
import { parseCurl } from './curl.ts';
import { readHeaderBlock } from '../header-block.ts';
import { headerValue, intakeFromHeaders, type HeaderList } from '../headers.ts';
import { readStartLine, type StartLine } from '../raw-http.ts';
import type { HarSide, IntakeResult } from '../../types.ts';
import { type Reader } from '../../locate/reader.ts';

interface Half {
  start: StartLine;
  headers: HeaderList;
  /** The body when the transcript shows it; undefined when it does not. */
  body?: string;
  warnings: string[];
}

const VERBOSE_LINE = /^[<>*] |^[{}] \[\d+ bytes data\]/;

/** True when `text` is a `curl -v` or `curl --trace-ascii` transcript. */
function looksLikeCurlTranscript(text: string): boolean {
  if (looksLikeTrace(text)) return true;
  return /^> [A-Z]+ \S+ HTTP\/[\d.]+\r?$/m.test(text) || /^< HTTP\/[\d.]+ \d{3}/m.test(text);
}

/** Splits a header block's text (start line, headers, empty line) into a half. */
function halfOf(head: string, body: string | undefined): Half | undefined {
  const newline = head.indexOf('\n');
  const start = readStartLine(newline === -1 ? head : head.slice(0, newline));
  if (!start) return undefined;
  const block = readHeaderBlock(head, newline === -1 ? head.length : newline + 1);
  return { start, headers: block.headers, warnings: [], ...(body === undefined ? {} : { body }) };
}

/** Cuts a body shown on a terminal to the Content-Length it declared. */
function cutBody(text: string, headers: HeaderList, warnings: string[]): string {
  const declared = headerValue(headers, 'Content-Length');
  if (declared === undefined || !/^\d+$/.test(declared)) {
    // Without a length, a glued info line and the terminal's final line feed are not the body.
    const body = text.replace(/(?:\* |== Info: )(?:Connection #|Closing connection)[^\n]*\n?$/, '');
    if (/\r?\n$/.test(body)) {
      warnings.push(
        'The response shows no Content-Length, so where its body ends is a guess: the final line feed was taken to be the terminal\u2019s, not the body\u2019s.',
      );
    }
    return body.replace(/\r?\n$/, '');
  }
  const bytes = utf8(text);
  const length = Number(declared);
  if (bytes.length < length) {
    warnings.push(
      `Content-Length says ${length} bytes but the transcript shows only ${bytes.length}; the paste may be cut short.`,
    );
    return text;
  }
  return decodeUtf8(bytes.slice(0, length));
}

/**
 * Reads a `curl -v` transcript: `> ` and `< ` header lines; the response body starts at the first
 * line after the response's empty `<` line that is not curl's own, and runs on untouched.
 */
function readVerbose(text: string): { request?: Half; response?: Half; command: string } {
  const lines = text.split(/(?<=\n)/);
  let command = '';
  let request = '';
  let response = '';
  let bodyText: string | undefined;
  let seen = false;
  let responseDone = false;
  let offset = 0;
  for (const line of lines) {
    const at = offset;
    offset += line.length;
    if (bodyText !== undefined) break;
    if (!seen && !VERBOSE_LINE.test(line)) {
      command += line;
      continue;
    }
    seen = true;
    if (line.startsWith('> ') || /^>\r?\n?$/.test(line)) request += line.slice(2);
    else if (line.startsWith('< ') || /^<\r?\n?$/.test(line)) {
      if (/^< HTTP\/[\d.]+ \d{3}/.test(line)) response = '';
      response += line.slice(2);
      responseDone = /^<\s*$/.test(line);
    } else if (responseDone && !VERBOSE_LINE.test(line)) bodyText = text.slice(at);
  }
  const result: { request?: Half; response?: Half; command: string } = { command };
  const req = halfOf(request, undefined);
  const res = halfOf(response, undefined);
  if (req) result.request = req;
  if (res) {
    res.body = cutBody(bodyText ?? '', res.headers, res.warnings);
    result.response = res;
  }
  return result;
}

/** Reads a `--trace-ascii` transcript's last request and response. */
function readTraceHalves(text: string): { request?: Half; response?: Half } {
  const blocks = readTrace(text);
  const side = (direction: 'send' | 'recv') => {
    const own = blocks.filter((block) => block.direction === direction);
    const heads = own.filter((block) => block.what === 'header').map((block) => block.text);
    const data = own.filter((block) => block.what === 'data').map((block) => block.text);
    // A received response arrives one header line per block; a new status line starts over.
    let head = '';
    for (const piece of heads) head = /^HTTP\/[\d.]+ \d{3}/.test(piece) ? piece : head + piece;
    if (direction === 'send') head = heads[heads.length - 1] ?? '';
    return halfOf(head, data.join(''));
  };
  const result: { request?: Half; response?: Half } = {};
  const request = side('send');
  const response = side('recv');
  if (request) result.request = request;
  if (response) result.response = response;
  return result;
}

/** The request body from a curl command pasted above the transcript, when there is one. */
function bodyFromCommand(command: string): string | undefined {
  const text = command.replace(/^\s*(?:[$%#] |PS [^>]*> |[A-Za-z]:\\[^>]*>)/, '');
  if (!/^\s*curl(\.exe)?\s/.test(text)) return undefined;
  const parsed = /\^\r?\n|\^"/.test(text) ? parseCmdCurl(text) : parseCurl(text);
  return parsed.ok && parsed.intake.method !== 'GET' ? parsed.intake.fields.rawBody : undefined;
}

/**
 * Parses a `curl -v` or `curl --trace-ascii` transcript into the signed fields
 * of the chosen half: the request (spec 5.1, 5.2) or the response (spec 5.3). By default the
 * request when its body is shown, else the response.
 */
export function parseCurlTranscript(text: string, side?: HarSide): IntakeResult {
  const trace = looksLikeTrace(text);
  const halves = trace ? readTraceHalves(text) : readVerbose(text);
  const warnings: string[] = [];
  if (!trace && halves.request) {
    const body = bodyFromCommand((halves as { command: string }).command);
    if (body !== undefined) halves.request.body = body;
  }
  if (!halves.request && !halves.response) {
    return {
      ok: false,
      error:
        'This looks like a curl transcript, but it shows neither a request line ("> POST ...") nor a status line ("< HTTP/1.1 200").',
    };
  }
  const sides = (['request', 'response'] as const).filter((name) => halves[name]);
  const chosen: HarSide =
    side && halves[side]
      ? side
      : halves.request?.body !== undefined || !halves.response
        ? 'request'
        : 'response';
  const half = halves[chosen] as Half;
  if (half.body === undefined) {
    warnings.push(
      'curl -v does not print the request body ("} [n bytes data]" stands for it), so the body is empty here. Paste the curl command above the transcript, use --trace-ascii, or type the body.',
    );
  }
  // A decimal point is a dot; any other dot in a --trace-ascii body may stand for another byte.
  if (trace && /(?<!\d)\.|\.(?!\d)/.test(half.body ?? '')) {
    warnings.push(
      '--trace-ascii prints every byte it cannot show (a line feed, a tab, a non-ASCII letter) as "."; a dot in this body may stand for another byte. curl --trace shows the bytes exactly.',
    );
  }
  warnings.push(...half.warnings);
  const intake = intakeFromHeaders(
    'curl-transcript',
    chosen,
    half.headers,
    half.body ?? '',
    warnings,
  );
  if (half.start.type === 'request') {
    intake.method = half.start.method;
    intake.url = half.start.target;
  } else intake.status = half.start.status;
  intake.sides = [...sides];
  return { ok: true, intake };
}

export const curlTranscriptReader: Reader<'curl-transcript'> = {
  id: 'curl-transcript',
  label: 'curl -v transcript',
  detect: (ctx) => !ctx.json.ok && looksLikeCurlTranscript(ctx.text),
  read: (ctx) => parseCurlTranscript(ctx.text, ctx.options.side),
  framed: true,
  asks: 'a curl -v transcript',
  whyNot: () =>
    'curl -v transcript and debug timeline (Insomnia): no "> POST ..." or "< HTTP/1.1 ..." lines',
};

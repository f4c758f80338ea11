/**
 * A curl debug timeline: every line carries the prefix of the debug callback that wrote it
 * (`* ` text, `> ` header out, `< ` header in, `| ` data, `>> ` / `<< ` TLS data), as Insomnia's
 * Timeline shows a request and similar tools print libcurl's CURLOPT_DEBUGFUNCTION. The request
 * headers and the data-out lines form the request (spec 5.1, 5.2); a response after them is
 * offered as the other side (spec 5.3). The data lines lose how the body's lines were broken
 * (Insomnia drops empty lines, CRs and the final line break), so the body's bytes are taken as
 * proven only when its Content-Length counts the lines joined with line feeds, nothing dropped.
 */
import { utf8 } from '../../../text/bytes.ts';
import { readHeaderBlock } from '../header-block.ts';
import { headerValue, intakeFromHeaders, type HeaderList } from '../headers.ts';
import { readStartLine, type StartLine } from '../raw-http.ts';
import type { HarSide, Intake, PasteArtifact } from '../../types.ts';
import { either, type Reader } from '../../locate/reader.ts';

// [\s\S] rather than `.`: a body line may hold U+2028 or U+2029, which `.` does not match.
const PREFIXED = /^(>>|<<|[><|*]) ([\s\S]*)$/;
const REQUEST_LINE = /^> [A-Z]+ \S+ HTTP\/[\d.]+\r?$/m;
/** Lines Insomnia writes itself (packages/insomnia/src/network/network.ts, libcurl-promise.ts). */
const INSOMNIA_TEXT =
  /^\* (?:Preparing request to |Current time is |Using (?:HTTP 1\.[01]|HTTP\/2(?: PriorKnowledge)?|HTTP\/3|default HTTP version)\r?$|Received \d[\d.]* [KMG]?B chunk\r?$)/m;
const HIDDEN = /^\(\d[\d.]* [KMG]?B hidden\)$/;

/** One side as the timeline shows it. */
interface Side {
  start: StartLine;
  headers: HeaderList;
  /** The `| ` data lines after the head, without their prefix. */
  data: string[];
}

/**
 * True when `text` is a debug timeline rather than a `curl -v` transcript: it shows a request
 * line, no empty `>` or `<` line (curl -v prints one after each head), and either `| ` data
 * lines, Insomnia's own text lines, or only prefixed lines.
 */
function looksLikeDebugTimeline(text: string): boolean {
  // curl -v ends each head with an empty `>` or `<` line; the timeline drops empty lines, so one
  // means curl -v, whatever its response body holds (a Markdown table's `| ` lines).
  if (!REQUEST_LINE.test(text) || /^[<>] ?\r?$/m.test(text)) return false;
  if (/^\| /m.test(text) || INSOMNIA_TEXT.test(text)) return true;
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.length < 10_000 && lines.every((line) => PREFIXED.test(line.replace(/\r$/, '')));
}

/** The request and response heads and data lines; the last request wins (a redirect's). */
function readSides(text: string): { request?: Side; response?: Side; other: number } {
  let request: { head: string[]; data: string[] } | undefined;
  let response: { head: string[]; data: string[] } | undefined;
  let other = 0;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const match = PREFIXED.exec(line);
    if (!match) {
      if (line.trim() !== '') other += 1;
      continue;
    }
    const [, prefix, rest] = match as unknown as [string, string, string];
    if (prefix !== '|' && rest.trim() === '') continue;
    if (prefix === '>') {
      if (readStartLine(rest)?.type === 'request' || !request) {
        request = { head: [rest], data: [] };
        response = undefined;
      } else request.head.push(rest);
    } else if (prefix === '<') {
      if (/^HTTP\/[\d.]+ \d{3}/.test(rest) || !response) response = { head: [rest], data: [] };
      else response.head.push(rest);
    } else if (prefix === '|') {
      // After a 1xx interim response (Expect: 100-continue) the data still goes out.
      const interim = response && /^HTTP\/[\d.]+ 1\d\d/.test(response.head[0] as string);
      (response && !interim ? response : request)?.data.push(rest);
    }
  }
  const side = (part?: { head: string[]; data: string[] }): Side | undefined => {
    const start = part && readStartLine(part.head[0] as string);
    if (!part || !start) return undefined;
    const head = part.head.slice(1).join('\n');
    return { start, headers: readHeaderBlock(`${head}\n\n`, 0).headers, data: part.data };
  };
  const out: { request?: Side; response?: Side; other: number } = { other };
  const req = side(request);
  const res = side(response);
  if (req) out.request = req;
  if (res) out.response = res;
  return out;
}

/** The body from the data lines, proven by Content-Length or said to be unproven. */
function bodyOf(side: Side, notes: string[], warnings: string[], suspected: PasteArtifact[]) {
  const { data } = side;
  const declared = headerValue(side.headers, 'Content-Length');
  const length = declared !== undefined && /^\d{1,12}$/.test(declared) ? Number(declared) : -1;
  if (data.length === 0) {
    if (length > 0) {
      warnings.push(
        `Content-Length says ${length} bytes, but the timeline shows no "| " data lines: it drops lines that hold only spaces or line breaks, so the body is not in the paste. Paste the body below the headers to verify it.`,
      );
    }
    return '';
  }
  if (data.length === 1 && HIDDEN.test(data[0] as string)) {
    warnings.push(
      `The timeline hid the body ("${data[0]}"): Insomnia shows request data only under its timeline size limit. Paste the body below the headers to verify it.`,
    );
    return '';
  }
  const body = data.join('\n');
  const lines = `${data.length} "| " line${data.length > 1 ? 's' : ''}`;
  // Anything the timeline dropped (a CR, an empty line, the final line break) adds bytes, so only
  // the plain LF join can be proven by the count; a longer count fits several originals. A lone
  // CR, where the viewer breaks a line too, would count the same as the LF put back: no JSON
  // writer ends lines with a lone CR, and spec 4 bodies are JSON.
  const missing = length - utf8(body).length;
  if (missing === 0) {
    notes.push(
      `Read: the body from the timeline's ${lines} joined with line feeds; Content-Length ${length} counts exactly these bytes, so the timeline dropped nothing.`,
    );
    return body;
  }
  const why =
    length < 0
      ? 'no Content-Length says how long it was'
      : missing > 0
        ? `Content-Length ${length} counts ${missing} byte${missing > 1 ? 's' : ''} more than its ${lines} joined with line feeds (a CR before each line break, an empty line or a final line break the timeline dropped)`
        : `Content-Length ${length} counts fewer bytes than its ${lines}`;
  warnings.push(
    `The timeline shows the body line by line and drops empty lines, CRs and the final line break, so its exact bytes are not proven: ${why}. The lines were joined with line feeds; the search also tries them joined with CR LF.`,
  );
  if (data.length > 1 && length < 0) suspected.push('crlf-to-lf');
  return body;
}

/**
 * Reads a curl debug timeline (Insomnia's Timeline and tools that print libcurl's debug callback
 * the same way): the chosen side's headers (spec 5.1) and the body the data lines prove (5.2),
 * or the response (5.3). A string says what is missing when no request or status line is shown.
 */
export function readDebugTimeline(text: string, side?: HarSide): Intake | string {
  const sides = readSides(text);
  if (!sides.request && !sides.response) {
    return 'This looks like a curl debug timeline, but it shows no request line ("> POST /path HTTP/1.1") and no status line ("< HTTP/1.1 200 OK").';
  }
  const chosen: HarSide = side === 'response' && sides.response ? 'response' : 'request';
  const part = (sides[chosen] ?? sides.response) as Side;
  const notes: string[] = [];
  const warnings: string[] = [];
  const suspected: PasteArtifact[] = [];
  const body = bodyOf(part, notes, warnings, suspected);
  const kind = part.start.type;
  if (kind === 'response' && part.data.length === 0) {
    warnings.push(
      'The timeline does not show the response body (Insomnia writes "Received n B chunk" in its place). Paste the body from the response pane below these headers to verify it.',
    );
  }
  if (sides.other > 0) {
    warnings.push(
      `Skipped ${sides.other} line${sides.other > 1 ? 's' : ''} without a timeline prefix.`,
    );
  }
  const intake = intakeFromHeaders('debug-timeline', kind, part.headers, body, warnings);
  if (INSOMNIA_TEXT.test(text)) intake.formatDetail = 'Insomnia Timeline';
  if (part.start.type === 'request') {
    intake.method = part.start.method;
    intake.url = part.start.target;
  } else intake.status = part.start.status;
  const shown = (['request', 'response'] as const).filter((name) => sides[name]);
  if (shown.length > 1) {
    intake.sides = [...shown];
    notes.push(
      `Cut: the timeline holds the request and then its response; reading the ${kind}. Pick the side above.`,
    );
  }
  if (notes.length > 0) intake.restored = notes;
  if (suspected.length > 0) intake.suspectedArtifacts = suspected;
  return intake;
}

export const debugTimelineReader: Reader<'debug-timeline'> = {
  id: 'debug-timeline',
  label: 'curl debug timeline',
  detect: (ctx) => !ctx.json.ok && looksLikeDebugTimeline(ctx.text),
  read: (ctx) => either(readDebugTimeline(ctx.text, ctx.options.side)),
  framed: false,
  asks: 'a debug timeline such as Insomnia\u2019s',
  whyNot: () =>
    'curl -v transcript and debug timeline (Insomnia): no "> POST ..." or "< HTTP/1.1 ..." lines',
};

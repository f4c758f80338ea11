/**
 * A `.http` file (httpyac, VS Code REST Client, JetBrains HTTP Client): every request of it is a
 * reading (http-file-requests.ts says where each ends), with the file's `@name = value`
 * variables put in and `{{ ... }}` script blocks skipped. A body of several lines is read joined
 * with LF, as httpyac sends it (fixtures/files, captured) and JetBrains does (an IntelliJ
 * document holds its text with LF line breaks, IntelliJ Platform SDK "Documents"); REST Client
 * joins them with its system's line break (vscode-restclient `src/utils/selector.ts`), so the
 * same body with CR LF is offered too and the signature decides (spec 5.2 rule 1).
 */
import { decodeUtf8, fromBase64, isValidUtf8 } from '../../../text/bytes.ts';
import { readHeaderBlock } from '../header-block.ts';
import { intakeFromHeaders } from '../headers.ts';
import type { Intake } from '../../types.ts';
import { either, type ReadContext, type Reader } from '../../locate/reader.ts';
import { httpFileRequests, type HttpFileRequest } from './http-file-requests.ts';

// The value's leading white space is trimmed by hand: `\s*(.*?)` backtracks over a long run.
const VARIABLE = /^@([\w.-]+)\s*=(.*?)\r?$/;

/** True when the paste has a `.http` file's marks: `###`, a `{{` script block or a templated URL. */
function looksLikeHttpFile(text: string): boolean {
  const head = text.slice(0, 65536);
  return (
    /^###/m.test(head) ||
    /^\{\{/m.test(head) ||
    /^[A-Z]+ +\{\{/m.test(head) ||
    /^@[\w.-]+\s*=/m.test(head)
  );
}

/** The file without its `{{ ... }}` script blocks (each from a line starting `{{` to `}}`). */
function withoutScripts(text: string): string {
  const kept: string[] = [];
  let inScript = false;
  for (const line of text.split('\n')) {
    // A line that is one `{{name}}` is a variable put in (a body, a header), not a script.
    if (!inScript && /^\{\{\s*[\w.-]+\s*\}\}\r?$/.test(line)) kept.push(line);
    else if (!inScript && line.startsWith('{{')) inScript = !/\}\}\s*$/.test(line);
    else if (inScript) inScript = !/^\}\}\s*$/.test(line);
    else kept.push(line);
  }
  return kept.join('\n');
}

/**
 * Variables a script block sets to bytes written in base64 (`exports.query_body =
 * Buffer.from('...', 'base64')`), as the console's own export carries the body and merchant ID so
 * that no template is resolved in them: decoding them gives back exactly the bytes it sends.
 */
function base64Variables(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const assigned = /exports\.([\w.-]+)\s*=[^\n]*?Buffer\.from\('([A-Za-z0-9+/=]*)',\s*'base64'\)/g;
  for (const [, name, encoded] of text.slice(0, 1 << 20).matchAll(assigned)) {
    const bytes = fromBase64(encoded!);
    if (bytes && isValidUtf8(bytes)) found.set(name!, decodeUtf8(bytes));
  }
  return found;
}

const REST_CLIENT_EOL =
  'Read as VS Code REST Client on Windows sends it: the body\u2019s lines joined with CR LF (it joins them with its system\u2019s line break, whatever the file was saved with).';

/** What the reading of one request says about the bytes the file alone cannot prove. */
function requestWarnings(request: HttpFileRequest, crlf: boolean): string[] {
  const warnings: string[] = [];
  if (request.bodyLines.length > 1 && !crlf) {
    warnings.push(
      `The body has ${request.bodyLines.length} lines, read joined with LF as httpyac and JetBrains\u2019 HTTP Client send them, whatever line breaks the file was saved with; VS Code REST Client joins them with its system\u2019s line break (CR LF on Windows), which another reading tries.`,
    );
  }
  if (crlf) warnings.push(REST_CLIENT_EOL);
  if (request.droppedComments > 0) {
    warnings.push(
      `${request.droppedComments} comment line(s) (# or //) in the body were left out, as httpyac and REST Client leave them out of what they send.`,
    );
  }
  if (request.fromFile !== undefined) {
    warnings.push(
      `The body is read from the file ${request.fromFile} ("< ${request.fromFile}"), which the paste does not hold: paste the file\u2019s content or the request as sent.`,
    );
  }
  return warnings;
}

/**
 * Every request of a `.http` file as a reading: headers and body with the file's `@variables`
 * put in (spec 5.1, 5.2), the query endpoint's request first (else the file's first), then the
 * others in file order, then a multi-line body with CR LF between its lines (REST Client on
 * Windows). The signature decides between them (decide.ts).
 */
function readHttpFile(text: string): Intake[] {
  const variables = base64Variables(text);
  const cleaned = withoutScripts(text);
  for (const line of cleaned.split('\n')) {
    const variable = VARIABLE.exec(line);
    if (variable) variables.set(variable[1] as string, (variable[2] as string).trimStart());
  }
  const requests = httpFileRequests(cleaned);
  const first = Math.max(
    0,
    requests.findIndex((r) => r.url.includes('/api/v1/payments/query')),
  );
  const fill = (value: string) =>
    value.replace(
      /\{\{\s*([\w.-]+)\s*\}\}/g,
      (whole, name: string) => variables.get(name) ?? whole,
    );
  const scripted = /^\{\{/m.test(text) || /^< ?(?:\{%|\S+\.js\b)/m.test(text);
  const read = (request: HttpFileRequest, index: number, crlf: boolean): Intake => {
    const headers = readHeaderBlock(`${request.headerLines.join('\n')}\n\n`, 0).headers.map(
      ([name, value]): [string, string] => [name, fill(value)],
    );
    const body = fill(request.bodyLines.join(crlf ? '\r\n' : '\n'));
    const warnings = requestWarnings(request, crlf);
    if (scripted) warnings.push(SCRIPT_WARNING);
    const intake = intakeFromHeaders('http-file', 'request', headers, body, warnings);
    intake.method = request.method;
    intake.url = fill(request.url);
    if (requests.length > 1) {
      const named = request.name === undefined ? '' : `, \u201c${request.name}\u201d`;
      intake.formatDetail = `request ${index + 1} of ${requests.length}${named}`;
    }
    return intake;
  };
  const order = requests.map((_, i) => i).sort((a, b) => Number(b === first) - Number(a === first));
  const crlf = order.filter((i) => (requests[i] as HttpFileRequest).bodyLines.length > 1);
  return [
    ...order.map((i) => read(requests[i] as HttpFileRequest, i, false)),
    ...crlf.map((i) => read(requests[i] as HttpFileRequest, i, true)),
  ];
}

const SCRIPT_WARNING =
  "This .http file runs a script before each request (it may compute X-Sign and the values it signs at run time); paste the request as sent (httpyac --verbose, or the tool's log) to verify a sent request.";

const looksLikeFile = (ctx: ReadContext) => !ctx.json.ok && looksLikeHttpFile(ctx.text);

export const httpFileReader: Reader<'http-file'> = {
  id: 'http-file',
  label: '.http file request',
  detect: looksLikeFile,
  read: (ctx) => either(readHttpFile(ctx.text)[0]),
  besides: (ctx) => (looksLikeFile(ctx) ? readHttpFile(ctx.text).slice(1) : undefined),
  framed: false,
  asks: 'a .http file',
  whyNot: () => '.http: no request line under a "###" separator',
};

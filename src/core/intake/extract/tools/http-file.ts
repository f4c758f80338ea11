/**
 * A `.http` file request (httpyac, VS Code REST Client, JetBrains): `###` between requests,
 * `@name = value` file variables, `{{ ... }}` script blocks (skipped), a request line, header
 * lines, an empty line and the body. File variables are put in where the file defines them; the
 * body is the request's text with the blank lines before the next `###` dropped, as those tools
 * send it (spec 5.2 rule 1).
 */
import { decodeUtf8, fromBase64, isValidUtf8 } from '../../../text/bytes.ts';
import { readHeaderBlock } from '../header-block.ts';
import { intakeFromHeaders } from '../headers.ts';
import type { Intake } from '../../types.ts';
import { either, type Reader } from '../../locate/reader.ts';

const REQUEST_LINE =
  /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) +(\S+)(?: +HTTP\/[\d.]+)?[ \t]*\r?$/;
const VARIABLE = /^@([\w.-]+)\s*=\s*(.*?)\r?$/;

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

/** The body without the blank lines the file puts before the next `###` (a linear scan). */
function withoutTrailingBlankLines(body: string): string {
  let end = body.length;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    const ch = body[i];
    if (ch === '\n') end = i > 0 && body[i - 1] === '\r' ? i - 1 : i;
    else if (ch !== ' ' && ch !== '\t' && ch !== '\r') break;
  }
  return body.slice(0, end);
}

/**
 * Reads the first request of a `.http` file whose path is the query endpoint (else the first
 * request): headers and body with the file's `@variables` put in (spec 5.1, 5.2).
 */
function readHttpFile(text: string): Intake | undefined {
  const variables = base64Variables(text);
  const sections = withoutScripts(text).split(/^###.*$/m);
  const requests: Array<{ method: string; url: string; rest: string }> = [];
  for (const section of sections.slice(0, 200)) {
    const lines = section.split('\n');
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] as string;
      const variable = VARIABLE.exec(line);
      if (variable) variables.set(variable[1] as string, variable[2] as string);
      const request = REQUEST_LINE.exec(line);
      if (request) {
        requests.push({
          method: request[1] as string,
          url: request[2] as string,
          rest: lines.slice(i + 1).join('\n'),
        });
        break;
      }
    }
  }
  const chosen = requests.find((r) => r.url.includes('/api/v1/payments/query')) ?? requests[0];
  if (!chosen) return undefined;
  const fill = (value: string) =>
    value.replace(
      /\{\{\s*([\w.-]+)\s*\}\}/g,
      (whole, name: string) => variables.get(name) ?? whole,
    );
  const block = readHeaderBlock(chosen.rest, 0);
  const headers = block.headers
    .filter(([name]) => !name.startsWith('#') && !name.startsWith('//'))
    .map(([name, value]): [string, string] => [name, fill(value)]);
  const body = fill(withoutTrailingBlankLines(block.body));
  const intake = intakeFromHeaders('http-file', 'request', headers, body, [...block.warnings]);
  intake.method = chosen.method;
  intake.url = fill(chosen.url);
  if (/^\{\{/m.test(text)) {
    intake.warnings.push(
      "This .http file runs a script before each request (it may compute X-Sign and the values it signs at run time); paste the request as sent (httpyac --verbose, or the tool's log) to verify a sent request.",
    );
  }
  return intake;
}

export const httpFileReader: Reader<'http-file'> = {
  id: 'http-file',
  label: '.http file request',
  detect: (ctx) => !ctx.json.ok && looksLikeHttpFile(ctx.text),
  read: (ctx) => either(readHttpFile(ctx.text)),
  framed: false,
  asks: 'a .http file',
  whyNot: () => '.http: no request line under a "###" separator',
};

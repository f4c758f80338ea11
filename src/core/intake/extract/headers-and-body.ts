/**
 * Header lines and a body with no start line: what people paste when they copy the headers
 * from a log or a browser's network panel and add the body below.
 */
import { readHeaderBlock } from './header-block.ts';
import { intakeFromHeaders } from './headers.ts';
import type { IntakeResult } from '../types.ts';
import type { Reader } from '../locate/reader.ts';
import { isHeaderLine } from './header-block.ts';
import { firstLine, quoteLine } from './raw-http.ts';

const LEADING = /^\uFEFF?[ \t\r\n]*/;

/**
 * Parses `Name: value` lines, an empty line, then the body kept exactly as pasted (spec 5.1
 * headers, 5.2 rule 1 body). A body that starts with `{` straight after the headers is also
 * accepted. The kind is `request`; the caller may relabel it a response or webhook (spec 5.3).
 */
export function parseHeadersAndBody(text: string): IntakeResult {
  const block = readHeaderBlock(text, (LEADING.exec(text)?.[0] ?? '').length);
  if (block.headers.length === 0) {
    return {
      ok: false,
      error:
        'No header lines found. Paste lines such as "X-Sign: 3f2a...", an empty line, then the body.',
    };
  }
  const intake = intakeFromHeaders('headers-and-body', 'request', block.headers, block.body, [
    ...block.warnings,
  ]);
  return { ok: true, intake };
}

export const headersAndBodyReader: Reader<'headers-and-body'> = {
  id: 'headers-and-body',
  label: 'headers and body',
  detect: (ctx) => !ctx.json.ok && isHeaderLine(firstLine(ctx.text)),
  read: (ctx) => parseHeadersAndBody(ctx.text),
  framed: true,
  asks: 'headers and a body',
  whyNot: (ctx) =>
    `headers and body: the first line ${quoteLine(firstLine(ctx.text))} is not "Name: value"`,
};

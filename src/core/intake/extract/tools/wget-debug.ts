/**
 * `wget --debug`: the request head between `---request begin---` and `---request end---`, then
 * the body on a `[BODY data: ...]` line (`[POST data: ...]` in older wget). The body is cut by the
 * head's Content-Length where one is given, so a `]` inside the body is no trouble (spec 5.2
 * rule 1: the bytes sent are the bytes signed).
 */
import { decodeUtf8, utf8 } from '../../../text/bytes.ts';
import { readHeaderBlock } from '../header-block.ts';
import { headerValue, intakeFromHeaders } from '../headers.ts';
import { readStartLine } from '../raw-http.ts';
import type { Intake } from '../../types.ts';
import { either, type Reader } from '../../locate/reader.ts';

const BLOCK = /---request begin---\r?\n([^\n]*)\n([\s\S]*?)---request end---/;
const BODY = /\[(?:BODY|POST) data: /;

/** True when the paste holds wget's `---request begin---` debug block. */
function looksLikeWgetDebug(text: string): boolean {
  return text.includes('---request begin---');
}

/** Reads the request out of `wget --debug` output (spec 5.1 headers, 5.2 body). */
function readWgetDebug(text: string): Intake | string {
  const block = BLOCK.exec(text);
  if (!block) return 'wget --debug output, but its ---request begin--- block never ends.';
  const start = readStartLine(block[1] as string);
  const head = readHeaderBlock(block[2] as string, 0);
  const warnings = [...head.warnings];
  const after = text.slice(block.index + block[0].length);
  const bodyAt = BODY.exec(after);
  let body = '';
  if (bodyAt) {
    const from = after.slice(bodyAt.index + bodyAt[0].length);
    const declared = headerValue(head.headers, 'Content-Length');
    const bytes = utf8(from);
    const length = declared !== undefined && /^\d{1,12}$/.test(declared) ? Number(declared) : -1;
    if (length >= 0 && length < bytes.length && bytes[length] === 0x5d) {
      body = decodeUtf8(bytes.slice(0, length));
    } else {
      const line = from.split('\n')[0] ?? '';
      body = line.replace(/\]\r?$/, '');
      warnings.push(
        'The body was taken up to the "]" closing wget\'s [BODY data: ...] line; no Content-Length confirms where it ends.',
      );
    }
  } else warnings.push('wget printed no [BODY data: ...] line, so the body is not in the paste.');
  const intake = intakeFromHeaders('wget-debug', 'request', head.headers, body, warnings);
  if (start?.type === 'request') {
    intake.method = start.method;
    intake.url = start.target;
  }
  return intake;
}

export const wgetDebugReader: Reader<'wget-debug'> = {
  id: 'wget-debug',
  label: 'wget --debug output',
  detect: (ctx) => !ctx.json.ok && looksLikeWgetDebug(ctx.text),
  read: (ctx) => either(readWgetDebug(ctx.text)),
  framed: false,
  asks: 'wget --debug output',
  whyNot: () => 'wget: no "---request begin---" block',
};

/**
 * Raw HTTP messages pasted from a ticket: a request (`POST /api/v1/payments/query HTTP/1.1`)
 * or a response (`HTTP/1.1 200 OK`), headers, an empty line and the body. The body is kept byte
 * for byte, since it is what was signed (spec 5.2 rule 1, 5.3 rule 3).
 */
import { utf8 } from '../../text/bytes.ts';
import { QUERY_PATH } from '../../protocol/endpoint.ts';
import { readHeaderBlock } from './header-block.ts';
import { headerValue, intakeFromHeaders } from './headers.ts';
import type { IntakeResult } from '../types.ts';

/** The first line of an HTTP message. */
export type StartLine =
  { type: 'request'; method: string; target: string } | { type: 'response'; status: number };

const REQUEST_LINE = /^([A-Z]+) +(\S+) +HTTP\/\d(?:\.\d)?[ \t]*$/;
const BARE_REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) +(\S+)[ \t]*$/;
const STATUS_LINE = /^HTTP\/\d(?:\.\d)? +(\d{3})(?:[ \t].*)?$/;

/** Where the message starts: a BOM and blank lines before the start line are not part of it. */
const LEADING = /^\uFEFF?[ \t\r\n]*/;

/**
 * Reads an HTTP request line or status line (RFC 9112 3, 4), which tells a request (spec 4,
 * 5.1) from a response (spec 5.3). A request line without the version is accepted for the
 * common methods, since tickets often leave it out.
 */
export function readStartLine(line: string): StartLine | undefined {
  const clean = line.replace(/\r$/, '');
  const request = REQUEST_LINE.exec(clean) ?? BARE_REQUEST_LINE.exec(clean);
  if (request)
    return { type: 'request', method: request[1] as string, target: request[2] as string };
  const status = STATUS_LINE.exec(clean);
  if (status) return { type: 'response', status: Number(status[1]) };
  return undefined;
}

/** A line quoted for a refusal, cut to 40 characters. */
export const quoteLine = (line: string): string => {
  const clean = line.replace(/\r$/, '').trim();
  return `"${clean.length > 40 ? `${clean.slice(0, 37)}...` : clean}"`;
};

/** The first line of `text` after any BOM and leading blank lines (for format detection). */
export function firstLine(text: string): string {
  const rest = text.slice((LEADING.exec(text)?.[0] ?? '').length);
  const newline = rest.indexOf('\n');
  return newline === -1 ? rest : rest.slice(0, newline);
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Explains a Content-Length that does not match the body, naming the likely paste damage. */
function contentLengthWarning(declared: string, body: string): string | undefined {
  if (!/^\d+$/.test(declared)) return `Content-Length "${declared}" is not a number of bytes.`;
  const expected = Number(declared);
  const actual = utf8(body).length;
  if (expected === actual) return undefined;
  const diff = actual - expected;
  const causes: string[] = [];
  if ((diff === 1 && body.endsWith('\n')) || (diff === 2 && body.endsWith('\r\n'))) {
    causes.push('a trailing newline was added');
  }
  if ((diff === -1 || diff === -2) && !body.endsWith('\n')) {
    causes.push('a trailing newline was lost');
  }
  if (diff < 0 && -diff === count(body, /(?<!\r)\n/g)) {
    causes.push('CR LF line endings in the body became LF');
  }
  if (diff > 0 && diff === count(body, /\r\n/g)) causes.push('LF line endings became CR LF');
  const why =
    causes.length > 0
      ? `Likely cause: ${causes.join(', or ')}.`
      : 'Copy and paste may have changed line endings or a trailing newline, or the body was edited.';
  return `Content-Length says ${expected} bytes but this body is ${actual} bytes of UTF-8. ${why} The signature covers the exact bytes sent: drop the original file instead of pasting it.`;
}

/**
 * Parses a pasted raw HTTP request or response into the signed fields (spec 5.1 headers, 5.2
 * raw body; 5.3 for responses). Header framing may be CR LF or LF; the body is everything after
 * the first empty line, untouched. Warns when line endings or Content-Length suggest the paste
 * changed the bytes.
 */
export function parseRawHttp(text: string): IntakeResult {
  const start = (LEADING.exec(text)?.[0] ?? '').length;
  const newline = text.indexOf('\n', start);
  const line = text.slice(start, newline === -1 ? text.length : newline);
  const startLine = readStartLine(line);
  if (!startLine) {
    return {
      ok: false,
      error: `The first line "${line.slice(0, 80)}" is neither an HTTP request line (POST ${QUERY_PATH} HTTP/1.1) nor a status line (HTTP/1.1 200 OK).`,
    };
  }
  const block = readHeaderBlock(text, newline === -1 ? text.length : newline + 1);
  const warnings = [...block.warnings];
  if (block.bodyByLength) {
    warnings.push(
      'No empty line separates the headers from the body (as when Firefox\'s "Copy Request Headers" and "Copy POST Data" are pasted one after the other); the body was taken to start at the first line that is not a header, from where the paste holds the bytes Content-Length declares.',
    );
  } else if (block.bodyWithoutBlankLine) {
    warnings.push(
      'No empty line separates the headers from the body; the body was taken to start at the line beginning with "{" or "[". A real HTTP message has that empty line, so the paste may have lost it.',
    );
  }
  if (block.bareLf || (newline !== -1 && !line.endsWith('\r'))) {
    warnings.push(
      'The header lines end with LF only, but a real HTTP message uses CR LF: the paste may have changed line endings, in the body too.',
    );
  }
  const declared = headerValue(block.headers, 'Content-Length');
  const lengthWarning =
    declared === undefined ? undefined : contentLengthWarning(declared, block.body);
  if (lengthWarning) warnings.push(lengthWarning);
  const isRequest = startLine.type === 'request';
  const intake = intakeFromHeaders(
    isRequest ? 'raw-http-request' : 'raw-http-response',
    isRequest ? 'request' : 'response',
    block.headers,
    block.body,
    warnings,
  );
  if (startLine.type === 'request') {
    intake.method = startLine.method;
    intake.url = startLine.target;
  } else {
    intake.status = startLine.status;
  }
  return { ok: true, intake };
}

/**
 * Chunked transfer coding (RFC 9112 7.1), as a proxy's raw view (Fiddler), a `curl --trace` or a
 * plain dump of the wire shows a request sent without Content-Length: hex chunk sizes (with
 * optional `;name=value` extensions), each chunk's bytes, a zero-size last chunk and optional
 * trailer fields. The body signed is the content without that framing (spec 5.2 rule 1).
 * Undoing is exact: every chunk's size counts its bytes, so the framing proves where each one
 * ends; when a size does not fit the bytes the step does not apply at all.
 */
import { decodeUtf8, utf8 } from '../../text/bytes.ts';
import type { UnwrapStep } from './step.ts';

/** The header naming chunked as the only transfer coding (RFC 9112 6.1). */
const TE_CHUNKED = /^transfer-encoding[ \t]*:[ \t]*chunked[ \t]*\r?$/im;
const CONTENT_LENGTH = /^content-length[ \t]*:/im;
/** chunk-size [ chunk-ext ] (RFC 9112 7.1.1); sixteen hex digits is more than any paste holds. */
const CHUNK_LINE = /^([0-9A-Fa-f]{1,16})[ \t]*(?:;[^\r\n]*)?$/;
const TRAILER_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+[ \t]*:[^\r\n]*$/;
const LF = 10;
const CR = 13;

/** The content of a chunked body, the trailer lines after it, and where the framing ended. */
export interface Dechunked {
  content: Uint8Array;
  trailers: string[];
  end: number;
}

/** One line of the framing from `at` (its CR LF or bare LF dropped), or undefined past the end. */
function lineAt(bytes: Uint8Array, at: number): { line: string; next: number } | undefined {
  if (at >= bytes.length) return undefined;
  // The last line may end where the paste ends, without its line break.
  const found = bytes.indexOf(LF, at);
  const lf = found === -1 ? bytes.length : found;
  if (lf - at > 4096) return undefined;
  const stop = lf > at && bytes[lf - 1] === CR ? lf - 1 : lf;
  return { line: decodeUtf8(bytes.subarray(at, stop)), next: lf + 1 };
}

/**
 * Decodes chunked transfer coding (the algorithm of RFC 9112 7.1.3), or undefined when the
 * framing is not valid: a size line that is not hex, a chunk whose bytes do not end where its
 * size says, no last chunk.
 */
export function dechunk(bytes: Uint8Array): Dechunked | undefined {
  const parts: Uint8Array[] = [];
  let total = 0;
  let at = 0;
  for (;;) {
    const sizeLine = lineAt(bytes, at);
    const size = sizeLine && CHUNK_LINE.exec(sizeLine.line);
    if (!sizeLine || !size) return undefined;
    const length = parseInt(size[1] as string, 16);
    at = sizeLine.next;
    if (length === 0) break;
    if (length > bytes.length - at) return undefined;
    parts.push(bytes.subarray(at, at + length));
    total += length;
    at += length;
    if (bytes[at] === CR && bytes[at + 1] === LF) at += 2;
    else if (bytes[at] === LF) at += 1;
    else return undefined;
  }
  const trailers: string[] = [];
  for (;;) {
    const trailer = lineAt(bytes, at);
    // A paste may end right after the last chunk's line, without the final empty line.
    if (!trailer) break;
    at = trailer.next;
    if (trailer.line === '') break;
    if (!TRAILER_LINE.test(trailer.line)) return undefined;
    trailers.push(trailer.line);
  }
  const content = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    content.set(part, offset);
    offset += part.length;
  }
  return { content, trailers, end: at };
}

/** The Transfer-Encoding line with the line break before it, and the body after the empty line. */
function splitChunked(text: string) {
  const te = TE_CHUNKED.exec(text);
  if (!te) return undefined;
  const blank = /\r?\n\r?\n/g;
  blank.lastIndex = te.index;
  const gap = blank.exec(text);
  if (!gap) return undefined;
  const eol = gap[0].startsWith('\r') ? '\r\n' : '\n';
  const lineEnd = te.index + te[0].replace(/\r$/, '').length;
  // The line goes with the break before it (or, first in the paste, the break after it).
  const cut =
    te.index === 0
      ? { from: 0, to: Math.min(lineEnd + eol.length, gap.index) }
      : { from: te.index - (text[te.index - 2] === '\r' ? 2 : 1), to: lineEnd };
  return {
    head: text.slice(0, cut.from) + text.slice(cut.to, gap.index),
    eol,
    gap: gap[0],
    body: text.slice(gap.index + gap[0].length),
  };
}

/**
 * The message with its body dechunked and the Transfer-Encoding line gone; trailer fields join
 * the header block (RFC 9112 7.1.2). What follows the framing (the response, in an exchange)
 * stays, behind a Content-Length of the content when the message had none, so it is cut there.
 */
export function undoChunked(text: string): string | undefined {
  const split = splitChunked(text);
  if (!split) return undefined;
  const bytes = utf8(split.body);
  const decoded = dechunk(bytes);
  if (!decoded) return undefined;
  const rest = decodeUtf8(bytes.subarray(decoded.end));
  const follows = rest.trim() !== '';
  const length =
    follows && !CONTENT_LENGTH.test(split.head)
      ? `${split.eol}Content-Length: ${decoded.content.length}`
      : '';
  const trailers = decoded.trailers.map((line) => `${split.eol}${line}`).join('');
  const content = decodeUtf8(decoded.content);
  return `${split.head}${trailers}${length}${split.gap}${content}${follows ? rest : ''}`;
}

/** The body cut into chunks at character boundaries, framed with CR LF as RFC 9112 7.1 says. */
export function chunkBody(body: string, piece = 16): string {
  const chars = [...body];
  let out = '';
  for (let i = 0; i < chars.length; i += piece) {
    const chunk = chars.slice(i, i + piece).join('');
    out += `${utf8(chunk).length.toString(16)}\r\n${chunk}\r\n`;
  }
  return `${out}0\r\n\r\n`;
}

/** A message sent with its body chunked: Transfer-Encoding: chunked ends its header block. */
function wrapChunked(text: string): string {
  const gap = /\r?\n\r?\n/.exec(text) ?? { index: text.length, 0: '\r\n\r\n' };
  const eol = gap[0].startsWith('\r') ? '\r\n' : '\n';
  const body = text.slice(gap.index + gap[0].length);
  return `${text.slice(0, gap.index)}${eol}Transfer-Encoding: chunked${gap[0]}${chunkBody(body)}`;
}

/** Whether the text holds a Transfer-Encoding: chunked header line. */
export const namesChunked = (text: string): boolean => TE_CHUNKED.test(text);

export const chunkedStep: UnwrapStep = {
  id: 'chunked',
  label: 'chunked transfer coding (Transfer-Encoding: chunked, the chunk-size lines)',
  applies: namesChunked,
  undo: undoChunked,
  wrap: wrapChunked,
};

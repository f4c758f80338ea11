/**
 * The parts of an Internet message (RFC 5322 header fields, RFC 2045 Content-Transfer-Encoding,
 * RFC 2046 multipart boundaries), each decoded to its text exactly: the bytes a mail client
 * shows when it opens the part. Used by the mail-source unwrap step (mime.ts).
 */
import { concatBytes, decodeUtf8, fromBase64, isValidUtf8, utf8 } from '../../../text/bytes.ts';
import { BLANKS, trimEndRun, trimStartRun } from '../../../text/trim-runs.ts';

/** One entity: its header fields (lower-case names, unfolded values) and its raw body. */
export interface Entity {
  headers: Map<string, string>;
  body: string;
}

// The value's leading blanks are trimmed by hand: `[ \t]*(.*)` backtracks over a long run.
const FIELD_LINE = /^([!-9;-~]+):(.*)$/;
/** A mail's header block is short; a longer one is not a mail's (bounds the scan). */
const MAX_HEADER_LINES = 400;

/** Splits an entity into its header fields and its body (after the first empty line). */
export function splitEntity(text: string): Entity | undefined {
  const headers = new Map<string, string>();
  let at = 0;
  let last: string | undefined;
  for (let n = 0; n < MAX_HEADER_LINES; n += 1) {
    const end = text.indexOf('\n', at);
    if (end === -1) return undefined;
    const line = text.slice(at, end).replace(/\r$/, '');
    at = end + 1;
    if (line === '') return headers.size > 0 ? { headers, body: text.slice(at) } : undefined;
    // An mbox file's own "From " line before the first field (RFC 4155).
    if (n === 0 && line.startsWith('From ')) continue;
    if (/^[ \t]/.test(line) && last !== undefined) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const field = FIELD_LINE.exec(line);
    if (!field) return undefined;
    last = (field[1] as string).toLowerCase();
    headers.set(last, trimStartRun(field[2] as string, BLANKS));
  }
  return undefined;
}

/** A parameter of a header value (`boundary="..."`, `charset=utf-8`), RFC 2045 section 5.1. */
export function parameter(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * The body parts of a multipart body (RFC 2046 section 5.1.1): the line break before a
 * delimiter line belongs to the delimiter, so each part keeps its own bytes, CR LF included.
 */
export function multipartBodies(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let current: string[] | undefined;
  let at = 0;
  while (at < body.length) {
    const end = body.indexOf('\n', at);
    const next = end === -1 ? body.length : end + 1;
    const line = body.slice(at, next);
    const bare = trimEndRun(line.replace(/\n$/, '').replace(/\r$/, ''), BLANKS);
    at = next;
    if (bare === `--${boundary}` || bare === `--${boundary}--`) {
      if (current) parts.push(current.join('').replace(/\r?\n$/, ''));
      if (bare === `--${boundary}--`) return parts;
      current = [];
      continue;
    }
    current?.push(line);
  }
  return parts;
}

/** Quoted-printable to bytes (RFC 2045 section 6.7): soft line breaks dropped, `=XX` a byte. */
function quotedPrintableBytes(text: string): Uint8Array | undefined {
  const pieces = text.replace(/=[ \t]*\r?\n/g, '').split(/=([0-9A-Fa-f]{2})/);
  const out: Uint8Array[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i] as string;
    if (i % 2 === 1) out.push(Uint8Array.of(parseInt(piece, 16)));
    else if (piece.includes('=')) return undefined;
    else out.push(utf8(piece));
  }
  return concatBytes(out);
}

/** The text of a part's bytes in its charset: UTF-8 (or ASCII), or ISO-8859-1 byte for byte. */
function charsetText(bytes: Uint8Array, charset: string | undefined): string | undefined {
  if (/^(?:iso-8859-1|latin1)$/i.test(charset ?? '')) {
    return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  }
  return isValidUtf8(bytes) ? decodeUtf8(bytes) : undefined;
}

/** A leaf part's content decoded by its Content-Transfer-Encoding, or undefined when it is not text. */
export function decodedText(entity: Entity): string | undefined {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  const charset = parameter(entity.headers.get('content-type'), 'charset');
  if (encoding === 'base64') {
    const bytes = fromBase64(entity.body.replace(/\s+/g, ''));
    return bytes ? charsetText(bytes, charset) : undefined;
  }
  if (encoding === 'quoted-printable') {
    const bytes = quotedPrintableBytes(entity.body);
    return bytes ? charsetText(bytes, charset) : undefined;
  }
  return entity.body;
}

/**
 * A request followed by its response in one paste: a proxy's flow export, Wireshark's "Follow
 * HTTP Stream", the Postman Console. Each body ends where its Content-Length says when another
 * HTTP message follows (the bytes after it are not the body, spec 5.2 rule 1), so the exchange
 * is cut into its messages and the user picks the side, as for a `curl -v` transcript.
 */
import { decodeUtf8, utf8 } from '../../text/bytes.ts';
import { readHeaderBlock } from './header-block.ts';
import { headerValue } from './headers.ts';
import { firstLine, readStartLine } from './raw-http.ts';

/** One message cut out of an exchange, and how its end was found. */
export interface CutMessage {
  text: string;
  type: 'request' | 'response';
  /** The Content-Length that ended it, when one did. */
  length?: number;
}

const LEADING = /^\uFEFF?[ \t\r\n]*/;
const STATUS_AT_LINE = /\r?\n(?=HTTP\/\d(?:\.\d)? \d{3}(?:[ \t][^\n]*)?\r?\n)/;

/** The first message of `text` and what follows it, or undefined when nothing does. */
function cutOne(text: string): { message: CutMessage; rest: string } | undefined {
  const start = (LEADING.exec(text)?.[0] ?? '').length;
  const newline = text.indexOf('\n', start);
  const startLine = readStartLine(firstLine(text));
  if (!startLine || newline === -1) return undefined;
  const block = readHeaderBlock(text, newline + 1);
  const bodyStart = text.length - block.body.length;
  const declared = headerValue(block.headers, 'Content-Length');
  if (declared !== undefined && /^\d{1,12}$/.test(declared)) {
    const length = Number(declared);
    const bytes = utf8(block.body);
    if (bytes.length <= length) return undefined;
    const body = decodeUtf8(bytes.slice(0, length));
    const rest = text.slice(bodyStart + body.length);
    if (!readStartLine(firstLine(rest))) return undefined;
    return {
      message: { text: text.slice(0, bodyStart + body.length), type: startLine.type, length },
      rest,
    };
  }
  if (startLine.type !== 'request') return undefined;
  // No length: the response's status line at the start of a line ends the request's body.
  const status = STATUS_AT_LINE.exec(block.body);
  if (!status) return undefined;
  const end = bodyStart + status.index;
  return {
    message: { text: text.slice(0, end), type: 'request' },
    rest: text.slice(end + status[0].length),
  };
}

/**
 * Cuts a pasted exchange into its first two HTTP messages (RFC 9112 6.2: Content-Length frames
 * the body). Undefined when the paste holds one message only.
 */
export function cutExchange(text: string): CutMessage[] | undefined {
  const first = cutOne(text);
  if (!first) return undefined;
  const second = cutOne(first.rest);
  const restType = readStartLine(firstLine(first.rest))?.type ?? 'response';
  return [first.message, second ? second.message : { text: first.rest, type: restType }];
}

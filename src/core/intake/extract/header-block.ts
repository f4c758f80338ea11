/**
 * Splits `Name: value` header lines from the body that follows the first empty line, the
 * framing of an HTTP message. The body is sliced out of the input untouched (spec 5.2 rule 1).
 */
import { utf8 } from '../../text/bytes.ts';
import type { HeaderList } from './headers.ts';
import { BLANKS, trimRuns } from '../../text/trim-runs.ts';

/** A header block and the body after it. */
export interface HeaderBlock {
  headers: HeaderList;
  /** Everything after the first empty line, exactly as pasted. */
  body: string;
  /** True when some line of the block ended with LF alone instead of CR LF. */
  bareLf: boolean;
  /** True when no empty line was found and the body began at a line starting with `{` or `[`. */
  bodyWithoutBlankLine: boolean;
  /** True when no empty line was found and the body began at a line Content-Length proves. */
  bodyByLength?: boolean;
  warnings: string[];
}

// A leading ':' admits HTTP/2 pseudo-headers (:method, :path), as browsers copy them.
const HEADER_LINE = /^(:?[!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]*:(.*)$/;

/**
 * True when `line` has the `Name: value` shape of an HTTP header field (RFC 9112 5.1), the way
 * the spec 5.1 headers travel. HTTP/2 pseudo-headers such as `:method` count too.
 */
export function isHeaderLine(line: string): boolean {
  return HEADER_LINE.test(line.replace(/\r$/, ''));
}

/**
 * Whether the rest of the paste, from a line on, has the declared Content-Length, give or take
 * line breaks a ticket added at its end: the first line that is not a header is then the body's
 * first line (two copies pasted one after the other, spec 5.2 rule 1). The rest's byte count is
 * taken once and lowered as lines are passed, so many such lines stay linear work.
 */
function lengthProbe(text: string): (pos: number, declared: number | undefined) => boolean {
  let restBytes: number | undefined;
  let at = 0;
  let trailing = 0;
  return (pos, declared) => {
    if (declared === undefined || declared <= 0) return false;
    if (restBytes === undefined) {
      restBytes = utf8(text.slice(pos)).length;
      const isBreak = (i: number) => [10, 13].includes(text.charCodeAt(i));
      while (trailing < text.length - pos && isBreak(text.length - 1 - trailing)) trailing += 1;
    } else restBytes -= utf8(text.slice(at, pos)).length;
    at = pos;
    return restBytes === declared || restBytes - trailing === declared;
  };
}

const shorten = (line: string) => (line.length > 60 ? `${line.slice(0, 57)}...` : line);

/**
 * Reads header lines from `start` up to the first empty line, CR LF or LF framed, and returns
 * the rest as the body without trimming or re-encoding anything (spec 5.2 rule 1). A body that
 * begins without an empty line but with `{` or `[`, or at a line from which the rest has the
 * declared Content-Length, is accepted and flagged.
 */
export function readHeaderBlock(text: string, start: number): HeaderBlock {
  const headers: HeaderList = [];
  const warnings: string[] = [];
  let bareLf = false;
  let pos = start;
  let declared: number | undefined;
  const restHasLength = lengthProbe(text);
  const done = (body: string, bodyWithoutBlankLine = false): HeaderBlock => ({
    headers,
    body,
    bareLf,
    bodyWithoutBlankLine,
    warnings,
  });
  while (pos < text.length) {
    const newline = text.indexOf('\n', pos);
    const end = newline === -1 ? text.length : newline;
    const next = newline === -1 ? text.length : newline + 1;
    const line = text.slice(pos, end).replace(/\r$/, '');
    if (/^[{[]/.test(line)) return done(text.slice(pos), true);
    if (newline !== -1 && !(newline > pos && text[newline - 1] === '\r')) bareLf = true;
    if (/^[ \t]*$/.test(line)) {
      if (line !== '') {
        warnings.push('The line between the headers and the body holds spaces or tabs.');
      }
      return done(text.slice(next));
    }
    const match = HEADER_LINE.exec(line);
    const last = headers[headers.length - 1];
    if (match) {
      const value = trimRuns(match[2] as string, BLANKS);
      headers.push([match[1] as string, value]);
      if (/^content-length$/i.test(match[1] as string)) {
        declared = /^\d{1,12}$/.test(value) ? Number(value) : undefined;
      }
    } else if (/^[ \t]/.test(line) && last) {
      // Obsolete line folding (RFC 9112 5.2): the line continues the previous value.
      last[1] = `${last[1]} ${trimRuns(line, BLANKS)}`;
      warnings.push(`The header ${last[0]} is folded over two lines; the lines were joined.`);
    } else if (restHasLength(pos, declared)) {
      return { ...done(text.slice(pos), true), bodyByLength: true };
    } else {
      warnings.push(`Ignored a line that is not a header: "${shorten(line)}".`);
    }
    pos = next;
  }
  return done('');
}

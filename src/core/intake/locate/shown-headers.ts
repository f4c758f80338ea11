/**
 * The request's other headers as the paste shows them beside its signed ones (docs/verify-intake.md,
 * "Locate"): curl -v's `> User-Agent: curl/7.88.1` lines, quoted again by an e-mail (`> > `), or a
 * bare header block. Only the block of header lines that holds the message's own signed headers
 * is read, with the same marks before each line, so a response's `< ` lines, a command's `-H`
 * words and the chat around it never fill the request's fields.
 */
import { CONTENT_TYPE_HEADER, USER_AGENT_HEADER } from '../../protocol/headers.ts';
import type { IntakeFields } from '../types.ts';

/** A header line, after any marks a transcript or a quote put before it (`> `, `< `, `> > `). */
const HEADER_LINE = /^([ \t><]*)([A-Za-z][\w-]*)[ \t]*:[ \t]*(\S(?:.*\S)?)[ \t]*\r?$/;

/** The spec 5.1 headers a block must hold to be the message's own (spelled as 5.1 writes them). */
const SIGNED_NAME = /^x-(?:merchantid|timestamp|nonce|sign)$/i;

/** The headers read beside the signed ones: they name the sender's stack and the body's type. */
const SHOWN = [USER_AGENT_HEADER, CONTENT_TYPE_HEADER];

const marksOf = (marks: string) => marks.replace(/\s+/g, '');

/**
 * The User-Agent and Content-Type lines of the header block, in `text` from `from` to `to`, that
 * holds one of `fields`' own timestamp, nonce or sign; none when no such block stands there.
 */
export function shownHeaders(
  text: string,
  from: number,
  to: number,
  fields: Partial<IntakeFields>,
): Array<[string, string]> {
  const start = text.lastIndexOf('\n', from - 1) + 1;
  const lines = text.slice(start, to).split('\n');
  // The merchant ID is the same in a request and its answer: the block is told by the others.
  const own = new Set([fields.timestamp, fields.nonce, fields.receivedSign].filter(Boolean));
  const anchor = lines.findIndex((line) => {
    const m = HEADER_LINE.exec(line);
    return m !== null && SIGNED_NAME.test(m[2]!) && own.has(m[3]!);
  });
  if (anchor === -1) return [];
  const marks = marksOf(HEADER_LINE.exec(lines[anchor]!)![1]!);
  // The block above the anchor as well: curl -v prints User-Agent before the -H headers.
  const all = text.split('\n');
  const at = text.slice(0, start).split('\n').length - 1 + anchor;
  const inBlock = (line: string | undefined) => {
    const m = line === undefined ? null : HEADER_LINE.exec(line);
    return m !== null && marksOf(m[1]!) === marks ? m : null;
  };
  const out: Array<[string, string]> = [];
  const take = (m: RegExpExecArray) => {
    const name = SHOWN.find((h) => h.toLowerCase() === m[2]!.toLowerCase());
    if (name && !out.some(([n]) => n === name)) out.push([name, m[3]!]);
  };
  for (let i = at; inBlock(all[i]); i -= 1) take(inBlock(all[i])!);
  for (let i = at + 1; inBlock(all[i]); i += 1) take(inBlock(all[i])!);
  return SHOWN.flatMap((name) => out.filter(([n]) => n === name));
}

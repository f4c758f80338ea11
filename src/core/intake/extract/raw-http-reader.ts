/**
 * The raw HTTP formats of the registry (locate/registry.ts): a request (spec 5.1, 5.2) or a
 * response (spec 5.3), and a request followed by its response, as a proxy flow export or
 * Wireshark's "Follow HTTP Stream" shows them: cut at Content-Length, with a side to pick.
 */
import { cutExchange } from './exchange.ts';
import { firstLine, parseRawHttp, quoteLine, readStartLine } from './raw-http.ts';
import type { ReadContext, Reader } from '../locate/reader.ts';
import type { IntakeResult } from '../types.ts';

/** A raw HTTP message, cut at Content-Length when another message follows it. */
function readHttp({ text, options }: ReadContext): IntakeResult {
  const parts = cutExchange(text);
  if (!parts) return parseRawHttp(text);
  const wanted = options.side ?? 'request';
  const part = parts.find((p) => p.type === wanted) ?? (parts[0] as (typeof parts)[0]);
  const result = parseRawHttp(part.text);
  if (!result.ok) return result;
  const other = parts.find((p) => p !== part);
  const types = [...new Set(parts.map((p) => p.type))];
  if (types.length > 1) result.intake.sides = types;
  const cut = parts[0] as (typeof parts)[0];
  result.intake.restored = [
    cut.length !== undefined
      ? `Cut: the paste holds a ${cut.type} and then a ${other?.type ?? 'message'}; the ${cut.type}'s body ends where its Content-Length ${cut.length} says. Reading the ${part.type}; pick the side above.`
      : `Cut: the paste holds a request and then its response (a status line); the request's body ends before it. Reading the ${part.type}; pick the side above.`,
  ];
  return result;
}

const startType = (ctx: ReadContext) =>
  ctx.json.ok ? undefined : readStartLine(firstLine(ctx.text))?.type;
const whyNot = (ctx: ReadContext) =>
  `raw HTTP: the first line ${quoteLine(firstLine(ctx.text))} is not a request line (POST /path HTTP/1.1) or a status line (HTTP/1.1 200 OK)`;

export const rawRequestReader: Reader<'raw-http-request'> = {
  id: 'raw-http-request',
  label: 'raw HTTP request',
  detect: (ctx) => startType(ctx) === 'request',
  read: readHttp,
  framed: true,
  asks: 'a raw HTTP request or response',
  whyNot,
};

export const rawResponseReader: Reader<'raw-http-response'> = {
  id: 'raw-http-response',
  label: 'raw HTTP response',
  detect: (ctx) => startType(ctx) === 'response',
  read: readHttp,
  framed: true,
  whyNot,
};

/**
 * Charles Proxy's JSON session (`.chlsj`, File, Export Session, JSON Session File): an array of
 * transactions, each with `method`, `scheme`, `host`, `path`, `query`, and a `request` and a
 * `response` holding `header: {firstLine, headers: [{name, value}]}`, `sizes: {body}` and
 * `body: {text, charset}`, or `body: {encoded}` (base64) for bytes Charles did not show as
 * text. Either side can be checked: the request (spec 5.1, 5.2) or the service's signed
 * response (spec 5.3).
 */
import { utf8 } from '../../../text/bytes.ts';
import { jsonWhyNot, type Reader } from '../../locate/reader.ts';
import type { HarSide, IntakeResult } from '../../types.ts';
import { intakeFromHeaders, type HeaderList } from '../headers.ts';
import { base64Text } from './base64-text.ts';
import { onceEach, otherExchanges, readExchanges, type Exchange } from './exchange-list.ts';

type JsonObject = Record<string, unknown>;

const WHAT = 'Charles session';
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A Charles message: `header` with `firstLine` or a `headers` list (a HAR has neither). */
const isMessage = (value: unknown) =>
  isObject(value) &&
  isObject(value.header) &&
  (typeof value.header.firstLine === 'string' || Array.isArray(value.header.headers));

const isTransaction = (value: unknown): value is JsonObject =>
  isObject(value) && (isMessage(value.request) || isMessage(value.response));

/** The transactions of a session file, or of one transaction copied out of one. */
function transactions(value: unknown): JsonObject[] | undefined {
  if (isTransaction(value)) return [value];
  if (!Array.isArray(value) || value.length === 0 || !value.some(isTransaction)) return undefined;
  return value.filter(isObject);
}

function headerList(message: JsonObject): HeaderList {
  const header = isObject(message.header) ? message.header : {};
  if (!Array.isArray(header.headers)) return [];
  return header.headers
    .filter((h): h is JsonObject => isObject(h) && typeof h.name === 'string')
    .map((h) => [h.name as string, text(h.value)]);
}

/** The body's bytes as text: `text` as Charles decoded it, or `encoded` decoded from base64. */
function bodyText(message: JsonObject, side: HarSide, warnings: string[]): string {
  const body = isObject(message.body) ? message.body : {};
  const base64 =
    typeof body.encoded === 'string'
      ? body.encoded
      : body.encoding === 'base64'
        ? text(body.text)
        : undefined;
  if (base64 === undefined) {
    const charset = text(body.charset) || text(message.charset);
    if (charset && !/^(?:utf-?8|us-ascii)$/i.test(charset)) {
      warnings.push(
        `Charles decoded this ${side} body as ${charset}; the bytes signed are the bytes sent, so it is checked as the UTF-8 of that text.`,
      );
    }
    return text(body.text);
  }
  return base64Text(base64, `${side} body`, warnings);
}

/** Charles's `sizes.body` counts the body's bytes: a body of another length is not the one sent. */
function sizeWarning(message: JsonObject, body: string, side: HarSide): string | undefined {
  const sizes = isObject(message.sizes) ? message.sizes : {};
  const encoding = text(message.contentEncoding);
  if (typeof sizes.body !== 'number' || encoding !== '') return undefined;
  const actual = utf8(body).length;
  if (actual === sizes.body) return undefined;
  return `Charles counted ${sizes.body} bytes in the ${side} body, but this body is ${actual} bytes of UTF-8: the file may have been edited, or the body is not UTF-8 text.`;
}

function readSide(transaction: JsonObject, side: HarSide): IntakeResult | undefined {
  const message = transaction[side];
  if (!isMessage(message)) return undefined;
  const half = message as JsonObject;
  const warnings: string[] = [];
  const body = bodyText(half, side, warnings);
  const size = sizeWarning(half, body, side);
  if (size) warnings.push(size);
  return {
    ok: true,
    intake: intakeFromHeaders('charles-session', side, headerList(half), body, warnings),
  };
}

function urlOf(t: JsonObject): string {
  const port = typeof t.port === 'number' ? `:${t.port}` : '';
  const query = text(t.query) ? `?${text(t.query)}` : '';
  const host = text(t.host);
  return host
    ? `${text(t.scheme) || 'https'}://${host}${port}${text(t.path)}${query}`
    : text(t.path);
}

function exchanges(value: unknown): Exchange[] {
  return (transactions(value) ?? []).map((t, index) => {
    const response = isObject(t.response) ? t.response : {};
    return {
      summary: {
        index,
        method: text(t.method),
        url: urlOf(t),
        status: typeof response.status === 'number' ? response.status : 0,
      },
      read: onceEach((side) => readSide(t, side)),
      sides: (['request', 'response'] as const).filter((side) => isMessage(t[side])),
    };
  });
}

const isCharles = (ctx: { json: { ok: boolean; value?: unknown } }) =>
  ctx.json.ok && transactions(ctx.json.value) !== undefined;

export const charlesSessionReader: Reader<'charles-session'> = {
  id: 'charles-session',
  label: 'Charles session (JSON)',
  detect: isCharles,
  read: (ctx) =>
    ctx.json.ok
      ? readExchanges('charles-session', exchanges(ctx.json.value), ctx.options, WHAT)
      : undefined,
  besides: (ctx) =>
    ctx.json.ok && isCharles(ctx)
      ? otherExchanges('charles-session', exchanges(ctx.json.value), ctx.options, WHAT)
      : [],
  framed: false,
  whyNot: jsonWhyNot('Charles session: no request or response with header.firstLine'),
};

/**
 * An access-log line with named fields, as an nginx `log_format` writes them
 * (`mid=$http_x_merchantid ts=$http_x_timestamp ... body="$request_body"`): nginx escapes `"`,
 * `\` and bytes outside printable ASCII as `\xHH` (its default `escape=default`), so each value is
 * read between its quotes first and unescaped after, giving back the bytes sent (spec 5.2 rule 1).
 * A quoted value is read past its `\"` escapes, as logfmt writers (logrus, log/slog) and RFC 5424
 * structured data quote one (string-quoting.ts).
 */
import { intakeFromHeaders, type HeaderList } from './headers.ts';
import type { Intake } from '../types.ts';
import { decodeByteEscapes } from '../unwrap/escapes.ts';
import { decodeLogValue } from '../unwrap/logs/string-quoting.ts';
import type { Reader } from '../locate/reader.ts';
import { unframed } from '../locate/signed-field-forms.ts';
import { escapedBareBody } from './escaped-bare-body.ts';
import { unnamedBodies } from './unnamed-body.ts';

const PAIR = /(?<![\w-])([A-Za-z][\w.-]{0,63})[=:]("(?:[^"\\\n]|\\.){0,65536}"|[^\s"]{1,4096})/g;

/** Which spec 5.1 header a log field's name stands for (`http_x_merchantid`, `x-sign`, `nonce`). */
function headerFor(name: string): string | undefined {
  const squashed = name
    .toLowerCase()
    .replace(/^(?:http|req|request)[_.-]?/, '')
    .replace(/[^a-z]/g, '');
  // A log may name the merchant `merchant=` beside the other three (signed-field-forms.ts).
  if (/^x?(?:merchantid|mid|merchant)$/.test(squashed)) return 'X-MerchantID';
  if (/^x?(?:timestamp|ts)$/.test(squashed)) return 'X-Timestamp';
  if (/^x?nonce$/.test(squashed)) return 'X-Nonce';
  if (/^x?(?:sign|signature)$/.test(squashed)) return 'X-Sign';
  return undefined;
}

const BODY_NAME = /^(?:request_?body|req_?body|body|payload)$/i;

/** nginx's `\xHH` escapes undone; undefined when they do not decode to UTF-8. */
const unescape = (value: string) =>
  decodeByteEscapes(value.replace(/\\(?!x[0-9A-Fa-f]{2})/g, '\\\\'));

/**
 * Reads the spec 5.1 headers and the body from the named fields of one access-log line.
 * Undefined unless at least one field names a spec 5.1 header.
 */
function readAccessLog(text: string): Intake[] | undefined {
  const headers: HeaderList = [];
  let body = escapedBareBody(text);
  let pairs = 0;
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m && pairs < 500; m = PAIR.exec(text)) {
    pairs += 1;
    const raw = m[2] as string;
    const value = raw.startsWith('"')
      ? (decodeLogValue(raw.slice(1, -1)) ?? unescape(raw.slice(1, -1)))
      : unescape(raw);
    if (value === undefined || value === '-') continue;
    const header = headerFor(m[1] as string);
    if (header && !raw.startsWith('"')) {
      const token = unframed(value);
      if (token !== '') headers.push([header, token]);
    } else if (header) headers.push([header, value]);
    else if (BODY_NAME.test(m[1] as string) && body === undefined) body = value;
  }
  // A merchant alone, named `merchant=`, is no signed field a log names.
  if (headers.every(([name]) => name === 'X-MerchantID')) return undefined;
  if (body !== undefined) return [intakeFromHeaders('access-log', 'request', headers, body, [])];
  const unnamed = unnamedBodies(text).map((found) =>
    intakeFromHeaders('access-log', 'request', headers, found.body, [
      `The log names no body field; the body is ${found.how}, which nothing names the body: with the secret typed, the signature decides.`,
    ]),
  );
  const none = 'The log line has no body field (such as body="$request_body").';
  return unnamed.length > 0
    ? unnamed
    : [intakeFromHeaders('access-log', 'request', headers, '', [none])];
}

export const accessLogReader: Reader<'access-log'> = {
  id: 'access-log',
  label: 'access-log line (nginx log_format)',
  detect: () => false,
  read: () => undefined,
  besides: (ctx) => (ctx.json.ok ? undefined : readAccessLog(ctx.text)),
  framed: false,
  asks: 'a JSON or access log line',
  whyNot: () => 'access log: no named signed fields (mid=... sign=...)',
};

/**
 * HAProxy's `option httplog` line with captures (HAProxy configuration manual 8.2.3 and 8.8):
 * `%hr` prints the request captures as `{a|b|...}` and `%hs` the response's after it, in the
 * order the configuration declares them (`capture request header`, `http-request capture
 * req.body`), without their names; each value is log-encoded, `"`, `#`, `{`, `|`, `}` and
 * bytes outside printable ASCII written `#XX`, which decodes back exactly. Nothing in the line
 * names a capture, so the spec 5.1 values are told apart by their shapes only: X-Timestamp the
 * one 10-digit decimal, X-Sign the one 64-hex value, the body the one value that decodes to
 * JSON; which of the two others is X-MerchantID and which X-Nonce no shape says, so both
 * orders are read and only the signature, with the secret typed, proves one (decide.ts).
 */
import { decodeUtf8 } from '../../../text/bytes.ts';
import type { SignedKind } from '../../../protocol/case-kinds.ts';
import type { Reader } from '../../locate/reader.ts';
import type { Intake } from '../../types.ts';
import type { HeaderList } from '../headers.ts';
import { intakeFromHeaders } from '../headers.ts';

// `client:port [accept date] frontend backend/server timers status bytes cookies state conns
// queues {request captures} {response captures} "request line"`, behind any syslog prefix (a
// journal's, rsyslog's `host haproxy[pid]:`, which unwrap may take off).
const LINE =
  /(?:^| )[\w.:[\]-]{1,64}:\d{1,5} \[\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2}\.\d{3}\] \S+ \S+ [-\d/+]+ -?\d{3} \+?\d+ \S+ \S+ \S{4} [\d/+]+ \d+\/\d+ (\{[^{}\n]*\})(?: (\{[^{}\n]*\}))? "/gm;

const MAX_LINES = 4;

/** A capture value with HAProxy's `#XX` log encoding undone, as UTF-8 text. */
function decodeCapture(value: string): string | undefined {
  if (!/#[0-9A-Fa-f]{2}/.test(value)) return value;
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const hex = value[i] === '#' ? /^[0-9A-Fa-f]{2}$/.exec(value.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
      continue;
    }
    const code = value.charCodeAt(i);
    if (code > 0x7e) return undefined;
    bytes.push(code);
  }
  return decodeUtf8(new Uint8Array(bytes));
}

const parsesAsJson = (text: string) => {
  try {
    JSON.parse(text);
    return /^[{[]/.test(text);
  } catch {
    return false;
  }
};

const TOKEN = /^[\w.~+/@=-]{1,128}$/;

const BY_POSITION =
  "Read from HAProxy's captures by position: the log line names no capture, so X-Timestamp is the one 10-digit value, X-Sign the one 64-hex value and the body the one value that decodes to JSON (HAProxy's #XX log encoding, undone exactly); which of the two others is X-MerchantID and which X-Nonce nothing in the paste says. With the secret typed, only the signature proves a reading; without it this one is a guess. To be sure, paste the capture lines of the HAProxy configuration (their order) or a log that names each header. A capture is cut at its declared length, so a body as long as that may be cut.";

/** The readings of one capture block: both orders of the two values no shape tells apart. */
function readBlock(block: string, kind: SignedKind): Intake[] {
  const values = block.slice(1, -1).split('|');
  const decoded = values.map(decodeCapture);
  const time = values.filter((v) => /^\d{10}$/.test(v));
  const sign = values.filter((v) => /^[0-9a-fA-F]{64}$/.test(v));
  const bodies = decoded.filter((v): v is string => v !== undefined && parsesAsJson(v));
  const others = values.filter(
    (v, i) => TOKEN.test(v) && !time.includes(v) && !sign.includes(v) && decoded[i] === v,
  );
  if (time.length !== 1 || sign.length !== 1 || bodies.length > 1 || others.length !== 2) return [];
  const [a, b] = others as [string, string];
  return [
    [a, b],
    [b, a],
  ].map(([merchantId, nonce]) => {
    const headers: HeaderList = [
      ['X-MerchantID', merchantId as string],
      ['X-Timestamp', time[0] as string],
      ['X-Nonce', nonce as string],
      ['X-Sign', sign[0] as string],
    ];
    return intakeFromHeaders('haproxy-capture', kind, headers, bodies[0] ?? '', [BY_POSITION]);
  });
}

/** Every reading of the side asked for (the request's captures first, the response's after). */
function readCaptures(text: string, side: 'request' | 'response' | undefined): Intake[] {
  const out: Intake[] = [];
  let lines = 0;
  for (const m of text.matchAll(LINE)) {
    if ((lines += 1) > MAX_LINES) break;
    // With one block, `%hr` and `%hs` cannot be told apart: it is read as the request's.
    const block = side === 'response' ? m[2] : m[1];
    if (block) out.push(...readBlock(block, side === 'response' ? 'response' : 'request'));
  }
  return out;
}

export const haproxyCapturesReader: Reader<'haproxy-capture'> = {
  id: 'haproxy-capture',
  label: 'HAProxy log captures (read by position)',
  detect: () => false,
  read: () => undefined,
  besides: (ctx) => readCaptures(ctx.text, ctx.options.side),
  framed: false,
  whyNot: () => 'HAProxy captures: no httplog line with a {...|...} capture block',
};

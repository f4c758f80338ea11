/**
 * Locate by evidence (docs/verify-intake.md, "Locate"): when no format's syntax reads a paste, or
 * beside the one that does, the four signed headers of spec 5.1 are found wherever they stand,
 * in any spelling, and the body candidates around them (body-candidates.ts). Each message the
 * paste holds gives its readings, with its side; the signature decides between them where the
 * secret is known, and strength ranks them where it is not.
 */
import { firstMark, lastMark, REQUEST_MARK, RESPONSE_MARK, RESPONSE_START } from './side-marks.ts';
import type { SignedKind } from '../../protocol/case-kinds.ts';
import { CONTENT_TYPE_HEADER } from '../../protocol/headers.ts';
import type { HarSide, Intake, IntakeFields } from '../types.ts';
import { findBodies, type BodyCandidate } from './body-candidates.ts';
import { escapedHead } from './escaped-head.ts';
import type { Reader } from './reader.ts';
import { shownHeaders } from './shown-headers.ts';
import { findSignedFields, groupMessages } from './signed-fields.ts';

/** Readings per message: the best few bodies, so the signature has a choice and no more. */
const BODIES_PER_MESSAGE = 3;

const WEBHOOK_MARK = /webhook|\bnotif(?:y|ication)\b/i;

/**
 * The side of the message whose fields start at `from`: the last start line or word above it
 * says response or request; a log line that names a webhook makes it one (spec 6).
 */
function sideAt(text: string, from: number): SignedKind {
  const before = text.slice(Math.max(0, from - 4096), from);
  if (lastMark(before, RESPONSE_MARK) > lastMark(before, REQUEST_MARK)) return 'response';
  const line = text.slice(text.lastIndexOf('\n', from) + 1, from);
  return WEBHOOK_MARK.test(line) || WEBHOOK_MARK.test(before.slice(-300)) ? 'webhook' : 'request';
}

/**
 * Where the response whose fields start at `from` begins: its last start line or side word. A
 * `response_headers` key is not one: a log record may write the body before its headers.
 */
function responseStart(text: string, from: number): number {
  const base = Math.max(0, from - 4096);
  return base + Math.max(0, lastMark(text.slice(base, from), RESPONSE_START));
}

/** A body that holds a signed header's name is a header map or a log record, not a body. */
export const isHeaderHolder = (body: string) =>
  /x[-_]?(?:sign|nonce|timestamp|merchant[-_]?id)\b/i.test(body);

/** A request line quoted in a log's summary of a finished exchange (`"POST /x HTTP/1.1" 200`). */
const SUMMARY = /^"[A-Z]+ \S+ HTTP\/[\d.]+" \d{3}\b/;

/**
 * Where the message whose fields end at `to` ends: at the next message's fields or the next
 * start line or side word (a response after a request), whichever comes first. A request line
 * quoted in an access-log style summary (urllib3's, nginx's) starts no message.
 */
function messageEnd(text: string, to: number, next: number, kind?: SignedKind): number {
  // A logger labels each line of a message with its side (Faraday's `response: {...}` body line
  // below `response: Status 200`), so the message's own side word ends nothing.
  const own = kind === 'response' ? /^response$/i : kind ? /^request$/i : undefined;
  const keep = (m: RegExpExecArray) =>
    !own?.test(m[0]) && !SUMMARY.test(text.slice(m.index - 1, m.index + 200));
  const marks = [RESPONSE_MARK, REQUEST_MARK].map((set) => firstMark(text, to, next, set, keep));
  return Math.min(next, ...marks);
}

// A value the paste names a body (`body = '...'`, `"request_body": "..."`, `raw body: {...}`).
const BODY_KEY =
  /(?:^|[^\w-])(?:raw[ _]?|req(?:uest)?_?)?body["']?[ \t]{0,40}(?:=>|[:=])[ \t]{0,4}$/i;

/**
 * The few likeliest bodies of the message whose fields start at `from`. A response's body comes
 * after its start line or side word (`floor`): what stands above is the request's (a script's
 * `BODY=`, a `send:` line), so it is never taken for the response's.
 */
function rankBodies(
  text: string,
  bodies: BodyCandidate[],
  from: number,
  end: number,
  floor: number,
): BodyCandidate[] {
  const keyed = (b: BodyCandidate) => BODY_KEY.test(text.slice(Math.max(0, b.at - 64), b.at));
  // Headers inside one escaped string: a JSON value outside it, unnamed, is the document's record.
  const head = escapedHead(text, from);
  const inHead = (b: BodyCandidate) =>
    !head ||
    b.named === true ||
    keyed(b) ||
    !b.how.startsWith('a JSON value') ||
    (b.at > head[0] && b.at < head[1]);
  const near = (b: BodyCandidate) =>
    (b.named ? 0 : keyed(b) ? 1 << 29 : 1 << 30) + (b.at >= from ? b.at - from : (from - b.at) * 4);
  return bodies
    .filter((b) => !isHeaderHolder(b.body) && (b.named || b.at < end) && b.at >= floor && inHead(b))
    .sort((a, b) => near(a) - near(b))
    .filter((b, i, all) => all.findIndex((o) => o.body === b.body) === i)
    .slice(0, BODIES_PER_MESSAGE);
}

const CONTENT_LENGTH = /(?:^|[\s>"'])content-length["']?[ \t]*[:=][ \t]*["']?(\d{1,9})\b/i;

/**
 * The Content-Length the message's own head shows (curl -v's `> Content-Length: 98`), as a
 * header of the reading: a byte count of the body sent, which restore/ and decide.ts hold it to.
 */
function declaredLength(text: string, from: number, to: number): Array<[string, string]> {
  const m = CONTENT_LENGTH.exec(text.slice(from, to));
  return m ? [['Content-Length', m[1] as string]] : [];
}

/** The same message's fields seen twice (a command's `-H` words and curl -v's `> ` lines). */
const sameMessage = (a: Partial<IntakeFields>, b: Partial<IntakeFields>) =>
  a.timestamp === b.timestamp && a.nonce === b.nonce && a.receivedSign === b.receivedSign;

/** Every reading the evidence gives: per message, one per likely body. */
function readEvidence(text: string): Intake[] {
  const finds = findSignedFields(text);
  if (finds.length === 0) return [];
  const out: Intake[] = [];
  const messages = groupMessages(finds);
  for (const [n, message] of messages.entries()) {
    const kind = sideAt(text, message.from);
    const end = messageEnd(text, message.to, messages[n + 1]?.from ?? text.length, kind);
    const floor = kind === 'response' ? responseStart(text, message.from) : 0;
    // Where the head holding the fields ends: a message that overlaps it (the same fields in a
    // command and in curl -v's `> ` lines) does not end it.
    const next = messages[n + 1]?.from ?? text.length;
    const headEnd = next > message.to ? end : messageEnd(text, message.to, text.length, kind);
    const bodies = rankBodies(text, findBodies(text, message.to), message.from, end, floor);
    // The User-Agent and Content-Type lines of the block the signed headers stand in.
    // Up to another message's fields: curl -v prints its `> ` head, the same fields again,
    // after the command's words.
    const other = messages.slice(n + 1).find((m) => !sameMessage(m.fields, message.fields));
    const shown = shownHeaders(
      text,
      message.from,
      Math.min(other?.from ?? text.length, message.to + 2048),
      message.fields,
    );
    const contentType = shown.find(([name]) => name === CONTENT_TYPE_HEADER)?.[1];
    const where =
      messages.length > 1 ? ` (message ${n + 1} of ${messages.length}, the ${kind})` : '';
    for (const body of bodies.length > 0 ? bodies : [undefined]) {
      const warnings = [
        `Read by evidence${where}: the signed headers where they stand${body ? `, the body from ${body.how}` : ', and no body was found'}.`,
      ];
      // A value read from a variable or another name says so (signed-fields.ts).
      for (const find of finds) {
        if (find.how && find.at >= message.from && find.at <= message.to) warnings.push(find.how);
      }
      if (body && !body.exact) {
        warnings.push(
          'Nothing proves where this body ends, so its bytes may differ from those signed; with the secret typed, the signature decides.',
        );
      }
      out.push({
        format: 'evidence',
        kind,
        fields: {
          ...message.fields,
          rawBody: body?.body ?? '',
          ...(contentType ? { contentType } : {}),
        },
        headers: [
          ...shown,
          ...finds
            .filter((f) => f.at >= message.from && f.at <= message.to)
            .map((f): [string, string] => [f.name, f.value]),
          ...declaredLength(text, message.from, Math.min(headEnd, message.to + 2048)),
        ],
        warnings,
        ...(body?.rewrittenBy ? { bodyRewrittenBy: body.rewrittenBy } : {}),
      });
    }
  }
  return out;
}

/**
 * The readings of the side picked (a webhook is sent like a request); with none picked, the
 * request's when the paste holds one, as every exchange format reads it first.
 */
function onSide(readings: Intake[], side: HarSide | undefined): Intake[] {
  const sideOf = (r: Intake) => (r.kind === 'response' ? 'response' : 'request');
  const wanted = side ?? (readings.some((r) => sideOf(r) === 'request') ? 'request' : 'response');
  return readings.filter((r) => sideOf(r) === wanted);
}

export const evidenceReader: Reader<'evidence'> = {
  id: 'evidence',
  label: 'signed headers and a body found in the text',
  detect: () => false,
  read: () => undefined,
  besides: (ctx) => onSide(readEvidence(ctx.text), ctx.options.side),
  framed: false,
  whyNot: () => 'evidence: no X-MerchantID, X-Timestamp, X-Nonce or X-Sign in any spelling',
};

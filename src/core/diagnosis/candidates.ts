/**
 * The dimensions of the mistake search (spec 5.5 checklist): for each, the ways a
 * sender can get it wrong, and how a set of mistakes turns into the string the sender signed.
 */
import { utf8 } from '../text/bytes.ts';
import { isMillisecondDigits } from '../protocol/timestamp-form.ts';
import { bodyVariants, type BodyVariant } from './families/body-variants.ts';
import { keyMistakes, type KeyMistake } from './families/key-mistakes.ts';
import { pasteMistakes, type PasteMistake } from './families/paste-artifacts.ts';
import {
  encodeText,
  encodingMistakes,
  type EncodingMistake,
  type TextForm,
} from './families/payload-encodings.ts';
import type { DiagnosisInput } from './types.ts';

/** The four signed parts, in the order of spec 5.2. */
export type PartName = 'merchantId' | 'timestamp' | 'nonce' | 'body';

/** The only order the spec allows (spec 5.2). */
export const SPEC_ORDER: readonly PartName[] = ['merchantId', 'timestamp', 'nonce', 'body'];

/** One wrong choice in one dimension of the string to sign or the key. */
export type Mistake =
  | KeyMistake
  | EncodingMistake
  | PasteMistake
  | {
      dimension: 'separators';
      cause: 'CRLF_SEPARATORS' | 'SEPARATORS_MISSING' | 'TRAILING_LINE_FEED';
      separator: string;
      trailer: string;
    }
  | { dimension: 'order'; cause: 'FIELD_ORDER'; order: readonly PartName[] }
  | { dimension: 'body'; cause: 'BODY_REFORMATTED'; variant: BodyVariant }
  | {
      dimension: 'timestamp';
      cause: 'TIMESTAMP_MILLISECONDS';
      timestamp: string;
      signedIn: 'ms' | 's';
    }
  | {
      dimension: 'timestamp';
      cause: 'TIMESTAMP_MISMATCH';
      timestamp: string;
      /** Signed minus sent, in seconds. */
      offset: number;
    };

/** How far a second reading of the clock is searched, in seconds either way (spec 5.4 step 2). */
export const CLOCK_READ_TWICE_WINDOW = 5;

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function timestampMistakes(timestamp: string): Mistake[] {
  if (!/^\d+$/.test(timestamp)) return [];
  const out: Mistake[] = [];
  if (!isMillisecondDigits(timestamp)) {
    out.push({
      dimension: 'timestamp',
      cause: 'TIMESTAMP_MILLISECONDS',
      timestamp: `${timestamp}000`,
      signedIn: 'ms',
    });
  }
  if (isMillisecondDigits(timestamp)) {
    out.push({
      dimension: 'timestamp',
      cause: 'TIMESTAMP_MILLISECONDS',
      timestamp: timestamp.slice(0, -3),
      signedIn: 's',
    });
  }
  // The clock read once for the header and again for the string to sign (or the other way).
  if (timestamp.length <= 11) {
    const sent = Number(timestamp);
    for (let step = 1; step <= CLOCK_READ_TWICE_WINDOW; step++) {
      for (const offset of [-step, step]) {
        if (sent + offset < 0) continue;
        out.push({
          dimension: 'timestamp',
          cause: 'TIMESTAMP_MISMATCH',
          timestamp: String(sent + offset),
          offset,
        });
      }
    }
  }
  return out;
}

/**
 * The alternatives in each dimension of the search (spec 5.5), in checklist order: paste
 * artifacts the intake suspected (blamed on the paste), the key (other environment's secret,
 * stray whitespace, hex or base64 confusion, key and message swapped), separators (CR LF, none,
 * a trailing line feed), the 23 other orders of the parts, body variants (serializer dialects
 * included), the timestamp (unit, read twice), and the text encoding (spec 5.2 rule 3).
 */
export function mistakeDimensions(input: DiagnosisInput, secret: string): Mistake[][] {
  return [
    pasteMistakes(input.rawBody, input.suspectedArtifacts),
    keyMistakes(input, secret),
    [
      { dimension: 'separators', cause: 'CRLF_SEPARATORS', separator: '\r\n', trailer: '' },
      { dimension: 'separators', cause: 'SEPARATORS_MISSING', separator: '', trailer: '' },
      { dimension: 'separators', cause: 'TRAILING_LINE_FEED', separator: '\n', trailer: '\n' },
    ],
    permutations(SPEC_ORDER)
      .filter((order) => order.join() !== SPEC_ORDER.join())
      .map((order): Mistake => ({ dimension: 'order', cause: 'FIELD_ORDER', order })),
    bodyVariants(input.rawBody).map((variant): Mistake => ({
      dimension: 'body',
      cause: 'BODY_REFORMATTED',
      variant,
    })),
    timestampMistakes(input.timestamp),
    encodingMistakes(input.rawBody),
  ];
}

/**
 * Whether a mistake is tried in pairs (spec 5.5's mistakes, two at once). A clock read twice is a
 * second apart in nearly every case (the reads straddle a second boundary): pairs try ±1 s only,
 * singles the whole window, so the window's width does not multiply the pairs' MACs, each a MAC
 * over the whole body.
 */
export function pairable(mistake: Mistake): boolean {
  return mistake.cause !== 'TIMESTAMP_MISMATCH' || Math.abs(mistake.offset) <= 1;
}

/** Whether two mistakes change the same thing, so a pair of them means nothing. */
export function conflicting(a: Mistake, b: Mistake): boolean {
  const touchesBody = (m: Mistake) => m.dimension === 'body' || m.dimension === 'paste';
  return a.dimension === b.dimension || (touchesBody(a) && touchesBody(b));
}

/** What a sender signs when making some mistakes: the key, the text, and how it became bytes. */
export interface Signing {
  /** The string to sign in pieces (parts and separators), before any normalization. */
  pieces: string[];
  secret: string | Uint8Array;
  /** HMAC keyed with the payload over the secret (key and message swapped). */
  swapped: boolean;
  /** A wrong byte encoding or normalization form; null for UTF-8 as spec 5.2 rule 3 says. */
  form: TextForm | null;
}

/** The text the sender signed: the pieces joined, normalized when the mistake was that. */
export function payloadText(signing: Signing): string {
  const text = signing.pieces.join('');
  return signing.form === 'NFC' || signing.form === 'NFD' ? text.normalize(signing.form) : text;
}

/**
 * The bytes of one piece in the signing's form: UTF-8 (spec 5.2 rule 3), another encoding, or
 * UTF-8 of a normalization form. Normalizing piece by piece equals normalizing the whole, as
 * the separators are ASCII control characters, which never combine.
 */
export function pieceBytes(piece: string, form: TextForm | null): Uint8Array {
  if (form === 'NFC' || form === 'NFD') return utf8(piece.normalize(form));
  return (form && encodeText(piece, form)) ?? utf8(piece);
}

/**
 * The string a sender signs when making `mistakes` (spec 5.2 with the given deviations), and
 * the key it signs with. With no mistakes this is the correct string to sign of spec 5.2.
 */
export function applyMistakes(
  input: DiagnosisInput,
  secret: string,
  mistakes: readonly Mistake[],
): Signing {
  const values: Record<PartName, string> = {
    merchantId: input.merchantId,
    timestamp: input.timestamp,
    nonce: input.nonce,
    body: input.rawBody,
  };
  let separator = '\n';
  let trailer = '';
  let order = SPEC_ORDER;
  let key: string | Uint8Array = secret;
  let swapped = false;
  let form: TextForm | null = null;
  for (const mistake of mistakes) {
    if (mistake.dimension === 'paste') values.body = mistake.body;
  }
  for (const mistake of mistakes) {
    if (mistake.dimension === 'secret') {
      key = mistake.secret;
      swapped = mistake.swapped ?? false;
    }
    if (mistake.dimension === 'encoding') form = mistake.form;
    if (mistake.dimension === 'separators') ({ separator, trailer } = mistake);
    if (mistake.dimension === 'order') order = mistake.order;
    if (mistake.dimension === 'body') values.body = mistake.variant.body;
    if (mistake.dimension === 'timestamp') values.timestamp = mistake.timestamp;
  }
  const pieces = order.flatMap((part, i) => (i === 0 ? [values[part]] : [separator, values[part]]));
  if (trailer) pieces.push(trailer);
  return { pieces: pieces.filter((piece) => piece !== ''), secret: key, swapped, form };
}

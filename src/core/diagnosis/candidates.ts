/**
 * The catalogue of the mistake search (spec 5.5 checklist): the families of mistakes, one module
 * each under families/, in the fixed order the search tries them, and how a set of mistakes turns
 * into the string the sender signed. The order is the tie-break: when several candidates
 * reproduce a sign, the first in this order is the answer, every time.
 */
import { utf8 } from '../text/bytes.ts';
import { bodyVariants, type BodyVariant } from './families/body-variants.ts';
import { keyMistakes, type KeyMistake } from './families/key-mistakes.ts';
import {
  orderMistakes,
  separatorMistakes,
  SPEC_ORDER,
  type OrderMistake,
  type PartName,
  type SeparatorMistake,
} from './families/layout.ts';
import { pasteMistakes, type PasteMistake } from './families/paste-artifacts.ts';
import {
  encodeText,
  encodingMistakes,
  type EncodingMistake,
  type TextForm,
} from './families/payload-encodings.ts';
import { plainHashMistakes, type PlainHashMistake } from './families/plain-hash.ts';
import { timestampMistakes, type TimestampMistake } from './families/timestamps.ts';
import type { DiagnosisInput } from './types.ts';

export { SPEC_ORDER, type PartName } from './families/layout.ts';
export { CLOCK_READ_TWICE_WINDOW } from './families/timestamps.ts';

/** One wrong choice in one dimension of the string to sign or the key. */
export type Mistake =
  | KeyMistake
  | EncodingMistake
  | PasteMistake
  | SeparatorMistake
  | OrderMistake
  | { dimension: 'body'; cause: 'BODY_REFORMATTED'; variant: BodyVariant }
  | TimestampMistake
  | PlainHashMistake;

/**
 * The families in the order the search tries them (spec 5.5 checklist), most specific first:
 * paste artifacts the intake suspected (blamed on the paste), the key (other environment's
 * secret, stray whitespace, hex or base64 confusion, key and message swapped), separators (CR
 * LF, none, a trailing line feed), the 23 other orders of the parts, body variants (text
 * changes, serializer dialects, double encoding, type round trips, key orders), the timestamp
 * (unit, read twice, every millisecond), the text encoding (spec 5.2 rule 3), and a plain hash
 * of secret and string to sign. Within a family, the module's own order.
 */
export function mistakeDimensions(input: DiagnosisInput, secret: string): Mistake[][] {
  const payloadBytes =
    utf8(input.rawBody).length + input.merchantId.length + input.nonce.length + 20;
  return [
    pasteMistakes(input.rawBody, input.suspectedArtifacts),
    keyMistakes(input, secret),
    separatorMistakes(),
    orderMistakes(),
    bodyVariants(input.rawBody).map((variant): Mistake => ({
      dimension: 'body',
      cause: 'BODY_REFORMATTED',
      variant,
    })),
    timestampMistakes(input.timestamp, payloadBytes),
    encodingMistakes(input.rawBody),
    plainHashMistakes(),
  ];
}

/**
 * Whether a mistake is tried in pairs (spec 5.5's mistakes, two at once). A clock read twice is a
 * second apart in nearly every case (the reads straddle a second boundary): pairs try ±1 s only,
 * singles the whole window. The many-candidate families (every millisecond, key orders, type
 * round trips) and the plain hash are tried alone: paired, they would multiply the MACs, each
 * over the whole body.
 */
export function pairable(mistake: Mistake): boolean {
  if (mistake.dimension === 'digest') return false;
  if (mistake.dimension === 'body') return !mistake.variant.single;
  if (mistake.cause === 'TIMESTAMP_MISMATCH') return Math.abs(mistake.offset) <= 1;
  if (mistake.cause === 'TIMESTAMP_MILLISECONDS') return !mistake.single;
  return true;
}

/**
 * Whether a mistake belongs to a family of many candidates (every millisecond, key orders, type
 * round trips): tried with HMAC-SHA256 only, not every algorithm the received sign's size allows,
 * so a family of thousands costs thousands of MACs, not twice or three times that.
 */
export function isBulk(mistake: Mistake): boolean {
  if (mistake.dimension === 'body') return mistake.variant.single === true;
  return mistake.cause === 'TIMESTAMP_MILLISECONDS' && mistake.single === true;
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
  /**
   * A plain SHA-256 over the secret and the string to sign (the secret where it says), not
   * HMAC; `pieces` never hold the secret, so the payload shown never does.
   */
  plain: 'start' | 'end' | null;
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
  let plain: Signing['plain'] = null;
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
    if (mistake.dimension === 'digest') plain = mistake.secretAt;
  }
  const pieces = order.flatMap((part, i) => (i === 0 ? [values[part]] : [separator, values[part]]));
  if (trailer) pieces.push(trailer);
  return { pieces: pieces.filter((piece) => piece !== ''), secret: key, swapped, form, plain };
}

/**
 * The catalogue of the mistake search (spec 5.5 checklist): the families of mistakes, one module
 * each under families/, in the fixed order the search tries them, and how a set of mistakes turns
 * into the string the sender signed. The order is the tie-break: when several candidates
 * reproduce a sign, the first in this order is the answer, every time. A new family is one
 * module exporting a MistakeFamily (families/family.ts) and one line in {@link FAMILIES}.
 */
import { utf8 } from '../text/bytes.ts';
import { encodeText } from '../text/encode-text.ts';
import { isLongBody } from '../text/long-body.ts';
import { bodyFamily } from './families/body-variants.ts';
import { formBodyFamily } from './families/form-body.ts';
import {
  SPEC_ORDER,
  type Draft,
  type MistakeFamily,
  type MistakeShape,
  type TextForm,
} from './families/family.ts';
import { keyFamily } from './families/key-mistakes.ts';
import { orderFamily } from './families/layout.ts';
import { separatorFamily } from './families/separators.ts';
import { formatFamily } from './families/output-format.ts';
import { pasteFamily } from './families/paste-artifacts.ts';
import { encodingFamily } from './families/payload-encodings.ts';
import { plainHashFamily } from './families/plain-hash.ts';
import { timestampFamily } from './families/timestamps.ts';
import type { DiagnosisInput } from './types.ts';

/**
 * The families in the order the search tries them (spec 5.5 checklist), most specific first:
 * paste artifacts the intake suspected (blamed on the paste), the key (other environment's
 * secret, stray whitespace, hex or base64 confusion, key and message swapped), separators (CR
 * LF, none, a trailing line feed), the 23 other orders of the parts, body variants (text
 * changes, serializer dialects, double encoding, type round trips, key orders), the timestamp
 * (unit, read twice, every millisecond), the text encoding (spec 5.2 rule 3), and a plain hash
 * of secret and string to sign. Within a family, the module's own order. Pairs take their first
 * mistake from the earlier family.
 */
export const FAMILIES = [
  pasteFamily,
  keyFamily,
  separatorFamily,
  orderFamily,
  bodyFamily,
  formBodyFamily,
  timestampFamily,
  encodingFamily,
  plainHashFamily,
  formatFamily,
] as const;

type CandidateOf<F> = F extends MistakeFamily<infer M> ? M : never;

/** One wrong choice in one dimension of the string to sign or the key: a candidate of a family. */
export type Mistake = CandidateOf<(typeof FAMILIES)[number]>;

type Dimension = Mistake['dimension'];

// Each dimension's family, built once: a mistake reaches its family by one property read, never
// by a search of the list (the search handles thousands of candidates per case).
const FAMILY_OF = Object.fromEntries(
  FAMILIES.map((family) => [family.dimension, family as MistakeFamily<MistakeShape>]),
) as Record<Dimension, MistakeFamily<Mistake>>;

/** The family a mistake is a candidate of (spec 5.5 checklist). */
export function familyOf(mistake: Mistake): MistakeFamily<Mistake> {
  return FAMILY_OF[mistake.dimension];
}

/**
 * Every family's candidates for a case (spec 5.5 checklist), one list per family in the
 * catalogue's order (see {@link FAMILIES}), each in the family's own order.
 */
export function mistakeDimensions(input: DiagnosisInput, secret: string): Mistake[][] {
  return FAMILIES.map((family): Mistake[] => family.candidates(input, secret));
}

/**
 * Whether a mistake is tried in pairs (spec 5.5's mistakes, two at once), as its family says:
 * the many-candidate families (every millisecond, key orders, type round trips), the clock read
 * more than a second off and the plain hash are tried alone.
 */
export function pairable(mistake: Mistake): boolean {
  return familyOf(mistake).pairable(mistake);
}

/**
 * Whether a mistake belongs to a family of many candidates (every millisecond, key orders, type
 * round trips): tried with HMAC-SHA256 only, not every algorithm the received sign's size allows,
 * so a family of thousands costs thousands of MACs, not twice or three times that.
 */
export function isBulk(mistake: Mistake): boolean {
  return familyOf(mistake).bulk(mistake);
}

/** Whether a mistake pairs with other families' many-candidate mistakes too, as its family says. */
export function pairsWithBulk(mistake: Mistake): boolean {
  return familyOf(mistake).pairsWithBulk?.(mistake) ?? false;
}

/** Whether two mistakes change the same thing, so a pair of them means nothing. */
export function conflicting(a: Mistake, b: Mistake): boolean {
  const first = familyOf(a);
  const second = familyOf(b);
  return first === second || (first.changesBody && second.changesBody);
}

/**
 * Whether two families' mistakes are tried together for a body this long: never when they
 * change the same thing ({@link conflicting}); and for a long body (core/text/long-body.ts), not
 * a text encoding with a rewritten body. Each such pair writes the whole body anew in other
 * bytes, one pass over it per serializer dialect and encoding, so over a long body those two
 * unrelated mistakes at once would take most of the search's time; a short body keeps them.
 */
export function pairedFor(bodyLength: number, a: Mistake, b: Mistake): boolean {
  if (conflicting(a, b)) return false;
  const [first, second] = [familyOf(a), familyOf(b)];
  const rewritesWhole =
    (first.reencodes && second.changesBody) || (second.reencodes && first.changesBody);
  return !(rewritesWhole && isLongBody(bodyLength));
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
  return form ? encodeText(piece, form) : utf8(piece);
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
  const draft: Draft = {
    values: {
      merchantId: input.merchantId,
      timestamp: input.timestamp,
      nonce: input.nonce,
      body: input.rawBody,
    },
    separator: '\n',
    trailer: '',
    order: SPEC_ORDER,
    key: secret,
    swapped: false,
    form: null,
    plain: null,
  };
  // Each family changes its own fields; the two that replace the body never pair (conflicting).
  for (const mistake of mistakes) familyOf(mistake).apply(mistake, draft);
  const { values, separator, trailer, order, key, swapped, form, plain } = draft;
  const pieces = order.flatMap((part, i) => (i === 0 ? [values[part]] : [separator, values[part]]));
  if (trailer) pieces.push(trailer);
  return { pieces: pieces.filter((piece) => piece !== ''), secret: key, swapped, form, plain };
}

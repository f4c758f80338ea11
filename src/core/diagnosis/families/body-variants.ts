/**
 * Bodies a sender may have signed instead of the raw body that went on the wire (spec 5.2
 * rule 1, spec 5.5 "Body: trimmed, prettified, reordered or re-serialized"). Each variant is
 * built from the received raw body; JSON-based ones only when that body parses as JSON.
 */

import type { BodyMistake, BodyVariant } from './body-variant.ts';
import { dialectBodies } from '../json/json-dialects.ts';
import { doubleEncodedVariants } from './double-encoded.ts';
import { keyOrderVariants } from './key-order.ts';
import { typeRoundTripVariants } from './type-round-trips.ts';
import { escapeNonAscii, unescapeNonAscii } from '../json/json-spellings.ts';
import { explainBody } from './body-words.ts';
import { guessLibraries } from '../stack/wire-fingerprint.ts';
import type { MistakeFamily } from './family.ts';
import { lastResult } from '../last-result.ts';

export type { BodyVariant } from './body-variant.ts';
export type { BodyMistake } from './body-variant.ts';

const BOM = '\uFEFF';

/** Number spellings a sender may have used for a decimal string: as written, JS, Python float. */
function numberSpellings(decimal: string): string[] {
  const n = Number(decimal);
  return [decimal, String(n), Number.isInteger(n) ? `${n}.0` : String(n)];
}

function amountVariants(raw: string, parsed: unknown): BodyVariant[] {
  const amount = (parsed as { trans_amount?: { value?: unknown } } | null)?.trans_amount;
  const value = amount?.value;
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return [];
  const escaped = value.replace('.', '\\.');
  const pattern = new RegExp(`("value"\\s*:\\s*)"${escaped}"`, 'g');
  return numberSpellings(value).map((spelling) => ({
    id: 'amount-number',
    label: `with trans_amount.value as the number ${spelling} instead of the string "${value}"`,
    body: raw.replace(pattern, (_whole, head: string) => head + spelling),
  }));
}

function jsonVariants(raw: string): BodyVariant[] {
  const dialects = dialectBodies(raw);
  if (dialects.length === 0) return [];
  // Bytes a library wrote (stack/wire-fingerprint.ts): the compact text was likely what was signed.
  const marked = guessLibraries(raw).length > 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.startsWith(BOM) ? raw.slice(1) : raw);
  } catch {
    parsed = null;
  }
  return [
    ...dialects.map(({ dialect, body }) => ({
      id: dialect.id,
      label: `re-serialized by ${dialect.writer}, which ${dialect.effect}`,
      body,
      writers: [{ writer: dialect.writer, effect: dialect.effect, fix: dialect.fix }],
      ...(marked && dialect.id === 'compacted' ? { likely: true } : {}),
    })),
    {
      id: 'non-ascii-escaped',
      label: 'with non-ASCII characters escaped as \\uXXXX',
      body: escapeNonAscii(raw),
    },
    {
      id: 'non-ascii-unescaped',
      label: 'with \\uXXXX escapes written out as characters',
      body: unescapeNonAscii(raw),
    },
    ...amountVariants(raw, parsed),
  ];
}

function textVariants(raw: string): BodyVariant[] {
  const endsInNewline = /\r?\n$/.test(raw);
  const hasCrlf = raw.includes('\r\n');
  const hasBom = raw.startsWith(BOM);
  // The specific changes come before trimming, which often equals one of them and then gives way.
  const variants: (BodyVariant | false)[] = [
    endsInNewline
      ? {
          id: 'trailing-newline-removed',
          label: 'without its trailing newline',
          body: raw.replace(/\r?\n$/, ''),
        }
      : { id: 'trailing-newline-added', label: 'with a trailing newline added', body: `${raw}\n` },
    hasCrlf && {
      id: 'crlf-to-lf',
      label: 'with its CR LF line breaks turned into LF',
      body: raw.replace(/\r\n/g, '\n'),
    },
    !hasCrlf &&
      raw.includes('\n') && {
        id: 'lf-to-crlf',
        label: 'with its LF line breaks turned into CR LF',
        body: raw.replace(/\n/g, '\r\n'),
      },
    hasBom
      ? {
          id: 'bom-removed',
          label: 'without the byte order mark (U+FEFF) it was sent with',
          body: raw.slice(1),
        }
      : { id: 'bom-added', label: 'with a byte order mark (U+FEFF) in front', body: BOM + raw },
    { id: 'trimmed', label: 'trimmed of leading and trailing whitespace', body: raw.trim() },
  ];
  return variants.filter((variant): variant is BodyVariant => variant !== false);
}

/**
 * The bodies a sender may have signed instead of `rawBody` (spec 5.2 rule 1, spec 5.5 "Body"):
 * what the serializers of JavaScript, PHP, Go, .NET, Java, Python and Ruby write for it (see
 * json-dialects.ts; identical bytes become one variant naming every writer), non-ASCII
 * escaped or unescaped, `trans_amount.value` as a number, trimmed, trailing newline added or
 * removed, CR LF and LF swapped, byte order mark added or removed, then encoded twice, a
 * value's type changed by a model round trip, and small objects' keys in another order
 * (the modules beside this one). JSON-based variants appear
 * only when the body parses; variants equal to the raw body or to an earlier one are dropped.
 * Built once per body (the readings of a paste share it): the list and its variants are shared.
 */
export const bodyVariants: (rawBody: string) => readonly BodyVariant[] = lastResult(allVariants);

function allVariants(rawBody: string): BodyVariant[] {
  const seen = new Map<string, BodyVariant | null>([[rawBody, null]]);
  const out: BodyVariant[] = [];
  // Most specific first: a text change, a serializer dialect, then the many-bodied families.
  const all = [
    ...textVariants(rawBody),
    ...jsonVariants(rawBody),
    ...doubleEncodedVariants(rawBody),
    ...typeRoundTripVariants(rawBody),
    ...keyOrderVariants(rawBody),
  ];
  for (const variant of all) {
    const earlier = seen.get(variant.body);
    if (earlier === undefined) {
      seen.set(variant.body, variant);
      out.push(variant);
    } else if (earlier?.writers && variant.writers) {
      // Same bytes from another library: one candidate, every writer in its set (spec 5.5 asks
      // who did it; the sender's stack chooses among them when it names one).
      const known = new Set(earlier.writers.map((w) => w.writer));
      earlier.writers.push(...variant.writers.filter((w) => !known.has(w.writer)));
    }
  }
  return out;
}

/**
 * The body family (spec 5.2 rule 1, spec 5.5 "Body"): text changes, serializer dialects, double
 * encoding, type round trips and key orders. The many-bodied ones are tried alone and with
 * HMAC-SHA256 only: paired, they would multiply the MACs, each over the whole body.
 */
export const bodyFamily: MistakeFamily<BodyMistake> = {
  dimension: 'body',
  causes: ['BODY_REFORMATTED'],
  changesBody: true,
  candidates: (input) =>
    bodyVariants(input.rawBody).map((variant) => ({
      dimension: 'body',
      cause: 'BODY_REFORMATTED',
      variant,
    })),
  apply(mistake, draft) {
    draft.values.body = mistake.variant.body;
  },
  pairable: (mistake) => !mistake.variant.single,
  bulk: (mistake) => mistake.variant.single === true,
  pairsWithBulk: (mistake) => mistake.variant.likely === true,
  explain: explainBody,
};

/**
 * Plain-language explanations of the mistakes the search found (spec 5.2, 5.5): what the
 * sender did, how to fix it, and the specifics, never showing a secret.
 */
import { CLOCK_READ_TWICE_WINDOW, SPEC_ORDER, type Mistake, type PartName } from '../candidates.ts';
import { explainEncoding, explainKey, type Part } from './explain-key.ts';
import { describeFormat, type MacAlgorithm, type SignEncoding } from '../received-sign.ts';
import type { SearchHit } from '../search.ts';
import type { SignedKind } from '../../protocol/case-kinds.ts';
import type { DiagnosisInput, Found } from '../types.ts';
import { guessLibraries } from './wire-fingerprint.ts';

/**
 * The body changed after signing, by the HTTP library (spec 5.2 rule 1): the sent bytes carry a
 * serializer's marks that the signed string does not, so the library re-serialized what the
 * program signed. Null when the marks do not say so (the signer's side then re-serialized).
 */
function wireChange(sent: string, signed: string): Part | null {
  const onWire = guessLibraries(sent);
  const inSigned = new Set(guessLibraries(signed).map((guess) => guess.library));
  const ranked = onWire.filter((guess) => !inSigned.has(guess.library));
  const top = ranked[0];
  if (!top) return null;
  return {
    cause: 'BODY_REFORMATTED',
    title: 'The HTTP library re-serialized the body after it was signed',
    explanation: `The sender signed one serialization of the body and its HTTP library sent another: the bytes on the wire carry the marks of ${top.library}, the signed string does not.`,
    fix: top.fix,
    detail: `Sent body written by ${top.library}: ${top.evidence.join('; ')}.`,
    libraries: ranked.map((guess) => guess.library),
  };
}

const PART_NAME: Record<PartName, string> = {
  merchantId: 'merchant ID',
  timestamp: 'timestamp',
  nonce: 'nonce',
  body: 'body',
};

const FIX_ORDER = 'Sign merchant ID, timestamp, nonce and body, in that order only (spec 5.2).';

function explainMistake(mistake: Mistake, input: DiagnosisInput, actor: string): Part {
  switch (mistake.dimension) {
    case 'secret':
      return explainKey(mistake, input, actor);
    case 'encoding':
      return explainEncoding(mistake, actor);
    case 'paste':
      return {
        cause: mistake.cause,
        title: 'The paste added something',
        explanation: `The paste probably added ${mistake.label}; without it the sign matches.`,
        fix: 'Nothing for the sender to fix here: to be sure, take the body from the original log, HAR or file rather than from a copy of it.',
        detail: `Removed from the pasted body: ${mistake.label} (suspected by the intake).`,
      };
    case 'separators':
      if (mistake.cause === 'CRLF_SEPARATORS') {
        return {
          cause: mistake.cause,
          title: 'CR LF separators',
          explanation: `${actor} joined the parts with CR LF (0x0D 0x0A).`,
          fix: `Use a single line feed (0x0A) between merchant ID, timestamp, nonce and body (spec 5.2 rule 2).`,
          detail: 'Separator used: CR LF (0x0D 0x0A).',
        };
      }
      if (mistake.cause === 'SEPARATORS_MISSING') {
        return {
          cause: mistake.cause,
          title: 'Separators missing',
          explanation: `${actor} concatenated merchant ID, timestamp, nonce and body with nothing between them.`,
          fix: 'Put a single line feed (0x0A) between the parts (spec 5.2).',
          detail: 'Separator used: none.',
        };
      }
      return {
        cause: mistake.cause,
        title: 'Line feed after the body',
        explanation: `${actor} signed an extra line feed after the body: a separator after the last part, or echo without -n in a shell script.`,
        fix: 'End the string to sign with the last byte of the raw body; line feeds go only between the parts (spec 5.2).',
        detail: 'Signed string ends with an extra 0x0A after the body.',
      };
    case 'order': {
      const order = mistake.order.map((part) => PART_NAME[part]).join(', ');
      return {
        cause: mistake.cause,
        title: 'Parts in the wrong order',
        explanation: `${actor} signed the parts in the order ${order}.`,
        fix: FIX_ORDER,
        detail: `Order signed: ${order} (spec: ${SPEC_ORDER.map((part) => PART_NAME[part]).join(', ')}).`,
      };
    }
    case 'body': {
      const handler = input.signer === 'handler';
      const changedOnTheWire = handler ? null : wireChange(input.rawBody, mistake.variant.body);
      if (changedOnTheWire) return changedOnTheWire;
      const general = handler
        ? 'Verify over the raw body exactly as received, before parsing; never parse and re-serialize it to verify (spec 5.3 rule 3).'
        : 'Build the JSON body once, sign exactly those bytes and send them unchanged; do not re-serialize, pretty-print or trim (spec 5.2 rule 1, 5.4).';
      return {
        cause: mistake.cause,
        title: handler
          ? 'The handler re-serialized the body before verifying'
          : 'Body changed between signing and sending',
        explanation: handler
          ? `${actor} signed the body ${mistake.variant.label}, not the raw bytes it received.`
          : `${actor} signed the body ${mistake.variant.label}, but sent other bytes.`,
        fix: mistake.variant.fix && !handler ? mistake.variant.fix : general,
        detail: `Body signed: ${mistake.variant.label}.`,
      };
    }
    case 'digest': {
      const where =
        mistake.secretAt === 'start' ? 'secret + string_to_sign' : 'string_to_sign + secret';
      return {
        cause: mistake.cause,
        title: 'A plain hash, not HMAC',
        explanation: `${actor} computed a plain SHA-256 of ${where}, not HMAC-SHA256 keyed with the secret.`,
        fix: "Compute HMAC-SHA256 with the API secret as the key and the string to sign as the message (spec 5.2 rule 4): hmac.new(secret, payload, sha256), hash_hmac('sha256', $payload, $secret), crypto.createHmac('sha256', secret).",
        detail: `Signed: SHA-256(${where}), no HMAC.`,
      };
    }
    case 'timestamp':
      if (mistake.cause === 'TIMESTAMP_MISMATCH') {
        const seconds = Math.abs(mistake.offset);
        const way = mistake.offset < 0 ? 'earlier' : 'later';
        return {
          cause: mistake.cause,
          title: 'Timestamp taken twice',
          explanation: `${actor} signed the timestamp ${mistake.timestamp}, ${seconds} s ${way} than the ${input.timestamp} in X-Timestamp: the clock was read twice, once for the header and once for the string to sign.`,
          fix: 'Read the clock once and use that same value in X-Timestamp and in the string to sign (spec 5.1, 5.4 step 2).',
          detail: `Timestamp signed: ${mistake.timestamp}, ${seconds} s ${way} than the header's ${input.timestamp} (searched ±${CLOCK_READ_TWICE_WINDOW} s).`,
        };
      }
      return {
        cause: mistake.cause,
        title:
          mistake.signedIn === 'ms'
            ? 'Timestamp signed in milliseconds'
            : 'Timestamp header in milliseconds',
        explanation:
          mistake.signedIn === 'ms'
            ? `${actor} signed the timestamp in milliseconds (${mistake.timestamp}) while the header carries seconds (${input.timestamp}).`
            : `The header carries milliseconds (${input.timestamp}) while ${actor.toLowerCase()} signed seconds (${mistake.timestamp}).`,
        fix: 'Use Unix time in whole seconds, the same text in X-Timestamp and in the string to sign (spec 5.1).',
        detail: `Timestamp signed: ${mistake.timestamp} (header: ${input.timestamp}).`,
      };
  }
}

function explainFormat(
  algorithm: MacAlgorithm,
  encoding: SignEncoding,
  kind: SignedKind,
  actor: string,
): Part {
  const format = describeFormat(algorithm, encoding);
  const accepted =
    kind === 'request'
      ? 'the service accepts only the lowercase hex form of HMAC-SHA256 (spec 5.2 rule 4)'
      : 'the receiver accepts only the hex form of HMAC-SHA256, lowercased before comparing (spec 5.3 rule 4)';
  const wrongAlgorithm = algorithm !== 'HMAC-SHA256';
  return {
    cause: 'OUTPUT_FORMAT',
    title: `Wrong output format: ${format}`,
    explanation: `${actor} wrote the sign as ${format}; ${accepted}.`,
    fix: wrongAlgorithm
      ? 'Compute HMAC-SHA256 keyed with the API secret and send it as lowercase hex (spec 5.2 rule 4).'
      : encoding === 'base64-of-hex'
        ? "Send the hex digest itself; do not base64-encode it again (PHP: hash_hmac('sha256', $payload, $secret) without base64_encode) (spec 5.2 rule 4)."
        : 'Send the 32-byte HMAC-SHA256 as 64 lowercase hex characters, not base64 or uppercase (spec 5.2 rule 4).',
    detail: `Received sign: ${format}.`,
  };
}

function libraries(parts: Part[]): Pick<Found, 'libraries'> {
  const names = parts.flatMap((part) => part.libraries ?? []);
  return names.length > 0 ? { libraries: names } : {};
}

/**
 * The Found of a search hit (spec 5.5): cause codes in checklist order, a title, an
 * explanation and a fix for each mistake, the string the sender signed and the correct one.
 */
export function explainHit(hit: SearchHit, input: DiagnosisInput, correctPayload: string): Found {
  const actor = input.signer === 'handler' ? 'The verifying handler' : 'The sender';
  const parts = hit.mistakes.map((mistake) => explainMistake(mistake, input, actor));
  if (hit.format) {
    parts.push(explainFormat(hit.format.algorithm, hit.format.encoding, input.kind, actor));
  }
  return {
    causes: parts.map((part) => part.cause),
    title: parts.map((part) => part.title).join(' + '),
    explanation: parts.map((part) => part.explanation).join(' '),
    fix: parts.map((part) => part.fix).join(' '),
    senderPayload: hit.payload,
    correctPayload,
    details: parts.map((part) => part.detail),
    ...libraries(parts),
  };
}

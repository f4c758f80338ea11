/**
 * Plain-language explanations of the mistakes the search found (spec 5.2, 5.5): what the
 * sender did, how to fix it, and the specifics, never showing a secret.
 */
import { SPEC_ORDER, type Mistake, type PartName } from './candidates.ts';
import { describeFormat, type MacAlgorithm, type SignEncoding } from './received-sign.ts';
import type { SearchHit } from './search.ts';
import type { CauseCode, DiagnosisInput, Found, SignedKind } from './types.ts';

interface Part {
  cause: CauseCode;
  title: string;
  explanation: string;
  fix: string;
  detail: string;
}

const PART_NAME: Record<PartName, string> = {
  merchantId: 'merchant ID',
  timestamp: 'timestamp',
  nonce: 'nonce',
  body: 'body',
};

const FIX_ORDER = 'Sign merchant ID, timestamp, nonce and body, in that order only (spec 5.2).';

function explainMistake(mistake: Mistake, input: DiagnosisInput): Part {
  switch (mistake.dimension) {
    case 'secret':
      return mistake.cause === 'SECRET_ENV_MIXED'
        ? {
            cause: mistake.cause,
            title: 'Test and production secrets mixed',
            explanation: `The sender signed with ${mistake.label}, but this case is for the ${input.env} environment.`,
            fix: `Sign ${input.env} calls with the ${input.env} secret; each environment has its own (spec 1, 5.5).`,
            detail: `Key used: ${mistake.label}.`,
          }
        : {
            cause: mistake.cause,
            title: 'Stray whitespace in the secret',
            explanation: `The sender signed with ${mistake.label}, typically from copying it or reading it from a file or environment variable.`,
            fix: 'Use the API secret exactly as issued: trim line feeds and spaces where it is loaded.',
            detail: `Key used: ${mistake.label}.`,
          };
    case 'separators':
      if (mistake.cause === 'CRLF_SEPARATORS') {
        return {
          cause: mistake.cause,
          title: 'CR LF separators',
          explanation: 'The sender joined the parts with CR LF (0x0D 0x0A).',
          fix: `Use a single line feed (0x0A) between merchant ID, timestamp, nonce and body (spec 5.2 rule 2).`,
          detail: 'Separator used: CR LF (0x0D 0x0A).',
        };
      }
      if (mistake.cause === 'SEPARATORS_MISSING') {
        return {
          cause: mistake.cause,
          title: 'Separators missing',
          explanation:
            'The sender concatenated merchant ID, timestamp, nonce and body with nothing between them.',
          fix: 'Put a single line feed (0x0A) between the parts (spec 5.2).',
          detail: 'Separator used: none.',
        };
      }
      return {
        cause: mistake.cause,
        title: 'Line feed after the body',
        explanation:
          'The sender signed an extra line feed after the body: a separator after the last part, or `echo` without `-n` in a shell script.',
        fix: 'End the string to sign with the last byte of the raw body; line feeds go only between the parts (spec 5.2).',
        detail: 'Signed string ends with an extra 0x0A after the body.',
      };
    case 'order': {
      const order = mistake.order.map((part) => PART_NAME[part]).join(', ');
      return {
        cause: mistake.cause,
        title: 'Parts in the wrong order',
        explanation: `The sender signed the parts in the order ${order}.`,
        fix: FIX_ORDER,
        detail: `Order signed: ${order} (spec: ${SPEC_ORDER.map((part) => PART_NAME[part]).join(', ')}).`,
      };
    }
    case 'body':
      return {
        cause: mistake.cause,
        title: 'Body changed between signing and sending',
        explanation: `The sender signed the body ${mistake.variant.label}, but sent other bytes.`,
        fix: 'Build the JSON body once, sign exactly those bytes and send them unchanged; do not re-serialize, pretty-print or trim (spec 5.2 rule 1, 5.4).',
        detail: `Body signed: ${mistake.variant.label}.`,
      };
    case 'timestamp':
      return {
        cause: mistake.cause,
        title:
          mistake.signedIn === 'ms'
            ? 'Timestamp signed in milliseconds'
            : 'Timestamp header in milliseconds',
        explanation:
          mistake.signedIn === 'ms'
            ? `The sender signed the timestamp in milliseconds (${mistake.timestamp}) while the header carries seconds (${input.timestamp}).`
            : `The header carries milliseconds (${input.timestamp}) while the sender signed seconds (${mistake.timestamp}).`,
        fix: 'Use Unix time in whole seconds, the same text in X-Timestamp and in the string to sign (spec 5.1).',
        detail: `Timestamp signed: ${mistake.timestamp} (header: ${input.timestamp}).`,
      };
  }
}

function explainFormat(algorithm: MacAlgorithm, encoding: SignEncoding, kind: SignedKind): Part {
  const format = describeFormat(algorithm, encoding);
  const accepted =
    kind === 'request'
      ? 'the service accepts only the lowercase hex form of HMAC-SHA256 (spec 5.2 rule 4)'
      : 'the receiver accepts only the hex form of HMAC-SHA256, lowercased before comparing (spec 5.3 rule 4)';
  const wrongAlgorithm = algorithm !== 'HMAC-SHA256';
  return {
    cause: 'OUTPUT_FORMAT',
    title: `Wrong output format: ${format}`,
    explanation: `The sender sent the sign as ${format}; ${accepted}.`,
    fix: wrongAlgorithm
      ? 'Compute HMAC-SHA256 keyed with the API secret and send it as lowercase hex (spec 5.2 rule 4).'
      : 'Send the 32-byte HMAC-SHA256 as 64 lowercase hex characters, not base64 or uppercase (spec 5.2 rule 4).',
    detail: `Received sign: ${format}.`,
  };
}

/**
 * The Found of a search hit (spec 5.5): cause codes in checklist order, a title, an
 * explanation and a fix for each mistake, the string the sender signed and the correct one.
 */
export function explainHit(hit: SearchHit, input: DiagnosisInput, correctPayload: string): Found {
  const parts = hit.mistakes.map((mistake) => explainMistake(mistake, input));
  if (hit.format) parts.push(explainFormat(hit.format.algorithm, hit.format.encoding, input.kind));
  return {
    causes: parts.map((part) => part.cause),
    title: parts.map((part) => part.title).join(' + '),
    explanation: parts.map((part) => part.explanation).join(' '),
    fix: parts.map((part) => part.fix).join(' '),
    senderPayload: hit.payload,
    correctPayload,
    details: parts.map((part) => part.detail),
  };
}

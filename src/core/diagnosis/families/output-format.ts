/**
 * The output format (spec 5.2 rule 4: the sign is lowercase hex of HMAC-SHA256; spec 5.5
 * "Output format"): the right MAC written another way, or another MAC or digest of the string
 * to sign. The search reads the received sign in every encoding at once (received-sign.ts), so
 * this family has no candidates of its own: a hit in another encoding or algorithm carries one.
 */
import { describeFormat, type MacAlgorithm, type SignEncoding } from '../received-sign.ts';
import { never, notTheService, type MistakeFamily, type Part } from './family.ts';

/** The sign written in another encoding, or made with another algorithm. */
export interface FormatMistake {
  dimension: 'format';
  cause: 'OUTPUT_FORMAT';
  algorithm: MacAlgorithm;
  encoding: SignEncoding;
}

/** The format mistake of a search hit's wrong output. */
export function formatMistake(algorithm: MacAlgorithm, encoding: SignEncoding): FormatMistake {
  return { dimension: 'format', cause: 'OUTPUT_FORMAT', algorithm, encoding };
}

const SHORT_ENCODING: Record<SignEncoding, string> = {
  'hex-lower': 'hex',
  'hex-upper': 'uppercase hex',
  'hex-mixed': 'mixed-case hex',
  'hex-unpadded': 'hex short of its zeros',
  base64: 'base64',
  base64url: 'base64url',
  'base64-of-hex': 'base64 of hex',
};

/** A format in a few words, for the lead: "base64 HMAC-SHA1", "uppercase hex plain SHA-256". */
function shortFormat({ algorithm, encoding }: FormatMistake): string {
  return `${SHORT_ENCODING[encoding]} ${algorithm === 'SHA-256' ? 'plain SHA-256' : algorithm}`;
}

/** The short fix for each way of writing it wrong, in a few words. */
function action({ algorithm, encoding }: FormatMistake): string {
  if (algorithm !== 'HMAC-SHA256') return 'Send lowercase hex HMAC-SHA256.';
  if (encoding === 'base64-of-hex') return 'Send the hex digest, not base64 of it.';
  if (encoding === 'hex-unpadded') return 'Write all 64 hex digits, zeros included.';
  return 'Send 64 lowercase hex characters.';
}

/** The full how-to, naming the habit behind each way (spec 5.2 rule 4). */
function fullFix({ algorithm, encoding }: FormatMistake): string {
  if (algorithm !== 'HMAC-SHA256') {
    return 'Compute HMAC-SHA256 keyed with the API secret and send it as lowercase hex (spec 5.2 rule 4).';
  }
  if (encoding === 'base64-of-hex') {
    return "Send the hex digest itself; do not base64-encode it again (PHP: hash_hmac('sha256', $payload, $secret) without base64_encode) (spec 5.2 rule 4).";
  }
  if (encoding === 'hex-unpadded') {
    return 'Write the 32 bytes as 64 hex digits, zero-padded: Java HexFormat.of().formatHex(mac) or String.format("%064x", new BigInteger(1, mac)), not BigInteger.toString(16); Python mac.hexdigest(), not hex(int) (spec 5.2 rule 4).';
  }
  return 'Send the 32-byte HMAC-SHA256 as 64 lowercase hex characters, not base64 or uppercase (spec 5.2 rule 4).';
}

function explainFormat(mistake: FormatMistake, party: string, actor: string, kind: string): Part {
  const format = describeFormat(mistake.algorithm, mistake.encoding);
  const accepted =
    kind === 'request'
      ? 'the service accepts only the lowercase hex form of HMAC-SHA256 (spec 5.2 rule 4)'
      : 'the receiver accepts only the hex form of HMAC-SHA256, lowercased before comparing (spec 5.3 rule 4)';
  return {
    cause: mistake.cause,
    title: `Wrong output format: ${format}`,
    lead:
      party === 'handler'
        ? `Your handler wrote the sign as ${shortFormat(mistake)}.`
        : `You sent the sign as ${shortFormat(mistake)}.`,
    action: action(mistake),
    explanation: `${actor} wrote the sign as ${format}; ${accepted}.`,
    fix: fullFix(mistake),
    detail: `Received sign: ${format}.`,
  };
}

/** The output-format family (spec 5.2 rule 4, spec 5.5 "Output format"). */
export const formatFamily: MistakeFamily<FormatMistake> = {
  dimension: 'format',
  causes: ['OUTPUT_FORMAT'],
  changesBody: false,
  candidates: () => [],
  apply() {
    // The string to sign is right: only how the MAC was computed or written differs.
  },
  pairable: never,
  bulk: never,
  explain(mistake, { input, actor, party }) {
    const part = explainFormat(mistake, party, actor, input.kind);
    if (party !== 'receiver') return part;
    return {
      ...part,
      ...notTheService(input, `as ${shortFormat(mistake)}`),
    };
  },
};

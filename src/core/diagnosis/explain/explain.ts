/**
 * Plain-language explanations of the mistakes the search found (spec 5.2, 5.5): what the
 * sender did, how to fix it, and the specifics, never showing a secret. Each mistake's words
 * are its family's (families/); the output format and the assembly of a Found are here.
 */
import { familyOf } from '../candidates.ts';
import type { Part } from '../families/family.ts';
import { describeFormat, type MacAlgorithm, type SignEncoding } from '../received-sign.ts';
import type { SearchHit } from '../search.ts';
import type { SignedKind } from '../../protocol/case-kinds.ts';
import type { DiagnosisInput, Found } from '../types.ts';
import { fitStack, senderStack } from './stack-hints.ts';

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
  const stack = senderStack(input);
  // Each mistake is explained by its own family (families/), reached by its dimension; the
  // sender's stack (its User-Agent) then fits the words to the habit (spec 5.5).
  const parts = hit.mistakes.map((mistake) => {
    const part = familyOf(mistake).explain(mistake, { input, actor, stack });
    return stack ? fitStack(part, mistake, stack, actor) : part;
  });
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
    details: parts.flatMap((part) => [part.detail, ...(part.evidence ?? [])]),
    ...libraries(parts),
  };
}

/**
 * Plain-language explanations of the mistakes the search found (spec 5.2, 5.5): what the party
 * that made it did, the one fix, the full how-to and the specifics, never showing a secret.
 * Every mistake's words are its family's (families/), the output format's included; this only
 * puts a Found together.
 */
import { familyOf } from '../candidates.ts';
import { partyOf, type Part, type Party } from '../families/family.ts';
import { formatMistake } from '../families/output-format.ts';
import type { SearchHit } from '../search.ts';
import { clientStackOf, type ClientStack } from '../stack/client-stack.ts';
import type { DiagnosisInput, Found } from '../types.ts';
import { loggedBodyLead, loggedBodyParts } from './logged-body.ts';

function libraries(parts: Part[]): Pick<Found, 'libraries'> {
  const names = parts.flatMap((part) => part.libraries ?? []);
  return names.length > 0 ? { libraries: names } : {};
}

/**
 * The client stack whose words fit a case (spec 5.5): the one a merchant request's User-Agent
 * names. None for the verifying handler's own search, or for a response or a webhook (signed by
 * the service, whatever client carried it).
 */
function senderStack(input: DiagnosisInput): ClientStack | null {
  if (partyOf(input) !== 'sender') return null;
  return clientStackOf(input.userAgent);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const withoutStop = (text: string) => text.replace(/\.$/, '');

/**
 * The lead and the fix of one or two mistakes: each family's own for one; for two, one sentence
 * naming both, addressed to the same party, and one sentence joining both fixes.
 */
function leadOf(parts: Part[], party: Party): Pick<Found, 'lead' | 'action'> {
  const [first, second] = parts;
  if (!first) return { lead: '', action: '' };
  if (!second) return { lead: first.lead, action: first.action };
  const who =
    party === 'receiver'
      ? 'What you verified differs from what the service signed in two ways'
      : party === 'handler'
        ? 'Your handler made two mistakes'
        : 'You made two mistakes';
  return {
    lead: `${who}: ${lowerFirst(first.title)}, and ${lowerFirst(second.title)}.`,
    action: `${withoutStop(first.action)}, and ${lowerFirst(second.action)}`,
  };
}

/**
 * The Found of a search hit (spec 5.5): cause codes in checklist order, a lead sentence and one
 * fix addressed to the party that made the mistakes, the full explanation and fix of each, the
 * string the sender signed and the correct one.
 */
export function explainHit(hit: SearchHit, input: DiagnosisInput, correctPayload: string): Found {
  const actor = input.signer === 'handler' ? 'The verifying handler' : 'The sender';
  const context = { input, actor, party: partyOf(input), stack: senderStack(input) };
  const mistakes = hit.format
    ? [...hit.mistakes, formatMistake(hit.format.algorithm, hit.format.encoding)]
    : hit.mistakes;
  // Each mistake is explained by its own family (families/), reached by its dimension.
  const explained = mistakes.map((mistake) => familyOf(mistake).explain(mistake, context));
  // A body the log holds as its logger re-wrote it: a body change is the logger's, not the sender's.
  const parts = loggedBodyParts(explained, mistakes, input, context.party);
  return {
    causes: parts.map((part) => part.cause),
    title: parts.map((part) => part.title).join(' + '),
    ...(loggedBodyLead(parts) ?? leadOf(parts, context.party)),
    explanation: parts.map((part) => part.explanation).join(' '),
    fix: parts.map((part) => part.fix).join(' '),
    senderPayload: hit.payload,
    correctPayload,
    details: parts.flatMap((part) => [part.detail, ...(part.evidence ?? [])]),
    ...libraries(parts),
  };
}

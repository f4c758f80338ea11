/**
 * A body the log holds as its logger re-wrote it (docs/verify-intake.md, "Decide"): a JSON log
 * whose body field is a parsed object shows the logger's serialization, not the bytes sent
 * (spec 5.2 rule 1: the sign covers the raw bytes). A body change that reproduces the received
 * sign then says how the sent body was written, not that the sender's library changed it: the
 * words are the paste's (`PASTE_ARTIFACT`, docs/architecture.md), never the sender's library.
 */
import { familyOf, type Mistake } from '../candidates.ts';
import type { Part, Party } from '../families/family.ts';
import type { DiagnosisInput } from '../types.ts';

const ASK =
  'Ask for the raw body exactly as sent: the string the program signed, or a log that keeps the body as a string.';

const LOGGER_TITLE = 'The logger re-wrote the body';

/** The logger's part in place of a body change the sender would otherwise be blamed for. */
function loggerPart(party: Party): Part {
  const signer = party === 'receiver' ? 'the service' : 'the sender';
  return {
    cause: 'PASTE_ARTIFACT',
    title: LOGGER_TITLE,
    lead: `The log holds the body as the logger re-wrote it, not the bytes sent; written another way it gives the received X-Sign, so ${signer} most likely signed what it sent.`,
    action: `Nothing to fix in code yet. ${ASK}`,
    explanation:
      "The log holds the body as a JSON object: its logger parsed the body and wrote it back out, so its spacing, key order and escapes are the logger's. The same body written another way reproduces the received X-Sign, so the bytes sent were most likely those, signed as sent.",
    fix: `${ASK} Only those bytes show whether anything needs fixing (spec 5.2 rule 1).`,
    detail:
      'The body the received X-Sign covers differs from the logged one only in how it is written, as a logger that parses a body and writes it out changes it.',
  };
}

const rewritten = (input: DiagnosisInput) => input.bodyRewrittenBy === 'logger';

/**
 * The parts of a hit with each body change replaced by the logger's, when the case's body is a
 * logger's rewrite; the parts as they are otherwise (a paste artifact is the paste's already).
 */
export function loggedBodyParts(
  parts: Part[],
  mistakes: readonly Mistake[],
  input: DiagnosisInput,
  party: Party,
): Part[] {
  if (!rewritten(input)) return parts;
  return parts.map((part, i) => {
    const mistake = mistakes[i];
    const bodyChange = mistake && familyOf(mistake).changesBody;
    return bodyChange && part.cause !== 'PASTE_ARTIFACT' ? loggerPart(party) : part;
  });
}

/**
 * The lead of two mistakes when one is the logger's: the other's lead, to its maker, and the
 * logger's rewrite said after it; undefined otherwise.
 */
export function loggedBodyLead(parts: Part[]): { lead: string; action: string } | undefined {
  if (parts.length !== 2 || !parts.some((part) => part.title === LOGGER_TITLE)) return undefined;
  const other = parts.find((part) => part.title !== LOGGER_TITLE);
  if (!other) return undefined;
  return {
    lead: `${other.lead} Apart from that, the log holds the body as the logger re-wrote it, not the bytes sent.`,
    action: other.action,
  };
}

/** When nothing reproduces the sign: the logged body cannot be checked, and what to ask for. */
export function loggedBodyNotes(input: DiagnosisInput): string[] {
  if (!rewritten(input)) return [];
  return [
    `The received X-Sign cannot be checked against these bytes: the log holds the body as its logger re-wrote it, not the bytes sent. ${ASK}`,
  ];
}

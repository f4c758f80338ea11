/**
 * What a paste holds of the case when it does not hold all of it (docs/verify-intake.md,
 * "Decide"): which of the four signed headers of spec 5.1 and the body of spec 5.2 were found,
 * where they stand ("line 3, in a JSON key x_sign"), which are missing, and what to ask the
 * merchant for. Said first in a refusal and in a partial reading, so the support engineer knows
 * what to ask for before reading the list of formats.
 */
import { findBodies } from './locate/body-candidates.ts';
import { findSignedFields, type FieldFind } from './locate/signed-fields.ts';
import type { Intake, IntakeFields } from './types.ts';

type SignedKey = FieldFind['key'];

const HEADERS: Array<[SignedKey, string]> = [
  ['merchantId', 'X-MerchantID'],
  ['timestamp', 'X-Timestamp'],
  ['nonce', 'X-Nonce'],
  ['receivedSign', 'X-Sign'],
];

/** A candidate that names a signed header is a log record or a header map, not a body. */
const HOLDS_HEADERS = /x[-_]?(?:sign|nonce|timestamp|merchant[-_]?id)\b/i;

/** The 1-based line of `at` in `text`. */
const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

/** Where a header value stands, and how it was spelled when not as spec 5.1 writes it. */
function whereField(text: string, find: FieldFind, header: string): string {
  const line = `line ${lineOf(text, find.at)}`;
  const before = text[find.at - 1];
  const after = text.slice(find.at + find.name.length, find.at + find.name.length + 8);
  if ((before === '"' || before === "'") && /^["']\s*:/.test(after)) {
    return `${line}, in a JSON key ${find.name}`;
  }
  return find.name.toLowerCase() === header.toLowerCase() ? line : `${line}, spelled ${find.name}`;
}

/** Where the body stands: after a blank line, at a line, or only as the reader found it. */
function whereBody(text: string, body: string): string {
  const at = text.indexOf(body);
  if (at === -1) return 'as the format gives it';
  const blank = text.slice(0, at).match(/\n[ \t]*\r?\n$/);
  const line = lineOf(text, at);
  return blank ? `after the blank line at line ${line - 1}` : `at line ${line}`;
}

const joinAnd = (items: readonly string[], word = 'and') =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1) ?? ''}`;

/** What to ask the merchant for, by what is missing, as the tail of a sentence. */
function askPhrase(missingHeaders: readonly string[], bodyMissing: boolean): string {
  const asks = [];
  if (missingHeaders.length > 0) {
    asks.push(`the request's ${joinAnd(missingHeaders)} as sent (a header line each)`);
  }
  if (bodyMissing) asks.push('the raw body exactly as sent (the bytes, not a re-formatted copy)');
  return `ask the merchant for ${joinAnd(asks)}, or for the whole request as their program logged it`;
}

/** What a paste holds of the case: each part found with where it stands, and the ones missing. */
export interface CaseFinds {
  /** "X-Nonce (line 3)", "the body (after the blank line at line 5)". */
  found: string[];
  /** The signed headers of spec 5.1 not found, in spec order. */
  missingHeaders: string[];
  bodyMissing: boolean;
}

/**
 * The signed headers and the body found in `text` (those of `intake` when a reader took it, else
 * the ones evidence finds), each with where it stands, and the ones missing.
 */
export function caseFinds(text: string, intake?: Intake): CaseFinds {
  const finds = findSignedFields(text);
  const found: string[] = [];
  const missingHeaders: string[] = [];
  for (const [key, header] of HEADERS) {
    const value: IntakeFields[SignedKey] = intake
      ? intake.fields[key]
      : finds.find((f) => f.key === key)?.value;
    if (!value) {
      missingHeaders.push(header);
      continue;
    }
    const find = finds.find((f) => f.key === key && f.value === value);
    found.push(find ? `${header} (${whereField(text, find, header)})` : header);
  }
  const body = intake
    ? intake.fields.rawBody
    : findBodies(text, finds[0]?.at ?? 0).find((b) => !HOLDS_HEADERS.test(b.body))?.body;
  if (body && body.trim() !== '') found.push(`the body (${whereBody(text, body)})`);
  return { found, missingHeaders, bodyMissing: !body || body.trim() === '' };
}

const missingOf = ({ missingHeaders, bodyMissing }: CaseFinds) =>
  bodyMissing ? [...missingHeaders, 'the body'] : missingHeaders;

/** "Found X-Nonce (line 3); missing X-Sign and the body.", or the sentence for nothing found. */
export function foundSentence(finds: CaseFinds): string {
  return finds.found.length > 0
    ? `Found ${joinAnd(finds.found)}; missing ${joinAnd(missingOf(finds))}.`
    : `Found none of X-MerchantID, X-Timestamp, X-Nonce, X-Sign and the body.`;
}

/**
 * The one sentence a refusal opens with: what the paste is missing and what to ask the merchant
 * for; when it holds every part, that no format placed them and how to paste it instead.
 */
export function missingSentence(lead: string, finds: CaseFinds): string {
  const missing = missingOf(finds);
  if (missing.length === 0) {
    return `${lead}: it holds all four signed headers and a body, but in no format this console reads; paste the request as raw HTTP (headers, a blank line, the body) or ask the merchant for it as their program logged it.`;
  }
  if (finds.found.length === 0) {
    return `${lead}: it holds none of the signed headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) or a body; ask the merchant for the whole request as their program logged it.`;
  }
  return `${lead}: it is missing ${joinAnd(missing)}; ${askPhrase(finds.missingHeaders, finds.bodyMissing)}.`;
}

/**
 * One plain sentence, and what to ask for: the signed headers and the body found in `text`
 * (those of `intake` when a reader took it), each with where it stands, then the ones missing.
 * Empty when nothing is missing.
 */
export function foundAndMissing(text: string, intake?: Intake): string {
  const finds = caseFinds(text, intake);
  if (missingOf(finds).length === 0) return '';
  const ask = askPhrase(finds.missingHeaders, finds.bodyMissing);
  return `${foundSentence(finds)} ${ask.charAt(0).toUpperCase()}${ask.slice(1)}.`;
}

/**
 * The share link of docs/architecture.md's stable contracts: `#case=` and base64url (no padding) of UTF-8
 * JSON with exactly `kind`, `env`, `merchant_id`, `timestamp`, `nonce`, `raw_body` and, when
 * there is one, `received_sign`, `content_type` (the message's Content-Type header, which
 * Verify's checks read) and `user_agent` (a request's User-Agent, which fits the diagnosis's
 * hints to the sender's stack, spec 5.5) and `body_rewritten_by` (`logger` when the body is a
 * log's re-written copy, never blamed on the sender). Never a secret: the encoder copies only
 * those fields, and the decoder refuses any other key, and a header value holding a control
 * character.
 */
import { SHARE_PREFIX } from './share-prefix.ts';
import { headerValueProblem } from '../protocol/header-value.ts';
import { decodeUtf8, fromBase64, isValidUtf8, toBase64, utf8 } from '../text/bytes.ts';
import {
  ENVIRONMENTS,
  SIGNED_KINDS,
  type Environment,
  type SignedKind,
} from '../protocol/case-kinds.ts';
import { trimEndRun } from '../text/trim-runs.ts';

/** One case to share: the failure-log fields of spec 5.5 that do not depend on the secret. */
export interface ShareCase {
  kind: SignedKind;
  env: Environment;
  merchant_id: string;
  timestamp: string;
  nonce: string;
  raw_body: string;
  received_sign?: string;
  /** The Content-Type the message carried, when known (an extension of the contract). */
  content_type?: string;
  /**
   * The sender's User-Agent, for a request whose sender is the merchant (an extension of the
   * contract): it changes only the wording of the diagnosis's hints, never the verdict.
   */
  user_agent?: string;
  /**
   * `logger` when the body is what a logger wrote of it, not the bytes sent (an extension of the
   * contract): the diagnosis then asks for the raw body instead of blaming the sender.
   */
  body_rewritten_by?: 'logger';
}

export type ShareCaseDecode = { ok: true; case: ShareCase } | { ok: false; error: string };

/** Copies the contract's fields one by one, so nothing else (a secret) can ride along. */
function onlyCaseFields(c: ShareCase): ShareCase {
  const copy: ShareCase = {
    kind: c.kind,
    env: c.env,
    merchant_id: c.merchant_id,
    timestamp: c.timestamp,
    nonce: c.nonce,
    raw_body: c.raw_body,
  };
  if (c.received_sign !== undefined) copy.received_sign = c.received_sign;
  if (c.content_type !== undefined) copy.content_type = c.content_type;
  if (c.user_agent !== undefined) copy.user_agent = c.user_agent;
  if (c.body_rewritten_by === 'logger') copy.body_rewritten_by = 'logger';
  return copy;
}

const toBase64Url = (bytes: Uint8Array) =>
  trimEndRun(toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_'), '=');

function fromBase64Url(text: string): Uint8Array | undefined {
  // Padding is not part of the contract, but a link that gained it still decodes.
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  return fromBase64(text) ?? undefined;
}

/**
 * The `#case=...` fragment for a case (docs/architecture.md stable contract "Share link"): base64url
 * without padding of the UTF-8 JSON of exactly the contract's fields. Extra properties on the
 * argument are dropped, so a secret can never reach a link.
 */
export function encodeShareCase(c: ShareCase): string {
  return SHARE_PREFIX + toBase64Url(utf8(JSON.stringify(onlyCaseFields(c))));
}

const TEXT_FIELDS = ['merchant_id', 'timestamp', 'nonce', 'raw_body'] as const;
const CHOICE_FIELDS = [
  ['kind', SIGNED_KINDS],
  ['env', ENVIRONMENTS],
] as const;
const OPTIONAL_FIELDS = ['received_sign', 'content_type', 'user_agent'] as const;
/** The fields that travel as header values when the case is sent or written out. */
const HEADER_FIELDS = [
  'merchant_id',
  'timestamp',
  'nonce',
  'received_sign',
  'content_type',
  'user_agent',
] as const;
const OPTIONAL_CHOICES = [['body_rewritten_by', ['logger']]] as const;
const KNOWN_FIELDS: readonly string[] = [
  ...CHOICE_FIELDS.map(([field]) => field),
  ...TEXT_FIELDS,
  ...OPTIONAL_FIELDS,
  ...OPTIONAL_CHOICES.map(([field]) => field),
];

/**
 * The first header value of a case (spec 5.1) the one header-value rule refuses, named by its
 * field, or null: a CR LF in `merchant_id` would become a header of its own in Copy as curl and
 * every export, while the field shows it joined.
 */
function headerProblem(value: Record<string, unknown>): string | null {
  for (const field of HEADER_FIELDS) {
    const text = value[field];
    const problem = typeof text === 'string' ? headerValueProblem(field, text) : null;
    if (problem) return problem.replace(/\. Remove it\.$/, '');
  }
  return null;
}

/** Why a case handed over inside the page cannot be opened (a header value), or null. */
export function caseHeaderProblem(c: ShareCase): string | null {
  const problem = headerProblem({ ...c });
  return problem ? `The case was not opened: ${problem}.` : null;
}

/**
 * What keeps a parsed JSON object from being a case, in the contract's field order, then any
 * key it never carries. Checked by hand rather than with a schema library: a share link is
 * often the first thing the console opens, and this check sits on that path.
 */
function caseProblems(value: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const has = (field: string) => Object.hasOwn(value, field);
  for (const [field, allowed] of CHOICE_FIELDS) {
    if (!has(field)) problems.push(`${field} is missing`);
    else if (!(allowed as readonly unknown[]).includes(value[field])) {
      problems.push(`${field} must be one of ${allowed.join(', ')}`);
    }
  }
  for (const field of TEXT_FIELDS) {
    if (!has(field)) problems.push(`${field} is missing`);
    else if (typeof value[field] !== 'string') problems.push(`${field} must be a string`);
  }
  for (const field of OPTIONAL_FIELDS) {
    if (has(field) && typeof value[field] !== 'string') problems.push(`${field} must be a string`);
  }
  for (const [field, allowed] of OPTIONAL_CHOICES) {
    if (has(field) && !(allowed as readonly unknown[]).includes(value[field])) {
      problems.push(`${field} must be ${allowed.join(' or ')} when present`);
    }
  }
  const header = headerProblem(value);
  if (header) problems.push(header);
  const unknown = Object.keys(value).filter((key) => !KNOWN_FIELDS.includes(key));
  if (unknown.length > 0) {
    problems.push(`it has fields a share link never carries (${unknown.join(', ')})`);
  }
  return problems;
}

/**
 * Reads a share link (docs/architecture.md stable contract "Share link"): a whole URL, its `#case=...`
 * fragment or `case=...`. Checks base64url, UTF-8, JSON, and the exact field set, refusing
 * unknown keys such as `secret`, each with its own message.
 */
export function decodeShareCase(hash: string): ShareCaseDecode {
  const fragment = hash.includes('#') ? hash.slice(hash.indexOf('#') + 1) : hash;
  const param = fragment.split('&').find((part) => part.startsWith('case='));
  if (param === undefined) {
    return { ok: false, error: 'The link has no "#case=" part, so it holds no shared case.' };
  }
  const bytes = fromBase64Url(param.slice('case='.length).trim());
  if (!bytes || bytes.length === 0) {
    return {
      ok: false,
      error: 'The #case= part is not valid base64url; the link may have been cut short or altered.',
    };
  }
  if (!isValidUtf8(bytes)) {
    return { ok: false, error: 'The shared case is not UTF-8 text; the link is damaged.' };
  }
  let value: unknown;
  try {
    value = JSON.parse(decodeUtf8(bytes));
  } catch (error) {
    return {
      ok: false,
      error: `The shared case is not valid JSON (${(error as Error).message}); the link is damaged.`,
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'The shared case is not a JSON object.' };
  }
  const problems = caseProblems(value as Record<string, unknown>);
  if (problems.length > 0) {
    return { ok: false, error: `The shared case is not valid: ${problems.join('; ')}.` };
  }
  return { ok: true, case: onlyCaseFields(value as ShareCase) };
}

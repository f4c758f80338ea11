/**
 * "Break it": builders of a query (spec 4, 5.4) that makes one chosen mistake of spec 5.5 on
 * purpose, so the sandbox's refusal and the console's diagnosis can be seen side by side.
 * Pure: the time and nonce come in as values.
 */
import { toBase64, toHex, utf8 } from '../text/bytes.ts';
import { CONTENT_TYPE, HEADER } from '../protocol/headers.ts';
import { hmacSha256 } from '../signing/signing.ts';

export const BREAK_MISTAKES = [
  { id: 'crlf', label: 'CR LF separators' },
  { id: 'order', label: 'Another order (timestamp first)' },
  { id: 'milliseconds', label: 'Timestamp in milliseconds' },
  { id: 'prettified', label: 'Body prettified after signing' },
  { id: 'camel-case', label: 'camelCase keys' },
  { id: 'uppercase-hex', label: 'Uppercase hex sign' },
  { id: 'base64', label: 'Base64 sign' },
  { id: 'other-secret', label: "The other environment's secret" },
  { id: 'empty-nonce', label: 'Empty nonce' },
  { id: 'content-type', label: 'Wrong content type' },
] as const;

export type BreakMistake = (typeof BREAK_MISTAKES)[number]['id'];

export interface QueryDraft {
  merchantId: string;
  /** Unix seconds (spec 5.1). */
  timestamp: string;
  nonce: string;
  /** The compact JSON body with snake_case keys. */
  body: string;
  /** The secret of the environment the query goes to, and the other one. */
  secret: string;
  otherSecret: string;
}

export interface BuiltQuery {
  headers: Record<string, string>;
  /** The exact body to send. */
  body: string;
}

const camelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [camelCase(k), camelKeys(v)]),
  );
}

/**
 * Builds a query from a draft (spec 5.4): right when `mistake` is null, otherwise making that
 * one mistake of spec 5.5 as a sender does: a wrong string to sign, key or sign encoding, a
 * body changed after signing, or a wrong header value (signed consistently with it).
 */
export async function buildQuery(
  draft: QueryDraft,
  mistake: BreakMistake | null,
): Promise<BuiltQuery> {
  const timestamp = mistake === 'milliseconds' ? `${draft.timestamp}000` : draft.timestamp;
  const nonce = mistake === 'empty-nonce' ? '' : draft.nonce;
  const signedBody =
    mistake === 'camel-case' ? JSON.stringify(camelKeys(JSON.parse(draft.body))) : draft.body;
  const parts =
    mistake === 'order'
      ? [timestamp, draft.merchantId, nonce, signedBody]
      : [draft.merchantId, timestamp, nonce, signedBody];
  const payload = parts.join(mistake === 'crlf' ? '\r\n' : '\n');
  const key = mistake === 'other-secret' ? draft.otherSecret : draft.secret;
  const mac = await hmacSha256(key, utf8(payload));
  const hex = toHex(mac);
  const sign =
    mistake === 'base64' ? toBase64(mac) : mistake === 'uppercase-hex' ? hex.toUpperCase() : hex;
  const body =
    mistake === 'prettified' ? JSON.stringify(JSON.parse(draft.body), null, 2) : signedBody;
  return {
    headers: {
      'Content-Type': mistake === 'content-type' ? 'text/plain' : CONTENT_TYPE,
      [HEADER.merchantId]: draft.merchantId,
      [HEADER.timestamp]: timestamp,
      [HEADER.nonce]: nonce,
      [HEADER.sign]: sign,
    },
    body,
  };
}

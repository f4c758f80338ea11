/**
 * A signed message the sandbox saw (a request in its traffic log, a webhook it delivered or
 * received) as a share case (docs/architecture.md stable contract "Share link"), so the console can open
 * it in the Verify view with every field filled. A header that was absent becomes an empty
 * field, so the case still opens in Verify, where the empty field is pointed out.
 */
import { CONTENT_TYPE_HEADER, HEADER, USER_AGENT_HEADER } from '../protocol/headers.ts';
import type { Environment, SignedKind } from '../protocol/case-kinds.ts';
import type { ShareCase } from './share-link.ts';

/** The spec 5.1 parts of one message as they arrived; null where a header was absent. */
export interface SignedMessageParts {
  merchantId: string | null;
  timestamp: string | null;
  nonce: string | null;
  receivedSign: string | null;
  /** The Content-Type header, when the message's record holds it. */
  contentType?: string | null;
  /** The User-Agent header, when the message's record holds it. */
  userAgent?: string | null;
  /** The raw body, exactly as it was sent. */
  body: string;
}

/**
 * The share case of a message (spec 5.1 parts plus the raw body and the received `X-Sign`).
 * `received_sign` is always present (empty when the header was absent), so a link built from
 * it always opens the Verify view rather than Request. `user_agent` travels only with a request:
 * it names the stack of the request's sender (the merchant), which fits the spec 5.5 hints; a
 * webhook is sent by the service (here the sandbox itself), and a response's or a webhook
 * answer's User-Agent would be the answerer's, so theirs names no merchant stack.
 */
export function messageShareCase(
  kind: SignedKind,
  env: Environment,
  parts: SignedMessageParts,
): ShareCase {
  return {
    kind,
    env,
    merchant_id: parts.merchantId ?? '',
    timestamp: parts.timestamp ?? '',
    nonce: parts.nonce ?? '',
    raw_body: parts.body,
    received_sign: parts.receivedSign ?? '',
    ...(parts.contentType != null ? { content_type: parts.contentType } : {}),
    ...(kind === 'request' && parts.userAgent ? { user_agent: parts.userAgent } : {}),
  };
}

/** A header's value from a plain record, its name matched without regard to case (RFC 9110). */
export function headerValue(headers: Record<string, string>, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return null;
}

/** The spec 5.1 parts of a message given as a header record and its raw body. */
export function partsFromHeaders(
  headers: Record<string, string>,
  body: string,
): SignedMessageParts {
  return {
    merchantId: headerValue(headers, HEADER.merchantId),
    timestamp: headerValue(headers, HEADER.timestamp),
    nonce: headerValue(headers, HEADER.nonce),
    receivedSign: headerValue(headers, HEADER.sign),
    contentType: headerValue(headers, CONTENT_TYPE_HEADER),
    userAgent: headerValue(headers, USER_AGENT_HEADER),
    body,
  };
}

/**
 * Result codes and what they mean (spec section 7), plus the codes the bundled sandbox uses
 * where the spec says "not shown". Sandbox-only codes are marked, so the console never
 * presents a sandbox choice as the spec.
 */

import { QUERY_PATH } from './endpoint.ts';

export interface CodeInfo {
  /** Short name of the result. */
  title: string;
  /** What happened and what to do about it. */
  explanation: string;
  /** True when the spec itself defines this code; false for the sandbox's own choice. */
  fromSpec: boolean;
  /** True when the spec's 5.5 rejection checklist applies. */
  checklist: boolean;
}

/** The codes the sandbox answers with. Success code is a sandbox choice (spec: not shown). */
export const SANDBOX_CODE = {
  success: 0,
  missingHeader: 1001,
  badTimestamp: 1002,
  signatureFailed: 1003,
  nonceReused: 1004,
  unknownMerchant: 1005,
  contentType: 1006,
  amountLimit: 2006,
  badRequest: 4000,
  pageRequest: 4003,
  orderNotFound: 4004,
  methodNotAllowed: 4005,
  bodyTooLarge: 4013,
  busy: 4029,
} as const;

const CODES: Record<string, CodeInfo> = {
  '0': {
    title: 'Success',
    explanation:
      'The request was accepted. The spec does not name its success code; the sandbox uses 0.',
    fromSpec: false,
    checklist: false,
  },
  '1001': {
    title: 'Missing header',
    explanation:
      'One of X-MerchantID, X-Timestamp, X-Nonce, X-Sign is missing or empty (spec 5.1).',
    fromSpec: false,
    checklist: true,
  },
  '1002': {
    title: 'Bad timestamp',
    explanation:
      'X-Timestamp must be Unix time in seconds and close to the service clock. Milliseconds, a date string or a drifting clock are refused (spec 5.1, 5.2 rule 5).',
    fromSpec: false,
    checklist: true,
  },
  '1003': {
    title: 'Signature verification failed',
    explanation:
      'The X-Sign did not match the HMAC-SHA256 the service computed. Walk the 5.5 checklist: merchant ID, secret, line breaks, order, body bytes, field names, timestamp, nonce, output format, content type.',
    fromSpec: true,
    checklist: true,
  },
  '1004': {
    title: 'Nonce reused',
    explanation:
      'This nonce was already used within the clock window. Generate a fresh nonce for every request.',
    fromSpec: false,
    checklist: true,
  },
  '1005': {
    title: 'Unknown merchant',
    explanation:
      'X-MerchantID is not a merchant the service knows. Send the assigned merchant ID, not a name, login or user ID.',
    fromSpec: false,
    checklist: true,
  },
  '1006': {
    title: 'Wrong content type',
    explanation: 'The content type must be application/json (spec 5.1).',
    fromSpec: false,
    checklist: true,
  },
  '2006': {
    title: 'Amount limit',
    explanation: 'An amount-limit error. It is not caused by the signature (spec 7).',
    fromSpec: true,
    checklist: false,
  },
  '5008': {
    title: 'Amount limit',
    explanation: 'An amount-limit error. It is not caused by the signature (spec 7).',
    fromSpec: true,
    checklist: false,
  },
  '4000': {
    title: 'Bad request body',
    explanation: 'The body must be a UTF-8 JSON object with snake_case field names (spec 2).',
    fromSpec: false,
    checklist: false,
  },
  '4003': {
    title: 'Refused browser request',
    explanation:
      'A browser sent this for a page (a form, a link, an image or a no-cors fetch), which cannot carry the signed headers; the sandbox refuses it before its traffic log records it. Call the API from a program, or with fetch and the four headers.',
    fromSpec: false,
    checklist: false,
  },
  '4004': {
    title: 'Not found',
    explanation: `No order has this merchant_order_no for this merchant, or the path is not an endpoint (spec 4 shows POST ${QUERY_PATH}).`,
    fromSpec: false,
    checklist: false,
  },
  '4005': {
    title: 'Method not allowed',
    explanation: 'Every operation uses POST (spec 4).',
    fromSpec: false,
    checklist: false,
  },
  '4013': {
    title: 'Body too large',
    explanation: 'The sandbox accepts bodies up to 1 MiB.',
    fromSpec: false,
    checklist: false,
  },
  '4029': {
    title: 'Sandbox busy',
    explanation:
      'The sandbox holds as many recent nonces as it keeps in memory; it refuses new requests until the oldest expire with the clock window, rather than forget one and let a replay through. Slow down, or restart the sandbox.',
    fromSpec: false,
    checklist: false,
  },
};

const HTTP_STATUS: Record<number, CodeInfo> = {
  401: {
    title: 'HTTP 401 Unauthorized',
    explanation: 'Authentication failed (spec 7). Walk the 5.5 checklist.',
    fromSpec: true,
    checklist: true,
  },
  403: {
    title: 'HTTP 403 Forbidden',
    explanation:
      'Authentication failed (spec 7). Walk the 5.5 checklist, starting with the merchant ID.',
    fromSpec: true,
    checklist: true,
  },
};

/** Explains a result code, numeric or string (spec 7); undefined when nothing is known of it. */
export function explainCode(code: unknown): CodeInfo | undefined {
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  return CODES[String(code).trim()];
}

/** Explains an HTTP status that the spec gives a meaning (401, 403); undefined otherwise. */
export function explainHttpStatus(status: number): CodeInfo | undefined {
  return HTTP_STATUS[status];
}

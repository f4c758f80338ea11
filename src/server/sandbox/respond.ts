/**
 * Builds the sandbox's envelope responses `{code, msg, data}` and signs them as spec 5.3 says:
 * the body is serialised once, then signed over merchant ID, LF, timestamp, LF, nonce, LF, and
 * exactly those body bytes.
 */
import { generateNonce, unixSeconds } from '../../core/signing/request-parts.ts';
import { HEADER, CONTENT_TYPE, CONTENT_TYPE_HEADER } from '../../core/protocol/headers.ts';
import type { Envelope } from '../../core/api-contract/envelope.ts';
import { signNode } from './node-mac.ts';
import type { SandboxState } from './state.ts';
import { textResponse, textSource } from '../http/text-response.ts';

/** The response envelope of spec 2, as core/api-contract defines it once. */
export type ResponseEnvelope = Envelope;

/** The header names as `textResponse` keeps them: lowercase, as they go on the wire. */
const WIRE = {
  contentType: CONTENT_TYPE_HEADER.toLowerCase(),
  merchantId: HEADER.merchantId.toLowerCase(),
  timestamp: HEADER.timestamp.toLowerCase(),
  nonce: HEADER.nonce.toLowerCase(),
  sign: HEADER.sign.toLowerCase(),
};

/**
 * The envelope `response` was built from, when {@link envelopeResponse} built it, so the traffic
 * log need not parse it back.
 */
export function builtEnvelope(response: Response): ResponseEnvelope | undefined {
  return textSource(response) as ResponseEnvelope | undefined;
}

/** An error envelope: the code and message, and `data` null. */
export function failure(code: number, msg: string): ResponseEnvelope {
  return { code, msg, data: null };
}

/** Flips the last hex digit, so the sign stays well-formed but can never verify. */
function corrupt(signHex: string): string {
  const last = signHex.slice(-1);
  return signHex.slice(0, -1) + (last === '0' ? '1' : '0');
}

/**
 * The HTTP response for an envelope. When `merchantIdHeader` names a configured merchant, the
 * response carries X-MerchantID, X-Timestamp (sandbox clock), a fresh X-Nonce and X-Sign made
 * with that merchant's test secret (spec 5.3); with `corruptSign` (by default the global
 * `corrupt-response-sign` fault) the sign is deliberately wrong. For anyone else there is no
 * secret to sign with, so it is unsigned.
 */
export function envelopeResponse(
  state: SandboxState,
  merchantIdHeader: string | undefined,
  status: number,
  envelope: ResponseEnvelope,
  extraHeaders?: Record<string, string>,
  corruptSign = state.faults.has('corrupt-response-sign'),
): Response {
  const body = JSON.stringify(envelope);
  const headers: Record<string, string> = {};
  if (extraHeaders) {
    for (const name of Object.keys(extraHeaders)) headers[name.toLowerCase()] = extraHeaders[name]!;
  }
  headers[WIRE.contentType] = CONTENT_TYPE;
  const merchant = state.merchant(merchantIdHeader);
  if (merchant) {
    const timestamp = unixSeconds(state.now());
    const nonce = generateNonce(state.random);
    const signHex = signNode(merchant.testSecret, {
      merchantId: merchant.merchantId,
      timestamp,
      nonce,
      body,
    });
    headers[WIRE.merchantId] = merchant.merchantId;
    headers[WIRE.timestamp] = timestamp;
    headers[WIRE.nonce] = nonce;
    headers[WIRE.sign] = corruptSign ? corrupt(signHex) : signHex;
  }
  return textResponse(body, status, headers, envelope);
}

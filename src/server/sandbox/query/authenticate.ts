/**
 * Authenticates a merchant request in the order of the spec 5.5 checklist: content type,
 * headers, timestamp, merchant, then the signature over the raw body bytes, then the nonce.
 * The body is read once, as bytes, and handed on only after it has been verified.
 */
import { SANDBOX_CODE } from '../../../core/protocol/result-codes.ts';
import { MAX_BODY_BYTES, type SandboxMerchant } from '../config.ts';
import { readBodyLimited } from '../../http/body.ts';
import {
  clockProblem,
  contentTypeProblem,
  missingHeadersProblem,
  timestampFormatProblem,
  unknownMerchantMessage,
} from './header-checks.ts';
import { checkRequestSignature } from './signature-check.ts';
import { quoteEcho } from '../../http/echo-cut.ts';
import { NONCE_STORE_CAP } from './nonce-store.ts';
import type { SandboxState } from '../state.ts';
import { signedHeaders } from '../../http/wire-headers.ts';
import type { SandboxRequest } from '../../http/incoming-request.ts';

export type Authentication =
  | { ok: true; merchant: SandboxMerchant; body: Uint8Array }
  | { ok: false; status: number; code: number; msg: string };

function refuse(status: number, code: number, msg: string): Authentication {
  return { ok: false, status, code, msg };
}

/**
 * Runs every check up to and including the nonce on `request` (POST already established) and
 * returns either the verified merchant and raw body bytes, or the HTTP status, code and message
 * to answer with. The body size is checked as it is read, before the signature (it must be
 * read to be verified), so a body over 1 MiB is refused without being buffered in full.
 */
export async function authenticate(
  state: SandboxState,
  request: SandboxRequest,
): Promise<Authentication> {
  const values = signedHeaders(request);
  const contentType = contentTypeProblem(values.contentType);
  if (contentType) return refuse(415, SANDBOX_CODE.contentType, contentType);
  const missing = missingHeadersProblem(values);
  if (missing) return refuse(401, SANDBOX_CODE.missingHeader, missing);

  const merchantId = values.merchantId as string;
  const timestamp = values.timestamp as string;
  const nonce = values.nonce as string;
  const receivedSign = values.sign as string;

  const format = timestampFormatProblem(timestamp);
  if (format) return refuse(401, SANDBOX_CODE.badTimestamp, format);
  const nowSeconds = Math.floor(state.now() / 1000);
  const drift = clockProblem(Number(timestamp), nowSeconds, state.config.clockWindowSeconds);
  if (drift) return refuse(401, SANDBOX_CODE.badTimestamp, drift);

  const merchant = state.merchant(merchantId);
  if (!merchant)
    return refuse(403, SANDBOX_CODE.unknownMerchant, unknownMerchantMessage(merchantId));

  const read = await readBodyLimited(request, MAX_BODY_BYTES);
  if (!read.ok) {
    return refuse(
      413,
      SANDBOX_CODE.bodyTooLarge,
      `The body is larger than ${MAX_BODY_BYTES} bytes (1 MiB), the sandbox's limit.`,
    );
  }

  const signature = checkRequestSignature(
    merchant,
    { merchantId, timestamp, nonce, body: read.bytes },
    receivedSign,
  );
  if (!signature.ok) return refuse(401, SANDBOX_CODE.signatureFailed, signature.msg);

  // The nonce table also reads the clock without the skew fault, so moving the fault never makes
  // it forget a nonce the real clock still holds in the window (spec 5.5).
  const realSeconds = nowSeconds - state.faultValues.clockSkewSeconds;
  const seen =
    state.config.nonceReuse === 'reject'
      ? state.nonces.check(merchantId, nonce, nowSeconds, Number(timestamp), realSeconds)
      : 'fresh';
  if (seen === 'forgotten') {
    return refuse(
      401,
      SANDBOX_CODE.badTimestamp,
      `X-Timestamp ${timestamp} is no later than nonces the sandbox has already forgotten: its clock was set back (clock-skew fault) after they expired, so it cannot tell a replay from a new request; sign with a current timestamp.`,
    );
  }
  if (seen === 'full') {
    return refuse(
      503,
      SANDBOX_CODE.busy,
      `The sandbox holds ${NONCE_STORE_CAP} recent nonces, its limit; it refuses new requests until the oldest expire (within ${state.config.clockWindowSeconds} seconds) rather than forget one and let a replay through.`,
    );
  }
  if (seen === 'reused') {
    return refuse(
      401,
      SANDBOX_CODE.nonceReused,
      `X-Nonce ${quoteEcho(nonce)} was already used within the last ${state.config.clockWindowSeconds} seconds; generate a fresh nonce for every request (a sandbox choice: the spec does not say whether a repeated nonce is rejected).`,
    );
  }
  return { ok: true, merchant, body: read.bytes };
}

/**
 * The reply's test vector (spec 5.2): the case's merchant ID, timestamp, nonce and body signed
 * with a published demo secret, so the merchant can run their fixed code against it without
 * anyone sending their own secret. The secret is public by design (docs/verify-intake.md).
 */
import { signNow } from '../signing/signing.ts';

/** The demo secret every reply's vector uses: published, never a merchant's. */
const REPLY_VECTOR_SECRET = 'demo_reply_vector_secret_v1';

/** A test vector as the reply prints it. */
export interface ReplyVector {
  merchant_id: string;
  timestamp: string;
  nonce: string;
  body: string;
  secret: string;
  sign: string;
}

/**
 * The vector for a case's parts: the lowercase hex HMAC-SHA256 keyed with
 * {@link REPLY_VECTOR_SECRET} over the string to sign of spec 5.2. A millisecond timestamp
 * becomes seconds (spec 5.1), so the vector shows the right form.
 */
export function replyVector(parts: {
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
}): ReplyVector {
  const timestamp = /^\d{13}$/.test(parts.timestamp)
    ? parts.timestamp.slice(0, 10)
    : parts.timestamp;
  const sign = signNow(REPLY_VECTOR_SECRET, {
    merchantId: parts.merchantId,
    timestamp,
    nonce: parts.nonce,
    body: parts.body,
  });
  return {
    merchant_id: parts.merchantId,
    timestamp,
    nonce: parts.nonce,
    body: parts.body,
    secret: REPLY_VECTOR_SECRET,
    sign,
  };
}

/**
 * The built-in inbox: `POST /_sandbox/inbox/{merchant_id}` plays a merchant's webhook endpoint.
 * It verifies each notification as spec 5.3 tells a receiver to (raw bytes, before parsing,
 * lowercase of X-Sign, the merchant's test secret), stores it, and answers 2xx only when it
 * verifies, as a correct receiver does.
 */
import { decodeUtf8, isValidUtf8, toBase64 } from '../../../core/text/bytes.ts';
import { HEADER } from '../../../core/protocol/headers.ts';
import { checkSign } from '../../../core/signing/sign-check.ts';
import type { SandboxMerchant } from '../config.ts';
import type { InboxEntry } from '../../../core/sandbox-api/webhooks.ts';
import { wireHeader } from '../../http/wire-headers.ts';
import { quoteEcho } from '../../http/echo-cut.ts';

/** Verified notifications kept per merchant (the oldest go first). */
const INBOX_CAP = 200;
/**
 * Notifications that do not verify, kept per merchant apart from the verified ones: anyone who
 * can reach an open inbox can send those, so a flood of them pushes out only its own kind.
 */
const UNVERIFIED_CAP = 50;

const KEPT_HEADERS = [
  'Content-Type',
  HEADER.merchantId,
  HEADER.timestamp,
  HEADER.nonce,
  HEADER.sign,
];

/** Verifies a received notification for `merchant` (spec 5.3) and says why it fails. */
async function verifyNotification(
  merchant: SandboxMerchant,
  headers: Headers,
  body: Uint8Array,
): Promise<{ verified: boolean; reason: string }> {
  const merchantId = wireHeader(headers, HEADER.merchantId) ?? null;
  const timestamp = wireHeader(headers, HEADER.timestamp) ?? null;
  const nonce = wireHeader(headers, HEADER.nonce) ?? null;
  const received = wireHeader(headers, HEADER.sign) ?? null;
  const missing = [
    [HEADER.merchantId, merchantId],
    [HEADER.timestamp, timestamp],
    [HEADER.nonce, nonce],
    [HEADER.sign, received],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    return { verified: false, reason: `Missing ${missing.join(', ')} (spec 5.3 rule 1).` };
  }
  if (merchantId !== merchant.merchantId) {
    return {
      verified: false,
      reason: `X-MerchantID ${quoteEcho(merchantId ?? '')} is not this endpoint's merchant ${merchant.merchantId}.`,
    };
  }
  const check = await checkSign(
    'webhook',
    merchant.testSecret,
    { merchantId, timestamp: timestamp as string, nonce: nonce as string, body },
    received as string,
  );
  if (check.ok) {
    return {
      verified: true,
      reason: 'X-Sign verifies over the raw body with the test secret (spec 5.3).',
    };
  }
  return {
    verified: false,
    reason: `X-Sign does not verify over the raw body with the test secret (${check.reason}); do not act on it (spec 5.3 rule 5).`,
  };
}

export interface Inbox {
  receive(
    merchant: SandboxMerchant,
    headers: Headers,
    body: Uint8Array,
    time: string,
  ): Promise<InboxEntry>;
  list(merchantId: string): InboxEntry[];
}

/** An in-memory inbox per merchant, newest first. */
export function createInbox(): Inbox {
  const byMerchant = new Map<string, InboxEntry[]>();
  let counter = 0;
  return {
    async receive(merchant, headers, body, time) {
      const { verified, reason } = await verifyNotification(merchant, headers, body);
      const kept: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = headers.get(name);
        if (value !== null) kept[name] = value;
      }
      counter += 1;
      const entry: InboxEntry = {
        id: String(counter),
        time,
        headers: kept,
        body: decodeUtf8(body),
        verified,
        reason,
      };
      if (!isValidUtf8(body)) entry.bodyBase64 = toBase64(body);
      const list = byMerchant.get(merchant.merchantId) ?? [];
      list.unshift(entry);
      const sameKind = list.filter((kept) => kept.verified === verified).length;
      if (sameKind > (verified ? INBOX_CAP : UNVERIFIED_CAP)) {
        list.splice(
          list.findLastIndex((kept) => kept.verified === verified),
          1,
        );
      }
      byMerchant.set(merchant.merchantId, list);
      return entry;
    },
    list(merchantId) {
      return [...(byMerchant.get(merchantId) ?? [])];
    },
  };
}

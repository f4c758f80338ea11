/**
 * Webhook notifications (spec 6): a JSON body of the order's payment-order fields plus a
 * `notification_id`, signed as spec 5.3 says with the merchant's test secret over those exact
 * bytes, POSTed to the merchant's endpoint and retried with exponential back-off until a 2xx.
 * Each attempt is signed afresh (new timestamp and nonce) over the same body.
 */
import { toHex } from '../../../core/text/bytes.ts';
import {
  generateNonce,
  signedRequestHeaders,
  unixSeconds,
  type RandomBytes,
} from '../../../core/signing/request-parts.ts';
import { sign } from '../../../core/signing/signing.ts';
import type { SandboxConfig, SandboxMerchant } from '../config.ts';
import type { DeliveryAttempt } from '../../../core/sandbox-api/webhooks.ts';
import { orderData, type StoredOrder } from '../orders.ts';
import { sendDelivery, targetName, type DeliveryTarget } from './webhook-sender.ts';
import type { Outbound } from '../../http/outbound/guarded-fetch.ts';

/** Attempts kept in the deliveries list, and notifications kept for resending. */
const DELIVERIES_CAP = 1000;
const NOTIFICATIONS_CAP = 500;

interface Notification {
  id: string;
  merchant: SandboxMerchant;
  merchantOrderNo: string;
  body: string;
  target: DeliveryTarget;
  attempts: number;
}

export interface WebhookDispatcherDeps {
  config: SandboxConfig;
  now: () => number;
  random: RandomBytes;
  /** The guarded way out (docs/team.md "Private targets"). */
  outbound: Outbound;
}

export interface WebhookDispatcher {
  /** Builds and sends a notification for `order` to `target`; returns its id. */
  notify(merchant: SandboxMerchant, order: StoredOrder, target: DeliveryTarget): string;
  /** Sends a known notification again (a new round of attempts); false when unknown. */
  resend(notificationId: string): boolean;
  /** Attempts, newest first; only those of one notification when given. */
  deliveries(notificationId?: string): DeliveryAttempt[];
  /** Resolves once no attempt is in flight or scheduled (for tests). */
  settled(): Promise<void>;
}

/** The dispatcher: in-memory notifications, attempts and retry timers (unref'd). */
export function createWebhookDispatcher({
  config,
  now,
  random,
  outbound,
}: WebhookDispatcherDeps): WebhookDispatcher {
  const notifications = new Map<string, Notification>();
  const attempts: DeliveryAttempt[] = [];
  let attemptCounter = 0;
  let busy = 0;
  const waiters: (() => void)[] = [];

  function done(): void {
    busy--;
    if (busy === 0) for (const wake of waiters.splice(0)) wake();
  }

  async function attempt(notification: Notification, round: number): Promise<void> {
    notification.attempts += 1;
    const timestamp = unixSeconds(now());
    const nonce = generateNonce(random);
    const { merchant, body } = notification;
    const headers = signedRequestHeaders({
      merchantId: merchant.merchantId,
      timestamp,
      nonce,
      sign: await sign(merchant.testSecret, {
        merchantId: merchant.merchantId,
        timestamp,
        nonce,
        body,
      }),
    });
    const time = new Date(now()).toISOString();
    const outcome = await sendDelivery(
      notification.target,
      headers,
      body,
      config.webhookTimeoutMs,
      outbound,
    );
    const failed = outcome.error !== null;
    const retry = failed && round < config.webhookMaxAttempts;
    const delay = config.webhookRetryMs * 2 ** (round - 1);
    attemptCounter += 1;
    attempts.unshift({
      id: String(attemptCounter),
      notificationId: notification.id,
      merchantId: merchant.merchantId,
      merchantOrderNo: notification.merchantOrderNo,
      target: targetName(notification.target),
      attempt: notification.attempts,
      time,
      status: outcome.status,
      error: outcome.error,
      durationMs: outcome.durationMs,
      nextRetryAt: retry ? new Date(now() + delay).toISOString() : null,
      request: { headers, body },
    });
    attempts.length = Math.min(attempts.length, DELIVERIES_CAP);
    if (retry) {
      busy++;
      setTimeout(() => {
        void attempt(notification, round + 1).finally(done);
      }, delay).unref();
    }
  }

  function start(notification: Notification): void {
    busy++;
    // After the current request has been answered: a slow target never holds up the caller.
    setImmediate(() => {
      void attempt(notification, 1).finally(done);
    });
  }

  return {
    notify(merchant, order, target) {
      const id = `ntf_${toHex(random(12))}`;
      const body = JSON.stringify({ ...orderData(order), notification_id: id });
      const notification: Notification = {
        id,
        merchant,
        merchantOrderNo: order.merchant_order_no,
        body,
        target,
        attempts: 0,
      };
      notifications.set(id, notification);
      if (notifications.size > NOTIFICATIONS_CAP) {
        notifications.delete(notifications.keys().next().value as string);
      }
      start(notification);
      return id;
    },
    resend(notificationId) {
      const notification = notifications.get(notificationId);
      if (!notification) return false;
      start(notification);
      return true;
    },
    deliveries(notificationId) {
      return notificationId === undefined
        ? [...attempts]
        : attempts.filter((item) => item.notificationId === notificationId);
    },
    settled() {
      return busy === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
  };
}

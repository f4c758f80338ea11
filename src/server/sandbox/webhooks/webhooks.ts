/**
 * Webhook notifications (spec 6): a JSON body of the order's payment-order fields plus a
 * `notification_id`, written by the one body writer (`notification-bytes.ts`), signed as spec 5.3 says with the merchant's test secret over those exact
 * bytes, POSTed to the merchant's endpoint and retried with exponential back-off until a 2xx.
 * Each attempt is signed afresh (new timestamp and nonce) over the same body. At most
 * {@link DELIVERIES_IN_FLIGHT} attempts are sent at once; the rest wait their turn in a bounded
 * queue (docs/sandbox.md, "Limits under a flood").
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
import {
  sendDelivery,
  targetName,
  type DeliveryOutcome,
  type DeliveryTarget,
} from './webhook-sender.ts';
import { createWorkLimit } from './work-limit.ts';
import { notificationBody } from './notification-bytes.ts';
import type { Outbound } from '../../http/outbound/guarded-fetch.ts';

/** Attempts kept in the deliveries list, and notifications kept for resending. */
const DELIVERIES_CAP = 1000;
const NOTIFICATIONS_CAP = 500;
/**
 * Deliveries sent at once, and how many more may wait their turn: a receiver that never answers
 * holds at most this many connections, however many notifications are asked for.
 */
const DELIVERIES_IN_FLIGHT = 64;
const DELIVERIES_WAITING_CAP = 5000;

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
  const lanes = createWorkLimit(DELIVERIES_IN_FLIGHT, DELIVERIES_WAITING_CAP);
  const waiters: (() => void)[] = [];

  function done(): void {
    busy--;
    if (busy === 0) for (const wake of waiters.splice(0)) wake();
  }

  /** Signs the notification afresh (spec 5.3) and records one attempt; no send yet. */
  async function signedAttempt(notification: Notification) {
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
    return { headers, time: new Date(now()).toISOString() };
  }

  /** Lists an attempt and, when it failed and attempts remain, schedules the next round. */
  function record(
    notification: Notification,
    round: number,
    sent: { headers: Record<string, string>; time: string },
    outcome: Pick<DeliveryOutcome, 'status' | 'error' | 'durationMs'>,
    retryable: boolean,
  ): void {
    const retry = retryable && outcome.error !== null && round < config.webhookMaxAttempts;
    const delay = config.webhookRetryMs * 2 ** (round - 1);
    attemptCounter += 1;
    attempts.unshift({
      id: String(attemptCounter),
      notificationId: notification.id,
      merchantId: notification.merchant.merchantId,
      merchantOrderNo: notification.merchantOrderNo,
      target: targetName(notification.target),
      attempt: notification.attempts,
      time: sent.time,
      status: outcome.status,
      error: outcome.error,
      durationMs: outcome.durationMs,
      nextRetryAt: retry ? new Date(now() + delay).toISOString() : null,
      request: { headers: sent.headers, body: notification.body },
    });
    attempts.length = Math.min(attempts.length, DELIVERIES_CAP);
    if (retry) {
      busy++;
      setTimeout(() => {
        schedule(notification, round + 1);
        done();
      }, delay).unref();
    }
  }

  async function attempt(notification: Notification, round: number): Promise<void> {
    const sent = await signedAttempt(notification);
    const outcome = await sendDelivery(
      notification.target,
      sent.headers,
      notification.body,
      config.webhookTimeoutMs,
      outbound,
    );
    record(notification, round, sent, outcome, true);
  }

  /** An attempt the full queue could not take: listed as not sent, and not retried. */
  async function notSent(notification: Notification, round: number): Promise<void> {
    const sent = await signedAttempt(notification);
    const error = `not sent: ${DELIVERIES_IN_FLIGHT} deliveries were in flight and ${DELIVERIES_WAITING_CAP} waiting; resend it when the queue has drained`;
    record(notification, round, sent, { status: null, error, durationMs: 0 }, false);
  }

  /** Hands an attempt to the lanes: sent now, or queued behind those in flight. */
  function schedule(notification: Notification, round: number): void {
    busy++;
    const taken = lanes.offer(() => attempt(notification, round).finally(done));
    if (!taken) void notSent(notification, round).finally(done);
  }

  function start(notification: Notification): void {
    busy++;
    // After the current request has been answered: a slow target never holds up the caller.
    setImmediate(() => {
      schedule(notification, 1);
      done();
    });
  }

  return {
    notify(merchant, order, target) {
      const id = `ntf_${toHex(random(12))}`;
      const body = notificationBody(config.webhookBody, orderData(order), id);
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

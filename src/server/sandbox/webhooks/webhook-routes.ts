/**
 * Admin routes for webhooks (spec 6): change an order's status and notify, send a test
 * notification, set where a merchant's notifications go, the built-in inbox, and the list of
 * delivery attempts with resend. Plain JSON, unsigned; shapes, paths and paging are the route
 * table's (core/sandbox-api/routes.ts).
 */
import { z } from 'zod';
import { readBodyLimited } from '../../http/body.ts';
import { httpUrlProblem, MAX_BODY_BYTES } from '../config.ts';
import type { SandboxState } from '../state.ts';
import {
  notifyUrlChangeSchema,
  orderStatusChangeSchema,
  testWebhookSchema,
  type DeliveryAttempt,
  type InboxEntry,
  type NotifyAnswer,
  type NotifyUrl,
} from '../../../core/sandbox-api/webhooks.ts';
import { pageOf, takePage } from '../../../core/sandbox-api/paging.ts';
import { fillPath } from '../../../core/sandbox-api/route-path.ts';
import { SANDBOX_ADMIN_PREFIX, SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { refuse, type AdminHandlers } from '../admin-mount.ts';
import { targetName, type DeliveryTarget } from './webhook-sender.ts';
import { quoteEcho } from '../../http/echo-cut.ts';

const urlSchema = z.string().refine((text) => httpUrlProblem(text) === null, {
  error: (issue) => httpUrlProblem(String(issue.input)) ?? 'not a URL',
});

/** Where a merchant's notifications go: `override`, its own URL, SANDBOX_NOTIFY_URL, or the inbox. */
function destination(state: SandboxState, merchantId: string, override?: string): DeliveryTarget {
  const url = override ?? state.notifyUrls.get(merchantId) ?? state.config.notifyUrl;
  if (url) return { kind: 'url', url };
  const path = `${SANDBOX_ADMIN_PREFIX}${fillPath(SANDBOX_ROUTES.receiveInInbox.path, { merchant_id: merchantId })}`;
  const base = state.selfUrl();
  return base
    ? { kind: 'url', url: `${base}${path}`, self: state.selfDelivery }
    : { kind: 'in-process', path, fetch: state.selfFetch };
}

/** The merchant named by `merchant_id`, or the first configured one when absent. */
function merchantOf(state: SandboxState, requested: string | undefined) {
  return state.merchant(requested ?? state.config.merchants[0]?.merchantId);
}

/** An entry's place in arrival order: inbox and attempt ids are counters. */
const bySequence = (entry: InboxEntry | DeliveryAttempt) => Number(entry.id);

type WebhookRoute =
  | 'setOrderStatus'
  | 'sendTestWebhook'
  | 'getNotifyUrl'
  | 'setNotifyUrl'
  | 'receiveInInbox'
  | 'listInbox'
  | 'listDeliveries'
  | 'resendDelivery';

/** The handlers of the webhook routes. */
export function webhookHandlers(state: SandboxState): Pick<AdminHandlers, WebhookRoute> {
  // The contract's shapes (core/sandbox-api), held to this sandbox's statuses and to URLs.
  const statusSchema = orderStatusChangeSchema.extend({
    status: z.enum(state.config.orderStatuses as [string, ...string[]]),
  });
  const testSchema = testWebhookSchema.extend({ url: urlSchema.optional() });
  const notifyUrlSchema = notifyUrlChangeSchema.extend({ url: urlSchema.nullable() });

  function notifyAnswer(notificationId: string, target: DeliveryTarget): NotifyAnswer {
    const attempts = new URLSearchParams({ notificationId });
    return {
      notification_id: notificationId,
      delivery: {
        target: targetName(target),
        state: 'queued',
        max_attempts: state.config.webhookMaxAttempts,
        attempts: `${SANDBOX_ADMIN_PREFIX}${SANDBOX_ROUTES.listDeliveries.path}?${attempts}`,
      },
    };
  }

  const noMerchant = () => refuse(400, 'merchant_id is not a configured merchant.');
  const noOrder = (merchantId: string, orderNo: string) =>
    refuse(404, `Merchant ${merchantId} has no order ${quoteEcho(orderNo)}.`);

  const notifyUrlView = (merchantId: string): NotifyUrl => ({
    merchant_id: merchantId,
    url: state.notifyUrls.get(merchantId) ?? null,
    effective: targetName(destination(state, merchantId)),
  });

  return {
    setOrderStatus: {
      request: statusSchema,
      handle: ({ params, body }) => {
        const merchant = merchantOf(state, body.merchant_id);
        if (!merchant) return noMerchant();
        const orderNo = params.merchant_order_no;
        const order = state.orders.setStatus(merchant.merchantId, orderNo, body.status);
        if (!order) return noOrder(merchant.merchantId, orderNo);
        const target = destination(state, merchant.merchantId);
        return { json: notifyAnswer(state.webhooks.notify(merchant, order, target), target) };
      },
    },

    sendTestWebhook: {
      request: testSchema,
      handle: async ({ body }) => {
        const refused = body.url && (await state.outbound.check(body.url));
        if (refused) return refuse(400, refused);
        const merchant = merchantOf(state, body.merchant_id);
        if (!merchant) return noMerchant();
        const order = state.orders.find(merchant.merchantId, body.merchant_order_no);
        if (!order) return noOrder(merchant.merchantId, body.merchant_order_no);
        const target = destination(state, merchant.merchantId, body.url);
        return { json: notifyAnswer(state.webhooks.notify(merchant, order, target), target) };
      },
    },

    getNotifyUrl: ({ params }) => {
      const merchant = state.merchant(params.merchant_id);
      if (!merchant) return refuse(404, 'Not a configured merchant.');
      return { json: notifyUrlView(merchant.merchantId) };
    },

    setNotifyUrl: {
      request: notifyUrlSchema,
      handle: async ({ params, body }) => {
        const merchant = state.merchant(params.merchant_id);
        if (!merchant) return refuse(404, 'Not a configured merchant.');
        const refused = body.url && (await state.outbound.check(body.url));
        if (refused) return refuse(400, refused);
        if (body.url === null) state.notifyUrls.delete(merchant.merchantId);
        else state.notifyUrls.set(merchant.merchantId, body.url);
        return { json: notifyUrlView(merchant.merchantId) };
      },
    },

    // The built-in receiver reads the raw bytes: it verifies them before any parsing (spec 5.3).
    receiveInInbox: async ({ params, c }) => {
      const merchant = state.merchant(params.merchant_id);
      if (!merchant) return refuse(404, 'Not a configured merchant.');
      const read = await readBodyLimited(c.req.raw, MAX_BODY_BYTES);
      if (!read.ok) return refuse(413, 'The body is over 1 MiB.');
      const time = new Date(state.now()).toISOString();
      const entry = await state.inbox.receive(merchant, c.req.raw.headers, read.bytes, time);
      return entry.verified
        ? { json: { received: true, id: entry.id } }
        : refuse(401, entry.reason, entry.id);
    },

    listInbox: ({ params, query }) => {
      const merchant = state.merchant(params.merchant_id);
      if (!merchant) return refuse(404, 'Not a configured merchant.');
      return { json: takePage(state.inbox.list(merchant.merchantId), bySequence, pageOf(query)) };
    },

    listDeliveries: ({ query }) => ({
      json: takePage(state.webhooks.deliveries(query.notificationId), bySequence, pageOf(query)),
    }),

    resendDelivery: ({ params }) => {
      const id = params.notification_id;
      if (!state.webhooks.resend(id)) return refuse(404, `No notification ${id}.`);
      return { json: { notification_id: id, delivery: { state: 'queued' } } };
    },
  };
}

/**
 * Admin routes for webhooks (spec 6): change an order's status and notify, send a test
 * notification, set where a merchant's notifications go, the built-in inbox, and the list of
 * delivery attempts with resend. Plain JSON, unsigned; errors are `{ "error": "..." }`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { issuesMessage, readJsonObject } from '../../http/json-request.ts';
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
  type ResendAnswer,
} from '../../../core/sandbox-api/webhooks.ts';
import type { AdminError } from '../../../core/sandbox-api/errors.ts';
import { targetName, type DeliveryTarget } from './webhook-sender.ts';

const urlSchema = z.string().refine((text) => httpUrlProblem(text) === null, {
  error: (issue) => httpUrlProblem(String(issue.input)) ?? 'not a URL',
});

/** Where a merchant's notifications go: `override`, its own URL, SANDBOX_NOTIFY_URL, or the inbox. */
function destination(state: SandboxState, merchantId: string, override?: string): DeliveryTarget {
  const url = override ?? state.notifyUrls.get(merchantId) ?? state.config.notifyUrl;
  if (url) return { kind: 'url', url };
  const path = `/_sandbox/inbox/${encodeURIComponent(merchantId)}`;
  const base = state.selfUrl();
  return base
    ? { kind: 'url', url: `${base}${path}`, self: true }
    : { kind: 'in-process', path, fetch: state.selfFetch };
}

/** The merchant named by `merchant_id`, or the first configured one when absent. */
function merchantOf(state: SandboxState, requested: string | undefined) {
  return state.merchant(requested ?? state.config.merchants[0]?.merchantId);
}

/** The routes, to be mounted at `/_sandbox`. */
export function webhookRoutes(state: SandboxState): Hono {
  const routes = new Hono();
  // The contract's shapes (core/sandbox-api), held to this sandbox's statuses and to URLs.
  const statusSchema = orderStatusChangeSchema.extend({
    status: z.enum(state.config.orderStatuses as [string, ...string[]]),
  });
  const testSchema = testWebhookSchema.extend({ url: urlSchema.optional() });
  const notifyUrlSchema = notifyUrlChangeSchema.extend({ url: urlSchema.nullable() });

  function notifyAnswer(notificationId: string, target: DeliveryTarget): NotifyAnswer {
    return {
      notification_id: notificationId,
      delivery: {
        target: targetName(target),
        state: 'queued',
        max_attempts: state.config.webhookMaxAttempts,
        attempts: `/_sandbox/deliveries?notificationId=${notificationId}`,
      },
    };
  }

  routes.post('/orders/:no/status', async (c) => {
    const body = await readJsonObject(c, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    const parsed = statusSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: issuesMessage(parsed.error) }, 400);
    const merchant = merchantOf(state, parsed.data.merchant_id);
    if (!merchant) return c.json({ error: 'merchant_id is not a configured merchant.' }, 400);
    const order = state.orders.setStatus(
      merchant.merchantId,
      c.req.param('no'),
      parsed.data.status,
    );
    if (!order) {
      return c.json(
        {
          error: `Merchant ${merchant.merchantId} has no order ${JSON.stringify(c.req.param('no'))}.`,
        },
        404,
      );
    }
    const target = destination(state, merchant.merchantId);
    return c.json(notifyAnswer(state.webhooks.notify(merchant, order, target), target));
  });

  routes.post('/webhooks/test', async (c) => {
    const body = await readJsonObject(c, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    const parsed = testSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: issuesMessage(parsed.error) }, 400);
    const refused = parsed.data.url && (await state.outbound.check(parsed.data.url));
    if (refused) return c.json({ error: refused }, 400);
    const merchant = merchantOf(state, parsed.data.merchant_id);
    if (!merchant) return c.json({ error: 'merchant_id is not a configured merchant.' }, 400);
    const order = state.orders.find(merchant.merchantId, parsed.data.merchant_order_no);
    if (!order) {
      return c.json(
        {
          error: `Merchant ${merchant.merchantId} has no order ${JSON.stringify(parsed.data.merchant_order_no)}.`,
        },
        404,
      );
    }
    const target = destination(state, merchant.merchantId, parsed.data.url);
    return c.json(notifyAnswer(state.webhooks.notify(merchant, order, target), target));
  });

  const notifyUrlView = (merchantId: string): NotifyUrl => ({
    merchant_id: merchantId,
    url: state.notifyUrls.get(merchantId) ?? null,
    effective: targetName(destination(state, merchantId)),
  });

  routes.get('/merchants/:id/notify-url', (c) => {
    const merchant = state.merchant(c.req.param('id'));
    if (!merchant) return c.json({ error: 'Not a configured merchant.' }, 404);
    return c.json(notifyUrlView(merchant.merchantId));
  });

  routes.put('/merchants/:id/notify-url', async (c) => {
    const merchant = state.merchant(c.req.param('id'));
    if (!merchant) return c.json({ error: 'Not a configured merchant.' }, 404);
    const body = await readJsonObject(c, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    const parsed = notifyUrlSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: issuesMessage(parsed.error) }, 400);
    const refused = parsed.data.url && (await state.outbound.check(parsed.data.url));
    if (refused) return c.json({ error: refused }, 400);
    if (parsed.data.url === null) state.notifyUrls.delete(merchant.merchantId);
    else state.notifyUrls.set(merchant.merchantId, parsed.data.url);
    return c.json(notifyUrlView(merchant.merchantId));
  });

  routes.post('/inbox/:merchantId', async (c) => {
    const merchant = state.merchant(c.req.param('merchantId'));
    if (!merchant) return c.json({ error: 'Not a configured merchant.' }, 404);
    const read = await readBodyLimited(c.req.raw, MAX_BODY_BYTES);
    if (!read.ok) return c.json({ error: 'The body is over 1 MiB.' }, 413);
    const time = new Date(state.now()).toISOString();
    const entry = await state.inbox.receive(merchant, c.req.raw.headers, read.bytes, time);
    return entry.verified
      ? c.json({ received: true as const, id: entry.id })
      : c.json<AdminError>({ error: entry.reason, id: entry.id }, 401);
  });

  routes.get('/inbox/:merchantId', (c) => {
    const merchant = state.merchant(c.req.param('merchantId'));
    if (!merchant) return c.json({ error: 'Not a configured merchant.' }, 404);
    return c.json<InboxEntry[]>(state.inbox.list(merchant.merchantId));
  });

  routes.get('/deliveries', (c) =>
    c.json<DeliveryAttempt[]>(state.webhooks.deliveries(c.req.query('notificationId'))),
  );

  routes.post('/deliveries/:id/resend', (c) => {
    const id = c.req.param('id');
    if (!state.webhooks.resend(id)) return c.json({ error: `No notification ${id}.` }, 404);
    return c.json<ResendAnswer>({ notification_id: id, delivery: { state: 'queued' } });
  });

  return routes;
}

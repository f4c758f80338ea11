/**
 * `POST /_sandbox/receiver-check` with `{"url": ..., "merchantId"?: ...}`: grades a merchant's
 * webhook endpoint against spec 5.3 (see `receiver-check.ts`) and answers the report as JSON.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { issuesMessage } from '../../http/json-request.ts';
import { parseJsonObject, readBodyLimited } from '../../http/body.ts';
import { httpUrlProblem } from '../config.ts';
import { orderData } from '../orders.ts';
import { runReceiverCheck, sampleOrder } from './receiver-check.ts';
import type { SandboxState } from '../state.ts';
import {
  receiverCheckRequestSchema,
  type ReceiverReport,
} from '../../../core/sandbox-api/receiver-check.ts';

// The contract's shape (core/sandbox-api), with the URL held to http: and https:.
const requestSchema = receiverCheckRequestSchema.extend({
  url: z.string().refine((text) => httpUrlProblem(text) === null, {
    error: (issue) => httpUrlProblem(String(issue.input)) ?? 'not a URL',
  }),
});

/** The route, to be mounted at `/_sandbox`. */
export function receiverCheckRoute(state: SandboxState): Hono {
  const routes = new Hono();
  routes.post('/receiver-check', async (c) => {
    const read = await readBodyLimited(c.req.raw, 64 * 1024);
    if (!read.ok) return c.json({ error: 'The body is over 64 KiB.' }, 413);
    const json = parseJsonObject(read.bytes);
    if (!json.ok) return c.json({ error: json.error }, 400);
    const parsed = requestSchema.safeParse(json.value);
    if (!parsed.success) return c.json({ error: issuesMessage(parsed.error) }, 400);
    const merchant = state.merchant(
      parsed.data.merchantId ?? state.config.merchants[0]?.merchantId,
    );
    if (!merchant) return c.json({ error: 'merchantId is not a configured merchant.' }, 400);
    const refused = await state.outbound.check(parsed.data.url);
    if (refused) return c.json({ error: refused }, 400);
    const orders = state.orders
      .list()
      .filter((order) => order.merchant_id === merchant.merchantId)
      .map(orderData);
    const report = await runReceiverCheck({
      target: { kind: 'url', url: parsed.data.url },
      merchant,
      order: sampleOrder(orders),
      now: state.now,
      random: state.random,
      timeoutMs: state.config.webhookTimeoutMs,
      outbound: state.outbound,
    });
    return c.json<ReceiverReport>(report);
  });
  return routes;
}

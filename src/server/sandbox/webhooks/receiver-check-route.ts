/**
 * `POST /_sandbox/receiver-check` (the route table's `checkReceiver`) with `{"url": ..., "merchantId"?: ...}`: grades a merchant's
 * webhook endpoint against spec 5.3 (see `receiver-check.ts`) and answers the report as JSON.
 */
import { z } from 'zod';
import { httpUrlProblem } from '../config.ts';
import { orderData } from '../orders.ts';
import { runReceiverCheck, sampleOrder } from './receiver-check.ts';
import type { SandboxState } from '../state.ts';
import { receiverCheckRequestSchema } from '../../../core/sandbox-api/receiver-check.ts';
import { refuse, type AdminHandlers } from '../admin-mount.ts';

// The contract's shape (core/sandbox-api), with the URL held to http: and https:.
const requestSchema = receiverCheckRequestSchema.extend({
  url: z.string().refine((text) => httpUrlProblem(text) === null, {
    error: (issue) => httpUrlProblem(String(issue.input)) ?? 'not a URL',
  }),
});

/** The handler of the receiver check. */
export function receiverCheckHandlers(state: SandboxState): Pick<AdminHandlers, 'checkReceiver'> {
  return {
    checkReceiver: {
      request: requestSchema,
      handle: async ({ body }) => {
        const merchant = state.merchant(body.merchantId ?? state.config.merchants[0]?.merchantId);
        if (!merchant) return refuse(400, 'merchantId is not a configured merchant.');
        const refused = await state.outbound.check(body.url);
        if (refused) return refuse(400, refused);
        const orders = state.orders
          .list()
          .filter((order) => order.merchant_id === merchant.merchantId)
          .map(orderData);
        const report = await state.receiverChecks.run(merchant.merchantId, () =>
          runReceiverCheck({
            target: { kind: 'url', url: body.url },
            merchant,
            order: sampleOrder(orders),
            now: state.now,
            random: state.random,
            timeoutMs: state.config.webhookTimeoutMs,
            bodyForm: state.config.webhookBody,
            outbound: state.outbound,
          }),
        );
        if (!report.ok) return refuse(429, report.error);
        return { json: report.value };
      },
    },
  };
}

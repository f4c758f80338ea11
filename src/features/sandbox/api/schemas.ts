/**
 * The sandbox admin routes' JSON (docs/sandbox.md, "Admin routes"), checked before the view
 * trusts it: a sandbox of another version, or something else answering at the URL, fails loudly
 * here.
 */
import { z } from '../../../core/zod-jitless.ts';

const causeCode = z.string();

export const trafficEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  method: z.string(),
  path: z.string(),
  merchantId: z.string().nullable(),
  timestamp: z.string().nullable(),
  nonce: z.string().nullable(),
  contentType: z.string().nullable(),
  bodyBytes: z.number(),
  body: z.string(),
  bodyTruncated: z.boolean(),
  receivedSign: z.string().nullable(),
  status: z.number(),
  code: z.union([z.number(), z.string()]).nullable(),
  msg: z.string().nullable(),
  kind: z.enum(['api', 'admin']),
  diagnosis: z
    .object({
      state: z.enum(['pending', 'done', 'failed', 'skipped']),
      cause: z.array(causeCode),
      explanation: z.string(),
    })
    .nullable(),
});
export type TrafficEntry = z.infer<typeof trafficEntrySchema>;

export const trafficDetailSchema = trafficEntrySchema.extend({
  bodyBase64: z.string().optional(),
});

export const sandboxInfoSchema = z.object({
  merchants: z.array(z.string()),
  success_code: z.union([z.number(), z.string()]),
  order_statuses: z.array(z.string()),
});

export const orderSchema = z.object({
  merchant_id: z.string(),
  merchant_order_no: z.string(),
  order_no: z.string(),
  status: z.string(),
  trans_amount: z.object({ currency: z.string(), value: z.string() }),
  goods_name: z.string().optional(),
});
export type SandboxOrder = z.infer<typeof orderSchema>;

export const notifyAnswerSchema = z.object({
  notification_id: z.string(),
  delivery: z.object({ target: z.string().optional(), state: z.string() }),
});

export const deliveryAttemptSchema = z.object({
  id: z.string(),
  notificationId: z.string(),
  merchantId: z.string(),
  merchantOrderNo: z.string(),
  target: z.string(),
  attempt: z.number(),
  time: z.string(),
  status: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
  nextRetryAt: z.string().nullable(),
  request: z.object({ headers: z.record(z.string(), z.string()), body: z.string() }),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const inboxEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  bodyBase64: z.string().optional(),
  verified: z.boolean(),
  reason: z.string(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

export const receiverReportSchema = z.object({
  checks: z.array(
    z.object({
      name: z.string(),
      expect: z.enum(['accept', 'reject']),
      advisory: z.boolean(),
      status: z.number().nullable(),
      pass: z.boolean(),
      why: z.string(),
    }),
  ),
  passed: z.number(),
  total: z.number(),
});
export type ReceiverReport = z.infer<typeof receiverReportSchema>;

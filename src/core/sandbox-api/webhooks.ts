/**
 * The webhook admin routes' shapes (spec 6; docs/sandbox.md, "Webhooks"): changing an order's
 * status or sending a test notification, a merchant's notify URL, the built-in inbox, and the
 * delivery attempts with resend.
 */
import { z } from '../zod-jitless.ts';

/**
 * The body of `POST /_sandbox/orders/{merchant_order_no}/status`. The sandbox also holds
 * `status` to its configured list (`GET /_sandbox/info`, `order_statuses`).
 */
export const orderStatusChangeSchema = z.strictObject({
  status: z.string().min(1),
  merchant_id: z.string().min(1).optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * The body of `POST /_sandbox/webhooks/test`; the sandbox also holds `url` to an absolute
 * `http:` or `https:` URL.
 */
export const testWebhookSchema = z.strictObject({
  merchant_order_no: z.string().min(1),
  merchant_id: z.string().min(1).optional(),
  url: z.string().optional(),
});
export type TestWebhook = z.infer<typeof testWebhookSchema>;

/** The answer to a status change or a test webhook: the notification, queued. */
export const notifyAnswerSchema = z.object({
  notification_id: z.string(),
  delivery: z.object({
    target: z.string(),
    state: z.literal('queued'),
    max_attempts: z.number().int(),
    /** Where its attempts are listed (`GET /_sandbox/deliveries?notificationId=`). */
    attempts: z.string(),
  }),
});
export type NotifyAnswer = z.infer<typeof notifyAnswerSchema>;

/** The answer to `POST /_sandbox/deliveries/{notificationId}/resend`. */
export const resendAnswerSchema = z.object({
  notification_id: z.string(),
  delivery: z.object({ state: z.literal('queued') }),
});
export type ResendAnswer = z.infer<typeof resendAnswerSchema>;

/** The body of `PUT /_sandbox/merchants/{id}/notify-url` (`null` resets it). */
export const notifyUrlChangeSchema = z.strictObject({ url: z.string().nullable() });

/** A merchant's own notify URL and where its notifications go now. */
export const notifyUrlSchema = z.object({
  merchant_id: z.string(),
  url: z.string().nullable(),
  effective: z.string(),
});
export type NotifyUrl = z.infer<typeof notifyUrlSchema>;

/** One received notification, as `GET /_sandbox/inbox/{merchant_id}` lists it, newest first. */
export const inboxEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  /** Present when the body is not valid UTF-8. */
  bodyBase64: z.string().optional(),
  verified: z.boolean(),
  /** Why it did or did not verify (spec 5.3), in one sentence. */
  reason: z.string(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;
export const inboxListSchema = z.array(inboxEntrySchema);

/** The built-in receiver's 200 (a refusal is a 401 `{error, id}`). */
export const inboxReceivedSchema = z.object({ received: z.literal(true), id: z.string() });

/** One delivery attempt, as `GET /_sandbox/deliveries` lists it, newest first. */
export const deliveryAttemptSchema = z.object({
  id: z.string(),
  notificationId: z.string(),
  merchantId: z.string(),
  merchantOrderNo: z.string(),
  target: z.string(),
  attempt: z.number().int(),
  time: z.string(),
  status: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
  nextRetryAt: z.string().nullable(),
  request: z.object({ headers: z.record(z.string(), z.string()), body: z.string() }),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;
export const deliveryListSchema = z.array(deliveryAttemptSchema);

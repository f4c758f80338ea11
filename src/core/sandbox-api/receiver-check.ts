/**
 * The receiver check's shapes (spec 5.3, 6; docs/sandbox.md, "Receiver check"): the endpoint to
 * grade and the graded deliveries.
 */
import { z } from '../zod-jitless.ts';

/**
 * The body of `POST /_sandbox/receiver-check`. The contract names the field `merchantId`, so
 * this body is not held to snake_case; the sandbox also holds `url` to `http:` or `https:`.
 */
export const receiverCheckRequestSchema = z.strictObject({
  url: z.string(),
  merchantId: z.string().min(1).optional(),
});
export type ReceiverCheckRequest = z.infer<typeof receiverCheckRequestSchema>;

/** One graded delivery. `advisory` marks what the spec leaves open (the replay window). */
export const receiverCheckSchema = z.object({
  name: z.string(),
  expect: z.enum(['accept', 'reject']),
  advisory: z.boolean(),
  status: z.number().nullable(),
  pass: z.boolean(),
  why: z.string(),
});
export type ReceiverCheck = z.infer<typeof receiverCheckSchema>;

export const receiverReportSchema = z.object({
  checks: z.array(receiverCheckSchema),
  passed: z.number().int(),
  total: z.number().int(),
});
export type ReceiverReport = z.infer<typeof receiverReportSchema>;

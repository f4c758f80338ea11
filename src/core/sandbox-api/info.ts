/**
 * `GET /_sandbox/info` (docs/sandbox.md, "Where the spec is silent"): the sandbox's merchants,
 * its choices where the spec says "not shown" (spec 7 success code, spec 8 clock window and
 * nonce reuse), its limits and webhook timing, and the faults now on.
 */
import { z } from '../zod-jitless.ts';
import { faultsSchema } from './faults.ts';

export const sandboxInfoSchema = z.object({
  merchants: z.array(z.string()),
  clock_window_seconds: z.number(),
  nonce_reuse: z.enum(['reject', 'allow']),
  success_code: z.union([z.number(), z.string()]),
  success_msg: z.string(),
  max_body_bytes: z.number().int(),
  diagnose: z.enum(['on', 'off']),
  traffic_log_cap: z.number().int(),
  diagnosis_max_body_bytes: z.number().int(),
  order_statuses: z.array(z.string()),
  notify_url: z.string().nullable(),
  webhook_timeout_ms: z.number().int(),
  webhook_retry_ms: z.number().int(),
  webhook_max_attempts: z.number().int(),
  faults: faultsSchema,
});
export type SandboxInfo = z.infer<typeof sandboxInfoSchema>;

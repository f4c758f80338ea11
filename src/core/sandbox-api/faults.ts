/**
 * The fault switches' shapes (docs/sandbox.md, "Faults"): what `GET`/`PUT /_sandbox/faults`
 * answer, and what a PUT may change. A PUT with a `nonce` changes nothing global: it arms a
 * one-shot fault that only the next query carrying that X-Nonce (spec 5.1) meets, so a lesson
 * that needs a fault never switches it on for anyone else's traffic.
 */
import { z } from '../zod-jitless.ts';

/** The amount-limit codes of spec 7 the sandbox can answer with. */
export const amountLimitCodeSchema = z.union([z.literal(2006), z.literal(5008)]);
export type AmountLimitCode = z.infer<typeof amountLimitCodeSchema>;

/**
 * The faults a `nonce` may scope: those that act on the answer, after the request (and its
 * nonce) has been read. A delay or a dropped connection acts before that, and a clock skew moves
 * the sandbox's one clock; they stay global switches.
 */
export const ONE_SHOT_FAULTS = ['corrupt_response_sign', 'amount_limit_code'] as const;

/** How many one-shot faults the sandbox keeps waiting for their request (the oldest go first). */
export const ONE_SHOT_FAULTS_CAP = 100;

/** The global switches and values, and how many one-shot faults wait for their request. */
export const faultsSchema = z.object({
  corrupt_response_sign: z.boolean(),
  drop_connection: z.boolean(),
  amount_limit_code: amountLimitCodeSchema.nullable(),
  delay_ms: z.number().int(),
  clock_skew_seconds: z.number().int(),
  one_shot_pending: z.number().int(),
});
export type Faults = z.infer<typeof faultsSchema>;

const changeShape = {
  corrupt_response_sign: z.boolean().optional(),
  drop_connection: z.boolean().optional(),
  amount_limit_code: amountLimitCodeSchema.nullable().optional(),
  delay_ms: z.number().int().min(0).max(60_000).optional(),
  clock_skew_seconds: z.number().int().min(-1e9).max(1e9).optional(),
  /** Scopes the change to the one query carrying this X-Nonce (spec 5.1: at most 128 characters). */
  nonce: z.string().min(1).max(128).optional(),
};

/**
 * The body of `PUT /_sandbox/faults`: every field optional, only those named change. With a
 * `nonce`, only {@link ONE_SHOT_FAULTS} may be named, and nothing global changes.
 */
export const faultsChangeSchema = z
  .strictObject(changeShape)
  .refine(
    (change) =>
      change.nonce === undefined ||
      Object.keys(change).every(
        (key) => key === 'nonce' || (ONE_SHOT_FAULTS as readonly string[]).includes(key),
      ),
    {
      error: `With a nonce only ${ONE_SHOT_FAULTS.join(' and ')} can be set: the other faults act before the request's nonce is read.`,
    },
  );
export type FaultsChange = z.infer<typeof faultsChangeSchema>;

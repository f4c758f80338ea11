/**
 * The two words every part of the console shares: who signed (spec 5.1 requests, 5.3 responses
 * and webhooks) and for which environment (spec 1: test and production have their own secrets).
 */

/** What was signed: a merchant request (spec 5.1), a response (5.3) or a webhook (5.3 rule 6). */
export const SIGNED_KINDS = ['request', 'response', 'webhook'] as const;
export type SignedKind = (typeof SIGNED_KINDS)[number];

/** The environments of spec 1; each has its own secret. */
export const ENVIRONMENTS = ['test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * The field lint of the Verify & diagnose job (docs/architecture.md): every rule over the fields of one
 * case, in the order of the spec 5.5 checklist.
 */
import { lintBody } from './body-rules.ts';
import { lintContentType, lintMerchantId, lintNonce } from './header-rules.ts';
import { lintTimestamp } from './timestamp-rules.ts';
import type { LintFinding, LintInput } from './types.ts';

/**
 * Lints the signed fields of a request, response or webhook (spec 2, 5.1, 8):
 * merchant ID, body (snake_case keys, amount, bytes, JSON), timestamp (seconds, near `nowMs`
 * within `clockWindowSeconds`, default 300), nonce, and the content type when it is given.
 */
export function lintFields(input: LintInput): LintFinding[] {
  return [
    ...lintMerchantId(input.merchantId),
    ...lintBody(input.rawBody),
    ...lintTimestamp(input.timestamp, input.nowMs, input.clockWindowSeconds),
    ...lintNonce(input.nonce),
    ...(input.contentType === undefined ? [] : lintContentType(input.contentType)),
  ];
}

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

/**
 * `lintFields` for fields checked again and again (spec 2, 5.1, 8): the clock moves every
 * second, the body rarely. The body's findings (a JSON parse and a walk of every key, costly on
 * a megabyte) are kept for the body they were made for and made again only when it changes;
 * the rest, the timestamp against `nowMs` among them, is checked on every call. The findings
 * equal `lintFields`'s for the same input.
 */
export function createFieldLint(): (input: LintInput) => LintFinding[] {
  let body: { rawBody: string; findings: LintFinding[] } | null = null;
  return (input) => {
    if (body?.rawBody !== input.rawBody) {
      body = { rawBody: input.rawBody, findings: lintBody(input.rawBody) };
    }
    return [
      ...lintMerchantId(input.merchantId),
      ...body.findings,
      ...lintTimestamp(input.timestamp, input.nowMs, input.clockWindowSeconds),
      ...lintNonce(input.nonce),
      ...(input.contentType === undefined ? [] : lintContentType(input.contentType)),
    ];
  };
}

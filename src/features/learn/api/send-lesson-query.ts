import { useMutation } from '@tanstack/react-query';
import { decodeUtf8, utf8 } from '../../../core/text/bytes.ts';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { parseEnvelope } from '../../../core/api-contract/envelope.ts';
import type { BuiltQuery, QueryDraft } from '../../../core/learn/break-it.ts';
import { generateNonce, unixSeconds } from '../../../core/signing/request-parts.ts';
import {
  verifyResponse,
  type ResponseVerdict,
} from '../../../core/signing/response-verification.ts';
import { DEMO_MERCHANT, EMBEDDED_SANDBOX_PATH } from '../../../core/protocol/demo-merchant.ts';
import { buildQuery } from '../../../core/learn/break-it.ts';
import { postQuery } from '../../../services/query-transport/post-query.ts';
import {
  armOneShotFault,
  type OneShotFault,
} from '../../../services/sandbox-api/arm-one-shot-fault.ts';

export interface LessonAnswer {
  status: number;
  code: string | null;
  msg: string | null;
  verdict: ResponseVerdict;
  /** The answer's body as it arrived, and its signed headers, for the learner to check. */
  rawBody: string;
  signHeaders: Array<[string, string]>;
}

/**
 * A draft for now: the current second, a fresh nonce, the test secret, and as the other
 * environment's secret the embedded sandbox's own production secret (docs/sandbox.md,
 * configuration). Never a production secret the user typed: Learn and Break it send to the
 * sandbox, whose log keeps every request, and a query signed with the real key would be a
 * fresh, replayable production request there.
 */
export function freshDraft(
  settings: { merchantId: string; secrets: { test: string } },
  body: string,
  nowMs = Date.now(),
): QueryDraft {
  return {
    merchantId: settings.merchantId,
    timestamp: unixSeconds(nowMs),
    nonce: generateNonce(),
    body,
    secret: settings.secrets.test,
    otherSecret: DEMO_MERCHANT.productionSecret,
  };
}

/**
 * Sends a built query to the embedded sandbox (spec 4): the exact body bytes with its headers.
 * The answer is read as bytes and verified (spec 5.3) before its envelope is read.
 */
export async function sendLessonQuery(
  query: BuiltQuery,
  secret: string,
  merchantId: string,
): Promise<LessonAnswer> {
  const response = await postQuery(
    `${EMBEDDED_SANDBOX_PATH}${QUERY_PATH}`,
    query.headers,
    utf8(query.body),
  );
  const bytes = response.bytes;
  const verdict = await verifyResponse({
    secret,
    merchantId,
    headers: response.headers,
    body: bytes,
  });
  const envelope = parseEnvelope(decodeUtf8(bytes));
  return {
    status: response.status,
    code: envelope.ok ? String(envelope.envelope.code) : null,
    msg: envelope.ok ? String(envelope.envelope.msg) : null,
    verdict,
    rawBody: decodeUtf8(bytes),
    signHeaders: [...response.headers.entries()].filter(([name]) => name.startsWith('x-')),
  };
}

/**
 * Sends `draft` as built with a fault the sandbox applies to this one query only: the fault is
 * armed for the draft's nonce (docs/sandbox.md, "Faults"), so another tab's or program's traffic
 * never meets it and nothing is left switched on, whatever happens to this query.
 */
export async function sendLessonQueryWithFault(
  draft: QueryDraft,
  fault: OneShotFault,
  secret: string,
  merchantId: string,
): Promise<LessonAnswer> {
  await armOneShotFault({ nonce: draft.nonce, fault });
  return sendLessonQuery(await buildQuery(draft, null), secret, merchantId);
}

/** A lesson's send of a draft, built without a mistake (spec 5.4), as a react-query mutation. */
export function useSendLessonQuery() {
  return useMutation({
    mutationFn: async ({ draft, merchantId }: { draft: QueryDraft; merchantId: string }) =>
      sendLessonQuery(await buildQuery(draft, null), draft.secret, merchantId),
  });
}

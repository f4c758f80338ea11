import { useMutation } from '@tanstack/react-query';
import { decodeUtf8, utf8 } from '../../../core/text/bytes.ts';
import { readProxyError, sendFailureMessage } from '../../../core/console-api/console-api.ts';
import type { EnvelopeParse } from '../../../core/api-contract/envelope.ts';
import { parseEnvelope } from '../../../core/api-contract/envelope.ts';
import { signedRequestHeaders } from '../../../core/signing/request-parts.ts';
import type { ResponseVerdict } from '../../../core/signing/response-verification.ts';
import { verifyResponse } from '../../../core/signing/response-verification.ts';
import { sign } from '../../../core/signing/signing.ts';
import { postQuery, type RawAnswer } from '../../../services/query-transport/post-query.ts';

export interface QueryInput {
  /** The endpoint the query is for, as the user sees it. */
  url: string;
  /** Where the browser sends it: the endpoint itself, or the console's proxy for it. */
  fetchUrl: string;
  secret: string;
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
}

interface SentQuery {
  url: string;
  headers: Record<string, string>;
  body: string;
  sign: string;
}

export interface QueryResult {
  request: SentQuery;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  rawBody: string;
  /** The body's size on the wire, in bytes. */
  rawBodyBytes: number;
  verdict: ResponseVerdict;
  envelope: EnvelopeParse;
  durationMs: number;
}

/**
 * Sends a payment query (spec 4, 5.4): signs the UTF-8 bytes of the body once and sends those
 * same bytes with the four headers. The response is read as raw bytes and verified (spec 5.3)
 * before its envelope is parsed. A failure of the console's own proxy throws its
 * `ConsoleProxyError` instead of passing for an untrusted answer of the service.
 */
export async function sendQuery(input: QueryInput): Promise<QueryResult> {
  const bodyBytes = utf8(input.body);
  const parts = { merchantId: input.merchantId, timestamp: input.timestamp, nonce: input.nonce };
  const requestSign = await sign(input.secret, { ...parts, body: bodyBytes });
  const headers = signedRequestHeaders({ ...parts, sign: requestSign });
  const started = performance.now();
  let response: RawAnswer;
  try {
    response = await postQuery(input.fetchUrl, headers, bodyBytes);
  } catch (error) {
    throw new Error(sendFailureMessage(input.url, input.fetchUrl, window.location.origin), {
      cause: error,
    });
  }
  const responseBytes = response.bytes;
  // The console's proxy answered itself: the service never did, so there is nothing to verify.
  const proxyError = readProxyError(response.headers, decodeUtf8(responseBytes));
  if (proxyError) throw proxyError;
  const durationMs = Math.round(performance.now() - started);
  const verdict = await verifyResponse({
    secret: input.secret,
    merchantId: input.merchantId,
    headers: response.headers,
    body: responseBytes,
  });
  const rawBody = decodeUtf8(responseBytes);
  return {
    request: { url: input.url, headers, body: input.body, sign: requestSign },
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    rawBody,
    rawBodyBytes: responseBytes.length,
    verdict,
    envelope: parseEnvelope(rawBody),
    durationMs,
  };
}

/** The Send action as a react-query mutation. */
export function useSendQuery() {
  return useMutation({ mutationFn: sendQuery });
}

/**
 * Header values as the bytes on the wire. Node's HTTP parser hands each value over as a Latin-1
 * string (one character per byte); the string to sign is UTF-8 (spec 5.2 rule 3), so a value is
 * turned back into its bytes and read as UTF-8. Bytes that are not UTF-8 read as U+FFFD, so they
 * can never match a signature made over other bytes.
 */
import { Buffer } from 'node:buffer';
import {
  CONTENT_TYPE_HEADER,
  FETCH_SITE_HEADER,
  HEADER,
  USER_AGENT_HEADER,
} from '../../core/protocol/headers.ts';
import { memoOf } from './request-memo.ts';
import type { HeaderReader, SignedHeaders } from './incoming-request.ts';

const utf8 = new TextDecoder('utf-8');

/** A header value read from wire bytes as UTF-8 (undefined when absent). */
export function wireHeader(headers: HeaderReader, name: string): string | undefined {
  const value = headers.get(name);
  if (value === null) return undefined;
  // Pure ASCII reads the same either way; skip the copy.
  if (!/[^\t\x20-\x7e]/.test(value)) return value;
  return utf8.decode(Buffer.from(value, 'latin1'));
}

/**
 * The spec 5.1 headers of `request`, read once however many steps (route, checks, traffic log)
 * ask: a request's headers do not change while it is answered.
 */
export function signedHeaders(request: { readonly headers: HeaderReader }): SignedHeaders {
  const memo = memoOf(request);
  let values = memo.headers;
  if (!values) {
    const headers = request.headers;
    values = {
      merchantId: wireHeader(headers, HEADER.merchantId),
      timestamp: wireHeader(headers, HEADER.timestamp),
      nonce: wireHeader(headers, HEADER.nonce),
      sign: wireHeader(headers, HEADER.sign),
      contentType: wireHeader(headers, CONTENT_TYPE_HEADER),
      userAgent: wireHeader(headers, USER_AGENT_HEADER),
      fetchSite: wireHeader(headers, FETCH_SITE_HEADER),
    };
    memo.headers = values;
  }
  return values;
}

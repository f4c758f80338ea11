/**
 * What the sandbox works out about a request once while answering it (its spec 5.1 headers,
 * the body it read, its traffic-log id), kept on the request itself under a private symbol: one
 * object per request rather than an entry per fact in a WeakMap each, which the garbage
 * collector has to walk as ephemerons under load. Nothing outside the sandbox sees the symbol.
 */
import type { BodySeen, SignedHeaders } from './incoming-request.ts';

export interface RequestMemo {
  headers?: SignedHeaders;
  body?: BodySeen;
  trafficId?: string;
}

const MEMO = Symbol('sandbox.requestMemo');

type Holder = { [MEMO]?: RequestMemo };

/** The memo of `request` (a Request, or a Response read the same way), made on first use. */
export function memoOf(request: object): RequestMemo {
  return ((request as Holder)[MEMO] ??= {});
}

/** The memo of `request` when one was made, without making one. */
export function memoIfAny(request: object): RequestMemo | undefined {
  return (request as Holder)[MEMO];
}

/**
 * What a traffic row says at a glance beside its verdict: who sent the request and which order
 * it is about, read from what the sandbox kept (docs/sandbox.md, "Traffic"). Pure.
 */
import type { TrafficEntry } from './traffic.ts';

/** The longest sender name a row shows; a User-Agent is the client's own words, of any length. */
const SENDER_MAX = 40;

/**
 * Who sent the request: the console's own page, or the client as its User-Agent names itself
 * (its first product token, `curl/7.88.1`, `python-requests/2.31.0`), a browser for the
 * `Mozilla/…` every browser sends, or that it gave no name.
 */
export function trafficSender(entry: Pick<TrafficEntry, 'fromConsole' | 'userAgent'>): string {
  if (entry.fromConsole) return 'this console';
  const agent = entry.userAgent?.trim() ?? '';
  if (agent === '') return 'no User-Agent';
  const product = agent.split(' ', 1)[0]!;
  if (product.startsWith('Mozilla/')) return 'a browser';
  return product.length > SENDER_MAX ? `${product.slice(0, SENDER_MAX - 1)}…` : product;
}

/**
 * The order a request is about: the `merchant_order_no` or `order_no` of its JSON body (spec 4),
 * or null when the body is not JSON, names none, or was cut before it ends.
 */
export function trafficOrderNumber(entry: Pick<TrafficEntry, 'body' | 'bodyTruncated'>) {
  if (entry.bodyTruncated) return null;
  try {
    const body: unknown = JSON.parse(entry.body);
    if (typeof body !== 'object' || body === null) return null;
    for (const name of ['merchant_order_no', 'order_no']) {
      const value: unknown = Object.getOwnPropertyDescriptor(body, name)?.value;
      if (typeof value === 'string' && value !== '') return value.slice(0, SENDER_MAX);
    }
    return null;
  } catch {
    return null;
  }
}

import { randomBytes } from 'node:crypto';
import { DEMO_TEST_SECRET, nowSeconds, signCase } from './cases.ts';

/**
 * A program outside the browser calling a console's embedded sandbox (its `/sandbox` mount), as
 * an integrator's client does: the query is signed here with node:crypto (`signCase`, spec 5.2),
 * never with the console's own signing code, and every part can be set wrong on purpose.
 */
export interface OutsideQuery {
  /** The secret to sign with; the demo test secret, which the sandbox accepts, by default. */
  secret?: string;
  /** What joins the four parts of the string to sign: LF (spec 5.2), or a mistake like CR LF. */
  separator?: string;
  merchantId?: string;
  body?: string;
  /** The body that was signed, when it differs from the one sent (a client's mistake). */
  signedBody?: string;
  contentType?: string;
  /** The client's User-Agent, as its HTTP library names itself; Node's own when absent. */
  userAgent?: string;
}

/** The query the sandbox's seeded order answers (spec 6). */
export const SEEDED_QUERY_BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

/** Sends a signed query to the sandbox of the console at `consoleUrl`, with a fresh nonce. */
export async function sendSignedQuery(consoleUrl: string, query: OutsideQuery = {}) {
  const body = query.body ?? SEEDED_QUERY_BODY;
  const signed = signCase(
    {
      merchantId: query.merchantId ?? 'M100001',
      timestamp: nowSeconds(),
      nonce: `e2e-${randomBytes(9).toString('hex')}`,
      body: query.signedBody ?? body,
    },
    query.secret ?? DEMO_TEST_SECRET,
    query.separator ?? '\n',
  );
  const response = await fetch(`${consoleUrl.replace(/\/+$/, '')}/sandbox/api/v1/payments/query`, {
    method: 'POST',
    headers: {
      'Content-Type': query.contentType ?? 'application/json',
      'X-MerchantID': signed.merchantId,
      'X-Timestamp': signed.timestamp,
      'X-Nonce': signed.nonce,
      'X-Sign': signed.sign,
      ...(query.userAgent !== undefined ? { 'User-Agent': query.userAgent } : {}),
    },
    body,
  });
  return { status: response.status, nonce: signed.nonce, sign: signed.sign, response };
}

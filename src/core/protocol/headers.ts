/**
 * The header names and the content type of spec 4 and 5.1, spelled as the spec spells them: one
 * definition for the console, the sandbox and every parser.
 */

/** Header names of spec 5.1, spelled as the spec spells them. */
export const HEADER = {
  merchantId: 'X-MerchantID',
  timestamp: 'X-Timestamp',
  nonce: 'X-Nonce',
  sign: 'X-Sign',
} as const;

/** The four authentication headers of spec 5.1 (and 5.3 rule 1), in the order the spec lists them. */
export const AUTH_HEADERS = [
  HEADER.merchantId,
  HEADER.timestamp,
  HEADER.nonce,
  HEADER.sign,
] as const;

/** The content type header, spelled as the spec spells it (spec 4). */
export const CONTENT_TYPE_HEADER = 'Content-Type';

/** Not part of the protocol: the client stack it names picks a diagnosis's hints (spec 5.5). */
export const USER_AGENT_HEADER = 'User-Agent';

/**
 * Not part of the protocol: set by browsers only (Fetch Metadata), `same-origin` on a request a
 * page of the receiver's own origin made. The embedded sandbox's own origin serves only the
 * console, so it tells the console's own sends from a learner's program (docs/sandbox.md).
 */
export const FETCH_SITE_HEADER = 'Sec-Fetch-Site';

/** The only content type the service accepts (spec 5.1). */
export const CONTENT_TYPE = 'application/json';

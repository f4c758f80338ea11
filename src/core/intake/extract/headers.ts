/**
 * Reads the authentication headers of spec 5.1 out of a header list, matching names without
 * regard to case, as HTTP does. Every intake parser ends here, so all formats agree.
 */
import { HEADER } from '../../protocol/headers.ts';
import type { SignedKind } from '../../protocol/case-kinds.ts';
import type { Intake, IntakeFields } from '../types.ts';

/** A header list in pasted order, names as pasted. */
export type HeaderList = Array<[string, string]>;

/** Letters and digits only, lowercased: how a near-miss name such as `X-Merchant-Id` is spotted. */
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * All values of the header `name` (spec 5.1 names), matched case-insensitively, in order.
 * Returns an empty list when the header is absent.
 */
export function headerValues(headers: HeaderList, name: string): string[] {
  const wanted = name.toLowerCase();
  return headers.filter(([key]) => key.toLowerCase() === wanted).map(([, value]) => value);
}

/** The first value of the header `name`, matched case-insensitively (spec 5.1); or undefined. */
export function headerValue(headers: HeaderList, name: string): string | undefined {
  return headerValues(headers, name)[0];
}

/** Reads one spec 5.1 header, falling back to a misspelt name (with a warning saying so). */
function readHeader(headers: HeaderList, name: string, warnings: string[]): string | undefined {
  const values = headerValues(headers, name);
  if (values.length > 1 && new Set(values).size > 1) {
    warnings.push(
      `${name} appears ${values.length} times with different values; the first one is used.`,
    );
  }
  if (values.length > 0) return values[0];
  const nearMiss = headers.find(([key]) => squash(key) === squash(name));
  if (!nearMiss) return undefined;
  warnings.push(
    `The header is spelt "${nearMiss[0]}"; spec 5.1 names it ${name}, so the service may not read it. Its value is used here.`,
  );
  return nearMiss[1];
}

/**
 * The signed fields of spec 5.2 taken from headers (`X-MerchantID`, `X-Timestamp`, `X-Nonce`,
 * `X-Sign`, `Content-Type`) plus the raw body, which is passed through untouched.
 */
export function fieldsFromHeaders(
  headers: HeaderList,
  rawBody: string,
  warnings: string[],
): IntakeFields {
  const fields: IntakeFields = { rawBody };
  const merchantId = readHeader(headers, HEADER.merchantId, warnings);
  const timestamp = readHeader(headers, HEADER.timestamp, warnings);
  const nonce = readHeader(headers, HEADER.nonce, warnings);
  const receivedSign = readHeader(headers, HEADER.sign, warnings);
  const contentType = headerValue(headers, 'Content-Type');
  if (merchantId !== undefined) fields.merchantId = merchantId;
  if (timestamp !== undefined) fields.timestamp = timestamp;
  if (nonce !== undefined) fields.nonce = nonce;
  if (receivedSign !== undefined) fields.receivedSign = receivedSign;
  if (contentType !== undefined) fields.contentType = contentType;
  return fields;
}

/**
 * Builds an intake from a header list and a raw body (spec 5.1 headers, 5.2 body). Shared by
 * every header-carrying format so they read the same fields the same way.
 */
export function intakeFromHeaders(
  format: string,
  kind: SignedKind,
  headers: HeaderList,
  rawBody: string,
  warnings: string[],
): Intake {
  const fields = fieldsFromHeaders(headers, rawBody, warnings);
  return { format, kind, fields, headers, warnings };
}

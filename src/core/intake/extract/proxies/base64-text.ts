/**
 * A message or body a tool saved in base64 (Burp's `base64="true"`, Charles's `encoded`, a HAR's
 * `encoding: "base64"`): the bytes sent, read as the UTF-8 text the signature covers (spec 5.2
 * rule 1), with a warning when they are not base64 or not UTF-8.
 */
import { decodeUtf8, fromBase64, isValidUtf8 } from '../../../text/bytes.ts';

/** The text the base64 holds; `label` names it in a warning ("request", "response body"). */
export function base64Text(base64: string, label: string, warnings: string[]): string {
  const bytes = fromBase64(base64.replace(/\s+/g, ''));
  if (!bytes) {
    warnings.push(`The ${label} is marked base64 but is not valid base64; it is used as written.`);
    return base64;
  }
  if (!isValidUtf8(bytes)) {
    warnings.push(
      `The ${label} is not valid UTF-8, so it cannot be checked as text exactly; invalid bytes were replaced.`,
    );
  }
  return decodeUtf8(bytes);
}

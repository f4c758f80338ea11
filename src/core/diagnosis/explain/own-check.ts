/**
 * The sign the merchant's own check computed, where a ticket shows it beside the received X-Sign
 * (a receiver's log line `computed=… received=…`, `expected_sign: …`, `calculated …`): the mistake
 * search runs over it as over a failure log's expected_sign (spec 5.5), to name what their check
 * did. Only a value the ticket labels as computed, and never the received sign itself.
 */

/** A label a log gives the sign it computed, then `=`, `:` or a space, then 64 hex digits. */
const COMPUTED =
  /\b(?:computed|calculated|calc|expected|expected_sign|expectedSign|expected_signature|generated|local|my)(?:[_ -]?(?:sign|signature|hmac|mac|digest))?["']?(?:\s*[=:]\s*|\s+)["']?([0-9a-fA-F]{64})\b/g;

/**
 * The sign a ticket says the merchant's check computed, when it differs from `receivedSign`
 * (compared in lowercase, spec 5.3 rule 4); undefined when the ticket shows none.
 */
export function ownComputedSign(
  text: string | undefined,
  receivedSign: string,
): string | undefined {
  const received = receivedSign.trim().toLowerCase();
  if (!text || received === '' || !text.toLowerCase().includes(received)) return undefined;
  for (const match of text.matchAll(COMPUTED)) {
    const value = match[1]!.toLowerCase();
    if (value !== received) return value;
  }
  return undefined;
}

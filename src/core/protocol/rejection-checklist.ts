/** The rejection checklist of spec 5.5, in the order the spec says to check it. */
export const REJECTION_CHECKLIST: ReadonlyArray<{ check: string; mistake: string }> = [
  { check: 'Merchant ID', mistake: 'A name, login or user ID sent instead of the assigned ID' },
  { check: 'Secret', mistake: 'Dashboard password used, or test and production secrets mixed' },
  { check: 'Line breaks', mistake: 'Separators missing, or carriage return plus line feed used' },
  { check: 'Order', mistake: 'Not merchant ID, timestamp, nonce, body' },
  { check: 'Body', mistake: 'Trimmed, prettified, reordered or re-serialized' },
  { check: 'Field names', mistake: 'camelCase keys instead of snake_case' },
  { check: 'Timestamp', mistake: 'Milliseconds or a date string' },
  { check: 'Nonce', mistake: 'Empty header' },
  { check: 'Output format', mistake: 'Anything other than lowercase hex HMAC-SHA256' },
  { check: 'Content-Type', mistake: 'Anything other than application/json' },
];

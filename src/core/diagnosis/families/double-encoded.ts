/**
 * A double-encoded body (spec 5.2 rule 1; spec 5.5 "Body: re-serialized"): the JSON text
 * serialized again as a JSON string literal (`"{\"a\":1}"`) on one side but not the other.
 */
import type { BodyVariant } from './body-variant.ts';

/**
 * The body as a JSON string literal (signed double-encoded, sent once), and, when the sent body
 * is itself a string literal holding JSON, its content (sent double-encoded, signed once).
 */
export function doubleEncodedVariants(rawBody: string): BodyVariant[] {
  const out: BodyVariant[] = [];
  const trimmed = rawBody.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    out.push({
      id: 'double-encoded',
      label: 'encoded twice, as a JSON string literal holding the JSON text',
      body: JSON.stringify(rawBody),
      single: true,
    });
  }
  if (trimmed.startsWith('"')) {
    try {
      const inner: unknown = JSON.parse(trimmed);
      if (typeof inner === 'string') {
        out.push({
          id: 'double-decoded',
          label: 'once, while the body sent is that JSON encoded again as a string literal',
          body: inner,
          single: true,
        });
      }
    } catch {
      // Not a string literal after all: nothing to undo.
    }
  }
  return out;
}

/**
 * The response envelope `{code, msg, data}` of spec section 2. Parse it only after the
 * response's signature has been verified over the raw bytes (spec 5.3 rule 3).
 */

interface Envelope {
  code: unknown;
  msg: unknown;
  data: unknown;
}

export type EnvelopeParse = { ok: true; envelope: Envelope } | { ok: false; error: string };

/** Parses a raw response body as the envelope, saying what is wrong when it is not one. */
export function parseEnvelope(rawBody: string): EnvelopeParse {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch (error) {
    return { ok: false, error: `The body is not JSON: ${(error as Error).message}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      error: 'The body is JSON but not an object; the envelope is {code, msg, data}.',
    };
  }
  const missing = ['code', 'msg', 'data'].filter((key) => !(key in value));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `The envelope lacks ${missing.join(', ')}; spec 2 gives {code, msg, data}.`,
    };
  }
  const { code, msg, data } = value as Envelope;
  return { ok: true, envelope: { code, msg, data } };
}

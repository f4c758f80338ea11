/**
 * The response envelope `{code, msg, data}` of spec 2, defined once: the sandbox builds it, the
 * OpenAPI document describes it and the console reads it with this schema. Parse it only after
 * the response's signature has been verified over the raw bytes (spec 5.3 rule 3).
 */
import { z } from '../zod-jitless.ts';

/** The response envelope `{code, msg, data}` of spec 2, used by every response (spec 7). */
export const envelopeSchema = z
  .object({
    code: z.union([z.number(), z.string()]).meta({ description: 'The result code (spec 7).' }),
    msg: z.string().meta({ description: 'The result message.' }),
    data: z.unknown().meta({ description: 'The result payload; null on a failure.' }),
  })
  .meta({
    description:
      'Signed like requests (spec 5.3): verify X-Sign over the raw response bytes before parsing.',
  });
export type Envelope = z.infer<typeof envelopeSchema>;

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
  const parsed = envelopeSchema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    return { ok: false, error: `The envelope's ${fields} is not of the type spec 2 gives.` };
  }
  const { code, msg, data } = parsed.data;
  return { ok: true, envelope: { code, msg, data } };
}

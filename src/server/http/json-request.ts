/**
 * Reading a JSON request body on an admin route: bounded in size, an object, snake_case keys
 * (spec section 2), and zod issues said in one line.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { parseJsonObject, readBodyLimited } from './body.ts';
import { camelCaseMessage, findCamelCaseFields } from '../../core/protocol/snake-case.ts';

/** Zod issues as one line: `path: message; ...`. */
export function issuesMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/**
 * Reads a JSON object body, or answers 400/413 with why it is not one; a camelCase key the route
 * does not declare is refused with the snake_case spelling to use (spec 2).
 */
export async function readJsonObject(
  c: Context,
  maxBytes: number,
  /** Top-level keys the route's schema itself declares, camelCase or not. */
  declared: ReadonlySet<string> = new Set(),
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const read = await readBodyLimited(c.req.raw, maxBytes);
  if (!read.ok)
    return {
      ok: false,
      response: c.json({ error: `The body is over ${maxBytes / 1024 / 1024} MiB.` }, 413),
    };
  const parsed = parseJsonObject(read.bytes);
  if (!parsed.ok) return { ok: false, response: c.json({ error: parsed.error }, 400) };
  const camel = findCamelCaseFields(parsed.value).filter(
    (field) => !(field.parent === '' && declared.has(field.key)),
  );
  if (camel.length > 0) {
    return { ok: false, response: c.json({ error: camelCaseMessage(camel) }, 400) };
  }
  return { ok: true, value: parsed.value };
}

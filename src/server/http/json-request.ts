/**
 * Reading a JSON request body on an admin route: bounded in size, an object, snake_case keys
 * (spec section 2), and zod issues said in one line.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { parseJsonObject, readBodyLimited } from './body.ts';
import {
  camelCaseMessage,
  findCamelCaseFields,
  type CamelCaseField,
} from '../../core/protocol/snake-case.ts';
import { echoText } from './echo-cut.ts';

/** Zod issues as one line: `path: message; ...`, each part cut as every echoed value is. */
export function issuesMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.length > 0 ? issue.path.join('.') : 'body';
      return `${echoText(path)}: ${echoText(issue.message)}`;
    })
    .join('; ');
}

/** The camelCase refusal (spec 2), each field name it names cut as every echoed value is. */
export function camelCaseEcho(fields: readonly CamelCaseField[]): string {
  return camelCaseMessage(
    fields.map((field) => ({
      ...field,
      key: echoText(field.key),
      parent: echoText(field.parent),
      snake: echoText(field.snake),
    })),
  );
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
    return { ok: false, response: c.json({ error: camelCaseEcho(camel) }, 400) };
  }
  return { ok: true, value: parsed.value };
}

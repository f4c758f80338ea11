import type { z } from 'zod';
import { EMBEDDED_SANDBOX_PATH } from '../../../core/protocol/demo-merchant.ts';

/** The embedded sandbox's admin routes, relative to the console's origin (docs/sandbox.md). */
export const ADMIN_BASE = `${EMBEDDED_SANDBOX_PATH}/_sandbox`;

/** How often live lists are read again while the page is visible. */
export const POLL_MS = 1000;

/**
 * Calls an admin route of the embedded sandbox and validates its JSON with `schema`. An admin
 * error (`{"error": "..."}`) becomes the thrown message, so the view can show it as is.
 */
export async function adminJson<T>(
  path: string,
  schema: z.ZodType<T>,
  init?: { method: string; body?: unknown },
): Promise<T> {
  const response = await fetch(`${ADMIN_BASE}${path}`, {
    method: init?.method ?? 'GET',
    ...(init?.body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`The sandbox answered ${path} with ${response.status} and no JSON.`);
  }
  if (!response.ok) {
    const error = (json as { error?: unknown }).error;
    throw new Error(typeof error === 'string' ? error : `The sandbox answered ${response.status}.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`The sandbox's answer to ${path} has an unexpected shape.`);
  }
  return parsed.data;
}

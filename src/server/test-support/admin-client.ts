/**
 * The sandbox's admin API as tests call it over HTTP: through the one route table
 * (core/sandbox-api/routes.ts), with each answer parsed by its route's schema, so a test reads
 * the contract's own `z.infer` types and never a hand-written copy of a shape.
 */
import type { z } from 'zod';
import { fillPath, type PathParams } from '../../core/sandbox-api/route-path.ts';
import { SANDBOX_ADMIN_PREFIX, type SandboxRoute } from '../../core/sandbox-api/routes.ts';

/** A call of `route`: its path parameters, query and JSON body, as the table types them. */
export interface AdminCall<Route extends SandboxRoute> {
  params?: PathParams<Route['path']>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * Calls `route` on the sandbox at `base` (its origin, plus the mount path where it is mounted)
 * and parses a success with the route's answer schema; anything else throws with the answer.
 */
export async function adminCall<Route extends SandboxRoute>(
  base: string,
  route: Route,
  call: AdminCall<Route> = {},
): Promise<z.output<Route['answer']>> {
  const path = fillPath(route.path, call.params ?? ({} as PathParams<Route['path']>));
  const search = call.query ? `?${new URLSearchParams(call.query)}` : '';
  const response = await fetch(`${base}${SANDBOX_ADMIN_PREFIX}${path}${search}`, {
    method: route.method,
    ...(call.body !== undefined && {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(call.body),
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route.method} ${path}: ${response.status} ${text}`);
  return route.answer.parse(JSON.parse(text)) as z.output<Route['answer']>;
}

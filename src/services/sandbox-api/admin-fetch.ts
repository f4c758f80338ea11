/**
 * The one client of the embedded sandbox's admin API (docs/sandbox.md, "Admin routes"), shared
 * by the Sandbox view and Learn: every answer is parsed with its contract schema
 * (core/sandbox-api) before anything trusts it, and an admin error (`{"error": "..."}`) becomes
 * the thrown message, so a view can show it as is. Every call goes through the route table
 * (core/sandbox-api/routes.ts) with {@link callRoute}, so the path, its parameters, the query, the
 * body and the answer's schema are the ones the sandbox mounts. One file per endpoint exports its
 * fetcher, its query options and its hook; every key starts with {@link SANDBOX_KEY}.
 */
import type { z } from 'zod';
import { EMBEDDED_SANDBOX_PATH } from '../../core/protocol/demo-merchant.ts';
import { adminErrorSchema } from '../../core/sandbox-api/errors.ts';
import {
  fillPath,
  type PathParamNames,
  type PathParams,
} from '../../core/sandbox-api/route-path.ts';
import { SANDBOX_ADMIN_PREFIX, type SandboxRoute } from '../../core/sandbox-api/routes.ts';
import { sandboxFetch } from '../in-page-sandbox/sandbox-fetch.ts';

/** The embedded sandbox's admin routes, relative to the console's origin. */
const ADMIN_BASE = `${EMBEDDED_SANDBOX_PATH}${SANDBOX_ADMIN_PREFIX}`;

/** The first part of every admin query key: invalidating it refreshes every admin read. */
export const SANDBOX_KEY = 'sandbox';

/**
 * How often live lists are read again. react-query pauses the interval while the page is hidden
 * (`refetchIntervalInBackground` stays false), so a background tab asks nothing.
 */
export const POLL_MS = 1000;

type Part<Schema, Present> = [NonNullable<Schema>] extends [never] ? object : Present;

/** What a call of `Route` takes: its path parameters, its query and its body, by the table. */
export type RouteInput<Route extends SandboxRoute> = ([PathParamNames<Route['path']>] extends [
  never,
]
  ? object
  : { params: PathParams<Route['path']> }) &
  Part<Route['query'], { query?: z.input<NonNullable<Route['query']>> }> &
  Part<Route['request'], { body: z.input<NonNullable<Route['request']>> }>;

/** The answer of `Route`, as its schema parses it. */
export type RouteAnswer<Route extends SandboxRoute> = z.output<Route['answer']>;

/** Calls `route` of the table with `input`, and parses its answer with the route's schema. */
export function callRoute<Route extends SandboxRoute>(
  route: Route,
  input: RouteInput<Route>,
): Promise<RouteAnswer<Route>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
    body?: unknown;
  };
  const defined = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const search = defined.length > 0 ? `?${new URLSearchParams(defined)}` : '';
  const path = `${fillPath(route.path, params ?? {})}${search}`;
  return adminJson(path, route.answer as z.ZodType<RouteAnswer<Route>>, {
    method: route.method,
    body,
  });
}

/** Calls an admin path and parses its JSON with `schema`; throws a readable Error otherwise. */
async function adminJson<T>(
  path: string,
  schema: z.ZodType<T>,
  init: { method: string; body?: unknown },
): Promise<T> {
  let response: Response;
  try {
    response = await sandboxFetch(`${ADMIN_BASE}${path}`, {
      method: init.method,
      ...(init.body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }),
    });
  } catch (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new Error(`${ADMIN_BASE}${path} could not be reached (${reason})`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`The sandbox answered ${path} with ${response.status} and no JSON.`);
  }
  if (!response.ok) {
    const error = adminErrorSchema.safeParse(json);
    throw new Error(error.success ? error.data.error : `The sandbox answered ${response.status}.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`The sandbox's answer to ${path} has an unexpected shape.`);
  }
  return parsed.data;
}

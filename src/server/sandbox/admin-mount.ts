/**
 * Mounts the admin API's handlers from its one route table (core/sandbox-api/routes.ts): each
 * route's path, query and body are read and parsed with the route's own schemas before its
 * handler runs, and the handler's answer is checked against the route's answer schema before it
 * goes out, so the table, the sandbox and the console's client cannot drift apart. Errors are
 * `{"error": "..."}` (core/sandbox-api/errors.ts).
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { routerPath, type PathParams } from '../../core/sandbox-api/route-path.ts';
import {
  SANDBOX_ROUTES,
  type SandboxRoute,
  type SandboxRouteName,
} from '../../core/sandbox-api/routes.ts';
import type { AdminError } from '../../core/sandbox-api/errors.ts';
import { issuesMessage, readJsonObject } from '../http/json-request.ts';
import { MAX_BODY_BYTES } from './config.ts';

/** What a route's optional schema parses to; undefined for a route without that part. */
type Output<Schema> = [NonNullable<Schema>] extends [never]
  ? undefined
  : NonNullable<Schema> extends z.ZodType
    ? z.output<NonNullable<Schema>>
    : undefined;

/** What a handler is given: the parsed path parameters, query and body, and Hono's context. */
interface AdminInput<Route extends SandboxRoute> {
  params: PathParams<Route['path']>;
  query: Output<Route['query']>;
  body: Output<Route['request']>;
  c: Context;
}

/** A refusal: the status and the one sentence that says why. */
export interface AdminFailure extends AdminError {
  status: ContentfulStatusCode;
}

/** A handler's answer: the route's answer (its status from the table) or a refusal. */
type AdminResult<Route extends SandboxRoute> = { json: z.input<Route['answer']> } | AdminFailure;

type Handle<Route extends SandboxRoute> = (
  input: AdminInput<Route>,
) => AdminResult<Route> | Promise<AdminResult<Route>>;

/**
 * A route's handler, optionally with a request schema narrower than the table's (this sandbox's
 * own statuses, a URL check), which must still produce the table's request type.
 */
type AdminHandler<Route extends SandboxRoute> =
  Handle<Route> | { request: z.ZodType<Output<Route['request']>>; handle: Handle<Route> };

/** One handler for every route of the table: a route without one does not compile. */
export type AdminHandlers = {
  [Name in SandboxRouteName]: AdminHandler<(typeof SANDBOX_ROUTES)[Name]>;
};

/** A refusal with `status` and `error`. */
export const refuse = (status: ContentfulStatusCode, error: string, id?: string): AdminFailure => ({
  status,
  error,
  ...(id !== undefined && { id }),
});

/** Thrown when a handler's answer does not match its route's schema: a bug, answered 500. */
class AnswerContractError extends Error {}

/** The top-level keys an object schema declares. */
const declaredKeys = (schema: z.ZodType) =>
  new Set('shape' in schema ? Object.keys(schema.shape as object) : []);

async function answer(route: SandboxRoute, handler: AdminHandler<SandboxRoute>, c: Context) {
  const handle = typeof handler === 'function' ? handler : handler.handle;
  const requestSchema = typeof handler === 'function' ? route.request : handler.request;
  let query: unknown;
  if (route.query) {
    const parsed = route.query.safeParse(c.req.query());
    if (!parsed.success) return c.json({ error: issuesMessage(parsed.error) }, 400);
    query = parsed.data;
  }
  let body: unknown;
  if (requestSchema) {
    const read = await readJsonObject(c, MAX_BODY_BYTES, declaredKeys(requestSchema));
    if (!read.ok) return read.response;
    const parsed = requestSchema.safeParse(read.value);
    if (!parsed.success) return c.json({ error: issuesMessage(parsed.error) }, 400);
    body = parsed.data;
  }
  const params = c.req.param() as PathParams<string>;
  const result = await handle({ params, query, body, c } as AdminInput<SandboxRoute>);
  if ('error' in result) {
    const { status, ...error } = result;
    return c.json<AdminError>(error, status);
  }
  const checked = route.answer.safeParse(result.json);
  if (!checked.success) {
    throw new AnswerContractError(
      `${route.method} ${route.path} answered outside its schema: ${issuesMessage(checked.error)}`,
    );
  }
  return c.json(result.json as object, (route.status ?? 200) as ContentfulStatusCode);
}

/** The admin routes as one Hono app, each handler mounted at its table path (to sit at `/_sandbox`). */
export function mountAdminRoutes(handlers: AdminHandlers): Hono {
  const app = new Hono();
  for (const [name, route] of Object.entries(SANDBOX_ROUTES) as [
    SandboxRouteName,
    SandboxRoute,
  ][]) {
    const handler = handlers[name] as AdminHandler<SandboxRoute>;
    app.on(route.method, routerPath(route.path), (c) => answer(route, handler, c));
  }
  return app;
}

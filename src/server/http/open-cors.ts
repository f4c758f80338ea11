/**
 * CORS open to any origin for the sandbox's API, with the signed headers of spec 5.3 exposed so
 * a console on another origin can verify responses. Preflights are Hono's `cors` answer; on
 * other requests the two headers are set on the route's own response once it is built, rather
 * than on a placeholder that Hono would then copy, body stream and all, into a new Response.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { AUTH_HEADERS, CONTENT_TYPE_HEADER } from '../../core/protocol/headers.ts';
import { setResponseHeader } from './text-response.ts';

const EXPOSED = AUTH_HEADERS.join(',');

/** The answer to a CORS preflight (`OPTIONS`): any origin, the spec's headers and methods. */
export function corsPreflight(): MiddlewareHandler {
  return cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: [CONTENT_TYPE_HEADER, ...AUTH_HEADERS],
    exposeHeaders: [...AUTH_HEADERS],
    maxAge: 600,
  });
}

/**
 * Opens `response` (not a preflight's) to any origin, its signed headers exposed. Throws when
 * its headers are immutable (a response from fetch); {@link exposeToAnyOrigin} copies it then.
 */
export function openToAnyOrigin(response: Response): void {
  setResponseHeader(response, 'Access-Control-Allow-Origin', '*');
  setResponseHeader(response, 'Access-Control-Expose-Headers', EXPOSED);
}

/** Opens the answer in `c.res` (not a preflight's) to any origin, its signed headers exposed. */
export function exposeToAnyOrigin(c: Context): void {
  try {
    openToAnyOrigin(c.res);
  } catch {
    // A response with immutable headers (one from fetch): answer with a copy.
    const copy = new Response(c.res.body, c.res);
    c.res = undefined;
    c.res = copy;
    openToAnyOrigin(copy);
  }
}

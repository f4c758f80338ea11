/**
 * The console's allow-listed proxy (DESIGN.md "Real parts"): a browser cannot call a payment
 * service that sends no CORS headers, so the console server forwards the query of spec 4 to the
 * base URL configured for the chosen environment, and to nothing else. Bodies pass through as
 * bytes in both directions, since the signature covers exactly those bytes (spec 5.2 rule 1,
 * 5.3 rule 3); the browser signs and verifies, and no secret passes through here.
 */
import type { ProxiedEnvironments } from '../core/endpoint.ts';
import { Hono, type Context } from 'hono';
import { QUERY_PATH } from '../core/demo-merchant.ts';
import { HEADER } from '../core/request-parts.ts';
import { readBodyLimited } from './body.ts';
import { MAX_BODY_BYTES } from './config.ts';
import {
  PROXY_ENVIRONMENTS,
  PROXY_VARIABLES,
  type ProxyEnvironment,
  type ProxyTargets,
} from './proxy-config.ts';

/** Where the console server (and the Vite plugin) mounts `proxyRoutes`. */
export const CONSOLE_API_PATH = '/_console';

/** How long the proxy waits for the upstream service, body included. */
export const PROXY_TIMEOUT_MS = 15_000;

/** The headers passed on, both ways: the content type and the four of spec 5.1 and 5.3. */
const PASSED_HEADERS = [
  'Content-Type',
  HEADER.merchantId,
  HEADER.timestamp,
  HEADER.nonce,
  HEADER.sign,
] as const;

/** Statuses whose response must not carry a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Knobs for tests; production uses the defaults. */
export interface ProxyOptions {
  /** Upstream time limit in milliseconds (default `PROXY_TIMEOUT_MS`). */
  timeoutMs?: number;
}

function passedHeaders(from: Headers): Headers {
  const to = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = from.get(name);
    if (value !== null) to.set(name, value);
  }
  return to;
}

function isEnvironment(text: string): text is ProxyEnvironment {
  return (PROXY_ENVIRONMENTS as readonly string[]).includes(text);
}

function unknownEnvironment(c: Context, env: string): Response {
  const known = PROXY_ENVIRONMENTS.join(' or ');
  return c.json({ error: `Unknown environment ${JSON.stringify(env)}; expected ${known}.` }, 404);
}

/** What went wrong on the way: undici hides the socket error (ECONNREFUSED...) in `cause`. */
function failureReason(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The console routes, mounted at `/_console`: `GET /environments` lists the configured targets,
 * and `POST /proxy/{test|production}/api/v1/payments/query` forwards to that environment's base
 * URL. Only the request body bytes and the five headers of spec 4 go upstream; only the status,
 * the body bytes and those headers come back. The destination is fixed by `allowed` alone: the
 * env segment picks one of its URLs, and redirects are passed back rather than followed. Any
 * other path under these routes answers a JSON 404, so it never falls back to the SPA page.
 */
export function proxyRoutes(allowed: ProxyTargets, options: ProxyOptions = {}): Hono {
  const timeoutMs = options.timeoutMs ?? PROXY_TIMEOUT_MS;
  // Copied now, so changing the caller's object later cannot widen the allow-list.
  const targets: ProxiedEnvironments = {
    test: allowed.test ?? null,
    production: allowed.production ?? null,
  };
  const app = new Hono();

  app.get('/environments', (c) => c.json({ environments: targets }));

  app.post(`/proxy/:env${QUERY_PATH}`, async (c) => {
    // Another site could make a visitor's browser post through the proxy; browsers say so.
    if (c.req.header('Sec-Fetch-Site') === 'cross-site') {
      return c.json({ error: 'The proxy only serves this console, not other sites.' }, 403);
    }
    const env = c.req.param('env');
    if (!isEnvironment(env)) return unknownEnvironment(c, env);
    const target = targets[env];
    if (target === null) {
      const error = `Cannot forward to ${env}: no base URL is configured for the ${env} environment; start the console with ${PROXY_VARIABLES[env]}=https://...`;
      return c.json({ error }, 404);
    }
    const body = await readBodyLimited(c.req.raw, MAX_BODY_BYTES);
    if (!body.ok) {
      return c.json({ error: 'The request body is larger than 1 MiB; it was not forwarded.' }, 413);
    }
    let upstream: Response;
    let bytes: ArrayBuffer;
    try {
      upstream = await fetch(`${target}${QUERY_PATH}`, {
        method: 'POST',
        headers: passedHeaders(c.req.raw.headers),
        body: body.bytes as RequestInit['body'],
        // A redirect could lead off the allow-list: hand it back instead of following it.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      bytes = await upstream.arrayBuffer();
    } catch (error) {
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : failureReason(error);
      return c.json({ error: `Could not reach ${target}: ${reason}` }, timedOut ? 504 : 502);
    }
    return new Response(NULL_BODY_STATUSES.has(upstream.status) ? null : bytes, {
      status: upstream.status,
      headers: passedHeaders(upstream.headers),
    });
  });

  app.all(`/proxy/:env${QUERY_PATH}`, (c) => {
    // Another site could make a visitor's browser post through the proxy; browsers say so.
    if (c.req.header('Sec-Fetch-Site') === 'cross-site') {
      return c.json({ error: 'The proxy only serves this console, not other sites.' }, 403);
    }
    const env = c.req.param('env');
    if (!isEnvironment(env)) return unknownEnvironment(c, env);
    c.header('Allow', 'POST');
    const error = `Method ${c.req.method} is not allowed; the proxy forwards POST ${QUERY_PATH} only (spec 4).`;
    return c.json({ error }, 405);
  });

  app.all('*', (c) => {
    const error = `No console route ${c.req.method} ${c.req.path}; the proxy forwards POST ${CONSOLE_API_PATH}/proxy/{test|production}${QUERY_PATH}.`;
    return c.json({ error }, 404);
  });

  return app;
}

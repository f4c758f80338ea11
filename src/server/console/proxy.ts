/**
 * The console's allow-listed proxy (docs/architecture.md "Real parts"): a browser cannot call a payment
 * service that sends no CORS headers, so the console server forwards the query of spec 4 to the
 * base URL configured for the chosen environment, and to nothing else. Bodies pass through as
 * bytes in both directions, since the signature covers exactly those bytes (spec 5.2 rule 1,
 * 5.3 rule 3); the browser signs and verifies, and no secret passes through here.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  CONSOLE_API_PATH,
  CONSOLE_ROUTES,
  PROXY_ERROR_HEADER,
  unreachableMessage,
  type EmbeddedSandboxIdentity,
  type ProxiedEnvironments,
  type ProxyErrorBody,
  type Unreachable,
} from '../../core/console-api/console-api.ts';
import { ENVIRONMENTS, type Environment } from '../../core/protocol/case-kinds.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { AUTH_HEADERS, CONTENT_TYPE_HEADER } from '../../core/protocol/headers.ts';
import { readBodyLimited, type BodyRead } from '../http/body.ts';
import { echoText, quoteEcho } from '../http/echo-cut.ts';
import { foreignCallProblem, type AllowedHosts } from '../http/origin-guard.ts';
import { MAX_BODY_BYTES } from '../sandbox/config.ts';
import { PROXY_VARIABLES, type ProxyTargets } from './proxy-config.ts';

/** How long the proxy waits for the upstream service, body included. */
const PROXY_TIMEOUT_MS = 15_000;

/** The headers passed on, both ways: the content type and the four of spec 5.1 and 5.3. */
const PASSED_HEADERS = [CONTENT_TYPE_HEADER, ...AUTH_HEADERS];

/** Statuses whose response must not carry a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Statuses that redirect; the proxy never follows one (it could lead off the allow-list). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Knobs for tests; production uses the defaults. */
export interface ProxyOptions {
  /** Upstream time limit in milliseconds (default `PROXY_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** The `Host` values the proxy answers to (any when absent or undefined). */
  allowedHosts?: AllowedHosts;
  /** The largest upstream answer passed back, in bytes (default `PROXY_MAX_ANSWER_BYTES`). */
  maxAnswerBytes?: number;
  /** The origin a TLS reverse proxy serves the console at (docs/team.md), if any. */
  publicOrigin?: string | null;
  /** The merchant the embedded sandbox serves, announced beside the targets; none when absent. */
  sandbox?: EmbeddedSandboxIdentity;
  /** The address of a console merchants can open (PUBLIC_CONSOLE_URL), announced; none when absent. */
  publicConsoleUrl?: string | null;
}

/**
 * The largest answer the proxy passes back: the sandbox's own body limit, far above any query
 * answer of spec 4, so a huge answer is cut off rather than buffered whole.
 */
export const PROXY_MAX_ANSWER_BYTES = MAX_BODY_BYTES;

/**
 * The type every answer is handed back as: the console reads raw bytes anyway (they are what the
 * signature covers), and an opaque type with `nosniff` keeps a remote's HTML from ever being
 * rendered on the console's origin. The remote's own type travels in {@link UPSTREAM_TYPE_HEADER}.
 */
const PROXY_ANSWER_TYPE = 'application/octet-stream';
const UPSTREAM_TYPE_HEADER = 'X-Upstream-Content-Type';

function passedHeaders(from: Headers): Headers {
  const to = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = from.get(name);
    if (value !== null) to.set(name, value);
  }
  return to;
}

function isEnvironment(text: string): text is Environment {
  return (ENVIRONMENTS as readonly string[]).includes(text);
}

/** An answer of the proxy itself, marked so the console never takes it for the service's. */
function proxyError(c: Context, status: ContentfulStatusCode, body: ProxyErrorBody): Response {
  c.header(PROXY_ERROR_HEADER, body.failure);
  return c.json(body, status);
}

function unknownEnvironment(c: Context, env: string): Response {
  const known = ENVIRONMENTS.join(' or ');
  const error = `Unknown environment ${quoteEcho(env)}; expected ${known}.`;
  return proxyError(c, 404, { error, failure: 'bad-route' });
}

/** What went wrong on the way: undici hides the socket error (ECONNREFUSED...) in `cause`. */
function unreachable(error: unknown, timeoutMs: number): Unreachable {
  if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
    return { failure: 'timeout', timeoutMs };
  }
  const cause = (error as { cause?: unknown } | null)?.cause;
  if ((cause as { code?: unknown } | null)?.code === 'ECONNREFUSED') return { failure: 'refused' };
  const detail =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return { failure: 'unreachable', detail };
}

/** The answer's headers: the signed ones, the remote's type named aside, and an opaque type. */
function answerHeaders(from: Headers): Headers {
  const to = new Headers();
  for (const name of AUTH_HEADERS) {
    const value = from.get(name);
    if (value !== null) to.set(name, value);
  }
  const type = from.get(CONTENT_TYPE_HEADER);
  if (type !== null) to.set(UPSTREAM_TYPE_HEADER, type);
  to.set(CONTENT_TYPE_HEADER, PROXY_ANSWER_TYPE);
  to.set('X-Content-Type-Options', 'nosniff');
  return to;
}

/**
 * Refuses what another site made a visitor's browser send (by `Sec-Fetch-Site` or by `Origin`,
 * `null` included), and a `Host` that is none of the server's addresses (DNS rebinding).
 */
function crossSite(c: Context, options: ProxyOptions): Response | null {
  const problem = foreignCallProblem(
    c.req.raw.headers,
    new URL(c.req.url).origin,
    options.allowedHosts,
    options.publicOrigin ?? null,
  );
  if (problem === null) return null;
  const error = `The proxy only serves this console, not other sites: ${problem}`;
  return proxyError(c, 403, { error, failure: 'cross-site' });
}

/**
 * The console routes, mounted at `/_console`: `GET /environments` lists the configured targets,
 * the embedded sandbox's merchant and the public console address, and `POST /proxy/{test|production}/api/v1/payments/query` forwards to that environment's base
 * URL. Only the request body bytes and the five headers of spec 4 go upstream; only the status,
 * the body bytes and those headers come back. The destination is fixed by `allowed` alone: the
 * env segment picks one of its URLs, and redirects are passed back rather than followed. Any
 * other path under these routes answers a JSON 404, so it never falls back to the SPA page.
 */
export function proxyRoutes(allowed: ProxyTargets, options: ProxyOptions = {}): Hono {
  const timeoutMs = options.timeoutMs ?? PROXY_TIMEOUT_MS;
  const maxAnswerBytes = options.maxAnswerBytes ?? PROXY_MAX_ANSWER_BYTES;
  // Copied now, so changing the caller's object later cannot widen the allow-list.
  const targets: ProxiedEnvironments = {
    test: allowed.test ?? null,
    production: allowed.production ?? null,
  };
  const app = new Hono();

  const sandbox = options.sandbox ?? null;
  const publicConsoleUrl = options.publicConsoleUrl ?? null;
  // A DNS-rebound page must not read what the console announces either.
  app.get(CONSOLE_ROUTES.environments, (c) => {
    const refused = crossSite(c, options);
    return refused ?? c.json({ environments: targets, sandbox, publicConsoleUrl });
  });

  app.post(CONSOLE_ROUTES.proxy, async (c) => {
    const refused = crossSite(c, options);
    if (refused) return refused;
    const env = c.req.param('env');
    if (!isEnvironment(env)) return unknownEnvironment(c, env);
    const target = targets[env];
    if (target === null) {
      const error = `Cannot forward to ${env}: no base URL is configured for the ${env} environment; start the console with ${PROXY_VARIABLES[env]}=https://...`;
      return proxyError(c, 404, { error, failure: 'not-configured' });
    }
    const body = await readBodyLimited(c.req.raw, MAX_BODY_BYTES);
    if (!body.ok) {
      const error = 'The request body is larger than 1 MiB; it was not forwarded.';
      return proxyError(c, 413, { error, failure: 'too-large' });
    }
    let upstream: Response;
    let answer: BodyRead;
    try {
      upstream = await fetch(`${target}${QUERY_PATH}`, {
        method: 'POST',
        headers: passedHeaders(c.req.raw.headers),
        body: body.bytes as RequestInit['body'],
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = await readBodyLimited(upstream, maxAnswerBytes);
    } catch (error) {
      const why = unreachable(error, timeoutMs);
      const message = unreachableMessage(target, why);
      return proxyError(c, why.failure === 'timeout' ? 504 : 502, {
        error: message,
        failure: why.failure,
        target,
      });
    }
    if (REDIRECT_STATUSES.has(upstream.status)) {
      const why = { failure: 'redirect', status: upstream.status } as const;
      const error = unreachableMessage(target, why);
      return proxyError(c, 502, { error, failure: 'redirect', target });
    }
    if (!answer.ok) {
      const error = `The answer of ${target} is larger than ${maxAnswerBytes} bytes; the proxy stopped reading it.`;
      return proxyError(c, 502, { error, failure: 'too-large', target });
    }
    const bytes = answer.bytes as Uint8Array<ArrayBuffer>;
    return new Response(NULL_BODY_STATUSES.has(upstream.status) ? null : bytes, {
      status: upstream.status,
      headers: answerHeaders(upstream.headers),
    });
  });

  app.all(CONSOLE_ROUTES.proxy, (c) => {
    const refused = crossSite(c, options);
    if (refused) return refused;
    const env = c.req.param('env');
    if (!isEnvironment(env)) return unknownEnvironment(c, env);
    c.header('Allow', 'POST');
    const error = `Method ${echoText(c.req.method)} is not allowed; the proxy forwards POST ${QUERY_PATH} only (spec 4).`;
    return proxyError(c, 405, { error, failure: 'bad-route' });
  });

  app.all('*', (c) => {
    const error = `No console route ${echoText(c.req.method)} ${echoText(c.req.path)}; the proxy forwards POST ${CONSOLE_API_PATH}/proxy/{test|production}${QUERY_PATH}.`;
    return proxyError(c, 404, { error, failure: 'bad-route' });
  });

  return app;
}

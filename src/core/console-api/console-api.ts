/**
 * The console server's own API, shared by the browser and the Node server (docs/architecture.md "Real
 * parts"): where it lists the proxy targets, where the allow-listed proxy forwards the query of
 * spec 4, and the one error type of the proxy, marked by a header so the console never takes
 * the proxy's own failure for an (unsigned) answer of the service.
 */
import type { Environment } from '../protocol/case-kinds.ts';
import { EMBEDDED_SANDBOX_PATH } from '../protocol/demo-merchant.ts';
import { QUERY_PATH } from '../protocol/endpoint.ts';
import { checkConsoleAddress } from '../share/console-address.ts';
import { trimEndRun } from '../text/trim-runs.ts';

/** Where the console server mounts its routes, relative to its origin. */
export const CONSOLE_API_PATH = '/_console';

/** The console routes, relative to {@link CONSOLE_API_PATH}. */
export const CONSOLE_ROUTES = {
  environments: '/environments',
  /** The proxy's route pattern, with the environment as `:env`. */
  proxy: `/proxy/:env${QUERY_PATH}`,
} as const;

/** The path, from the console's origin, of the proxied query for `env`. */
function proxyQueryPath(env: Environment): string {
  return `${CONSOLE_API_PATH}/proxy/${env}${QUERY_PATH}`;
}

/** The path, from the console's origin, that lists the proxy targets. */
export const ENVIRONMENTS_PATH = `${CONSOLE_API_PATH}${CONSOLE_ROUTES.environments}`;

/**
 * The base URLs the console's server may forward to, per environment, as
 * {@link ENVIRONMENTS_PATH} reports them; null where none is configured.
 */
export type ProxiedEnvironments = Record<Environment, string | null>;

/** Reads the targets in the JSON of {@link ENVIRONMENTS_PATH}; anything unexpected: none. */
function readProxiedEnvironments(json: unknown): ProxiedEnvironments {
  const listed = (json as { environments?: Record<string, unknown> } | null)?.environments;
  const url = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { test: url(listed?.['test']), production: url(listed?.['production']) };
}

/**
 * The embedded sandbox's merchant, as the console server announces it beside the proxy targets:
 * the merchant ID it serves (SANDBOX_MERCHANT_ID) and whether its test and production secrets are
 * the public demo ones. The secrets themselves are never announced: the demo test secret is
 * prefilled only when it is the one, and Learn signs "the other environment's secret" with the
 * demo production secret only when the sandbox really holds it.
 */
export interface EmbeddedSandboxIdentity {
  merchantId: string;
  demoSecret: boolean;
  demoProductionSecret: boolean;
}

/**
 * What {@link ENVIRONMENTS_PATH} announces: the proxy targets, the embedded sandbox, if any, and
 * the public console address share links are built on (PUBLIC_CONSOLE_URL), if any.
 */
export interface ConsoleAnnouncement {
  targets: ProxiedEnvironments;
  sandbox: EmbeddedSandboxIdentity | null;
  publicConsoleUrl: string | null;
}

/** Reads the JSON of {@link ENVIRONMENTS_PATH}; anything unexpected counts as not announced. */
export function readConsoleAnnouncement(json: unknown): ConsoleAnnouncement {
  const sandbox = (json as { sandbox?: Record<string, unknown> } | null)?.sandbox;
  const merchantId = sandbox?.['merchantId'];
  const demoSecret = sandbox?.['demoSecret'];
  const demoProductionSecret = sandbox?.['demoProductionSecret'];
  const known =
    typeof merchantId === 'string' &&
    merchantId !== '' &&
    typeof demoSecret === 'boolean' &&
    typeof demoProductionSecret === 'boolean';
  const address = (json as { publicConsoleUrl?: unknown } | null)?.publicConsoleUrl;
  const checked = typeof address === 'string' ? checkConsoleAddress(address) : null;
  return {
    targets: readProxiedEnvironments(json),
    sandbox: known ? { merchantId, demoSecret, demoProductionSecret } : null,
    publicConsoleUrl: checked?.ok ? checked.url : null,
  };
}

/** Set (to the failure kind) on every answer the proxy makes itself instead of the service. */
export const PROXY_ERROR_HEADER = 'X-Console-Proxy-Error';

/** Why the proxy answered itself. */
export type ProxyFailure =
  | 'refused'
  | 'timeout'
  | 'redirect'
  | 'unreachable'
  | 'not-configured'
  | 'too-large'
  | 'cross-site'
  | 'bad-route';

/** The JSON body of a proxy error: the message to show, the kind, and the target when known. */
export interface ProxyErrorBody {
  error: string;
  failure: ProxyFailure;
  target?: string;
}

/** The proxy's own failure, as the browser sees it: never an answer of the service. */
export class ConsoleProxyError extends Error {
  override name = 'ConsoleProxyError';
  constructor(
    readonly failure: ProxyFailure,
    message: string,
    readonly target?: string,
  ) {
    super(message);
  }
}

/** Why the proxy got no answer from its target. */
export type Unreachable =
  | { failure: 'refused' }
  | { failure: 'timeout'; timeoutMs: number }
  | { failure: 'redirect'; status: number }
  | { failure: 'unreachable'; detail: string };

function unreachableReason(why: Unreachable): string {
  switch (why.failure) {
    case 'refused':
      return 'connection refused';
    case 'timeout':
      return `timed out after ${why.timeoutMs / 1000} s`;
    case 'redirect':
      return `the remote redirected with HTTP ${why.status}, which the proxy does not follow`;
    case 'unreachable':
      return why.detail;
  }
}

/**
 * Says plainly why the proxy could not get an answer from `target`: the connection was
 * refused, no answer came in time, the remote redirected (the proxy never follows a redirect,
 * which could lead off the allow-list), or another network error.
 */
export function unreachableMessage(target: string, why: Unreachable): string {
  return `Could not reach ${target} (${unreachableReason(why)}).`;
}

/**
 * The proxy's error in an answer marked with {@link PROXY_ERROR_HEADER}, or null when the answer
 * is the service's own (then it is verified as spec 5.3 says).
 */
export function readProxyError(headers: { get(name: string): string | null }, bodyText: string) {
  const marker = headers.get(PROXY_ERROR_HEADER);
  if (marker === null) return null;
  let body: Partial<ProxyErrorBody> = {};
  try {
    body = JSON.parse(bodyText) as Partial<ProxyErrorBody>;
  } catch {
    // The marker alone is enough to know the service did not answer.
  }
  const message = typeof body.error === 'string' ? body.error : "The console's proxy failed.";
  return new ConsoleProxyError(marker as ProxyFailure, message, body.target);
}

/**
 * Where the browser sends a query for `endpointUrl`: through the console's own proxy when the
 * endpoint is the one the server is configured to reach for that environment (a browser cannot
 * call a service that sends no CORS headers), otherwise straight to the endpoint. The proxy
 * passes the signed bytes through unchanged; no secret is involved. The settings' "proxied"
 * hint reads `viaProxy` from here, so it always says what Send does.
 */
export function transportFor(
  endpointUrl: string,
  env: Environment,
  targets: ProxiedEnvironments | undefined,
  origin: string,
): { fetchUrl: string; viaProxy: boolean } {
  const target = targets?.[env];
  if (target && endpointUrl === trimEndRun(target, '/') + QUERY_PATH) {
    return { fetchUrl: `${trimEndRun(origin, '/')}${proxyQueryPath(env)}`, viaProxy: true };
  }
  return { fetchUrl: endpointUrl, viaProxy: false };
}

/**
 * Why the browser could not reach `url` when sending to `fetchUrl` from a page on `pageOrigin`.
 * The console server's Content-Security-Policy lets the page connect only to its own origin
 * (`connect-src 'self'`), so a service elsewhere must be configured as a proxy target; on the
 * console's own origin, the environment is down or the base URL wrong.
 */
export function sendFailureMessage(url: string, fetchUrl: string, pageOrigin: string): string {
  let sameOrigin = false;
  try {
    sameOrigin = new URL(fetchUrl, pageOrigin).origin === pageOrigin;
  } catch {
    // An unreadable URL is not this origin.
  }
  if (sameOrigin) {
    return `Could not reach ${url}. Check that the environment is running and the base URL is right.`;
  }
  return `Could not reach ${url}. The console connects only to its own origin (its Content-Security-Policy keeps secrets' pages from talking elsewhere): to use a service on another origin, start the console with CONSOLE_TEST_BASE_URL or CONSOLE_PRODUCTION_BASE_URL set to its base URL, and queries go through the console's proxy. Under npm run dev, where no policy applies, check that the service allows this console through CORS.`;
}

/** Each environment's base URL when neither the user nor the server names one. */
export const DEFAULT_BASE_URLS: Readonly<Record<Environment, string>> = {
  test: EMBEDDED_SANDBOX_PATH,
  production: '',
};

/**
 * The base URL a query for `env` goes to: the user's own override, else the one the console's
 * server announces (server data, never copied into the user's settings), else the default.
 */
export function effectiveBaseUrl(
  env: Environment,
  overrides: Partial<Record<Environment, string>>,
  targets: ProxiedEnvironments | undefined,
): string {
  return overrides[env] ?? targets?.[env] ?? DEFAULT_BASE_URLS[env];
}

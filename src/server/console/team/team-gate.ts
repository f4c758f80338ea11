/**
 * Team mode's door (docs/team.md): the page, the console's API, the proxy and every sandbox
 * admin route answer only a request that carries the token as `Authorization: Bearer`, or the
 * cookie of a session the sign-in link (`/?token=…`) started. The merchant's signed query needs
 * none: its HMAC is its authentication (spec 5.1). The sandbox's deliveries to its own inbox
 * carry the proof it draws at each start, never trusted for their peer address.
 */
import type { MiddlewareHandler, Context } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import { CONSOLE_API_PATH } from '../../../core/console-api/console-api.ts';
import { EMBEDDED_SANDBOX_PATH } from '../../../core/protocol/demo-merchant.ts';
import { SANDBOX_ADMIN_PREFIX } from '../../../core/sandbox-api/routes.ts';
import { foreignCallProblem, type AllowedHosts } from '../../http/origin-guard.ts';
import { AGAIN, LOAD_AGAIN_CODE, LOAD_AGAIN_SCRIPT_PATH, loadAgainPage } from './load-again.ts';
import { sameOriginPath } from './same-origin-path.ts';
import { createSessionTable, SESSION_LIFETIME_MS } from './team-sessions.ts';

/** The one sentence a request without the token gets. */
export const TOKEN_REQUIRED =
  'This console is shared by a team and needs its token: open the sign-in link its server printed, or send Authorization: Bearer <token>.';

const SIGNED_OUT =
  "Signed out: this browser's session has ended. Open the sign-in link to sign in again.";

/** Where a browser ends its session (a POST from the console's own page, or a script). */
const SIGN_OUT_PATH = `${CONSOLE_API_PATH}/sign-out`;

export interface TeamGateOptions {
  token: string;
  /** The https origin of a TLS reverse proxy in front (PUBLIC_ORIGIN): `__Host-` cookies then. */
  publicOrigin: string | null;
  /** The `Host` values the server answers to (for the sign-out's own-origin check). */
  allowedHosts?: AllowedHosts;
  /** Whether a request carries the embedded sandbox's proof of its own inbox delivery. */
  isOwnDelivery: (headers: Headers) => boolean;
  /** The sessions' clock (milliseconds), injectable for tests. */
  now?: () => number;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The cookie's name. Browsers send a host's cookies to every port of it, so consoles on two
 * ports of one host name keep apart by the port in it; `__Host-` behind https binds the cookie
 * to this host, `Secure`, `Path=/` and no `Domain`, so no sibling domain can set one in its stead.
 */
function cookieName(host: string | undefined, secure: boolean): string {
  const port = /:(\d+)$/.exec(host ?? '')?.[1];
  const name = `console_session${port === undefined ? '' : `_${port}`}`;
  return secure ? `__Host-${name}` : name;
}

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Whether a request to `path` may pass without the token. */
function needsNoToken(c: Context, path: string, isOwnDelivery: TeamGateOptions['isOwnDelivery']) {
  if (path.startsWith(`${EMBEDDED_SANDBOX_PATH}/api/`)) return true;
  // Behind a proxy on this machine every peer is loopback: only the sandbox's proof counts.
  const inbox = `${EMBEDDED_SANDBOX_PATH}${SANDBOX_ADMIN_PREFIX}/inbox/`;
  return c.req.method === 'POST' && path.startsWith(inbox) && isOwnDelivery(c.req.raw.headers);
}

function refuse(c: Context, url: URL): Response {
  c.header('WWW-Authenticate', 'Bearer');
  c.header('Cache-Control', 'no-store');
  const site = c.req.header('Sec-Fetch-Site');
  const fromElsewhere = site === 'cross-site' || site === 'same-site';
  if (c.req.method === 'GET' && c.req.header('Sec-Fetch-Mode') === 'navigate' && fromElsewhere) {
    const page = loadAgainPage(url, TOKEN_REQUIRED);
    if (page !== null) return c.html(page, 401);
  }
  return c.text(TOKEN_REQUIRED, 401);
}

/** The gate, mounted before every route of the console server in team mode. */
export function teamGate(options: TeamGateOptions): MiddlewareHandler {
  const expected = digest(options.token);
  const matches = (text: string | null | undefined) =>
    typeof text === 'string' && timingSafeEqual(digest(text), expected);
  // Per gate, so a restart (and with it any change of the token) ends every session.
  const sessions = createSessionTable(options.now ? { now: options.now } : {});
  const secure = options.publicOrigin?.startsWith('https:') ?? false;
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const maxAge = `Max-Age=${SESSION_LIFETIME_MS / 1000}`;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const name = cookieName(c.req.header('Host')?.toLowerCase(), secure);
    const presented = cookie(c.req.header('Cookie'), name);
    const offered = url.searchParams.get('token');
    if (offered !== null && c.req.method === 'GET') {
      if (!matches(offered)) return refuse(c, url);
      // A new sign-in replaces the session this browser had, if any.
      sessions.revoke(presented);
      url.searchParams.delete('token');
      url.searchParams.delete(AGAIN);
      c.header('Set-Cookie', `${name}=${sessions.create()}; ${attributes}; ${maxAge}`);
      c.header('Cache-Control', 'no-store');
      return c.redirect(sameOriginPath(url), 303);
    }
    if (url.pathname === LOAD_AGAIN_SCRIPT_PATH && c.req.method === 'GET') {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(LOAD_AGAIN_CODE);
    }
    if (url.pathname === SIGN_OUT_PATH && c.req.method === 'POST') {
      // Another site's page may not end a colleague's session for them.
      const headers = c.req.raw.headers;
      const problem = foreignCallProblem(
        headers,
        url.origin,
        options.allowedHosts,
        options.publicOrigin,
      );
      if (problem) return c.text(problem, 403);
      sessions.revoke(presented);
      c.header('Set-Cookie', `${name}=; ${attributes}; Max-Age=0`);
      c.header('Cache-Control', 'no-store');
      return c.text(SIGNED_OUT);
    }
    if (needsNoToken(c, url.pathname, options.isOwnDelivery)) return next();
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!matches(bearer) && !sessions.has(presented)) return refuse(c, url);
    if (url.searchParams.has(AGAIN) && c.req.method === 'GET') {
      url.searchParams.delete(AGAIN);
      return c.redirect(sameOriginPath(url), 303);
    }
    return next();
  };
}

/**
 * Team mode's door (docs/team.md): the page, the console's API, the proxy and every sandbox
 * admin route answer only a request that carries the token, as a cookie set by the sign-in link
 * (`/?token=…`) or as `Authorization: Bearer`. The merchant's signed query needs none: its HMAC
 * is its authentication (spec 5.1). The sandbox's deliveries to its own inbox carry the proof
 * it draws at each start, never trusted for their peer address.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Buffer } from 'node:buffer';
import { createHash, timingSafeEqual } from 'node:crypto';
import { CONSOLE_API_PATH } from '../../../core/console-api/console-api.ts';
import { EMBEDDED_SANDBOX_PATH } from '../../../core/protocol/demo-merchant.ts';
import { SANDBOX_ADMIN_PREFIX } from '../../../core/sandbox-api/routes.ts';

/** The one sentence a request without the token gets. */
export const TOKEN_REQUIRED =
  'This console is shared by a team and needs its token: open the sign-in link its server printed, or send Authorization: Bearer <token>.';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The cookie's name, per token, so two consoles on one host name keep their own. */
function tokenCookieName(token: string): string {
  return `console_token_${digest(token).toString('hex').slice(0, 12)}`;
}

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Whether a request to `path` may pass without the token. */
function needsNoToken(c: Context, path: string, isOwnDelivery: (headers: Headers) => boolean) {
  if (path.startsWith(`${EMBEDDED_SANDBOX_PATH}/api/`)) return true;
  // Behind a proxy on this machine every peer is loopback: only the sandbox's proof counts.
  const inbox = `${EMBEDDED_SANDBOX_PATH}${SANDBOX_ADMIN_PREFIX}/inbox/`;
  return c.req.method === 'POST' && path.startsWith(inbox) && isOwnDelivery(c.req.raw.headers);
}

/**
 * A SameSite=Strict cookie stays home on a link followed from another site (a share link in a
 * chat): such a navigation gets the sentence in a page that loads itself once more, now from
 * this site, so a signed-in browser arrives and any other meets the sentence again.
 */
const LOAD_AGAIN_SCRIPT = `${CONSOLE_API_PATH}/load-again.js`;
const LOAD_AGAIN_PAGE = `<!doctype html><title>Signing Console</title><script src="${LOAD_AGAIN_SCRIPT}"></script><p>${TOKEN_REQUIRED.replace('<token>', '&lt;token&gt;')}</p>`;
/**
 * A navigation the page starts itself counts as from this site. The marker makes it a new
 * address (the same one with a hash would only scroll); the server drops it by a redirect, and
 * the hash (a share link) stays.
 */
const AGAIN = 'again';
const LOAD_AGAIN_CODE = `const u = new URL(location.href); u.searchParams.set('${AGAIN}', '1'); location.replace(u.href);`;

function refuse(c: Context): Response {
  c.header('WWW-Authenticate', 'Bearer');
  c.header('Cache-Control', 'no-store');
  const site = c.req.header('Sec-Fetch-Site');
  const fromElsewhere = site === 'cross-site' || site === 'same-site';
  if (c.req.method === 'GET' && c.req.header('Sec-Fetch-Mode') === 'navigate' && fromElsewhere) {
    return c.html(LOAD_AGAIN_PAGE, 401);
  }
  return c.text(TOKEN_REQUIRED, 401);
}

/** The gate, mounted before every route of the console server in team mode. */
export function teamGate(options: {
  token: string;
  secureCookie: boolean;
  /** Whether a request carries the embedded sandbox's proof of its own inbox delivery. */
  isOwnDelivery: (headers: Headers) => boolean;
}): MiddlewareHandler {
  const expected = digest(options.token);
  const matches = (text: string | null | undefined) =>
    typeof text === 'string' && timingSafeEqual(digest(text), expected);
  const name = tokenCookieName(options.token);
  // The cookie holds a value derived from the token, never the token, and compares as one.
  const session = digest(`cookie ${options.token}`).toString('hex');
  const isSession = (text: string | null) =>
    text !== null &&
    text.length === session.length &&
    timingSafeEqual(Buffer.from(text), Buffer.from(session));
  const attributes = `Path=/; HttpOnly; SameSite=Strict${options.secureCookie ? '; Secure' : ''}`;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const offered = url.searchParams.get('token');
    if (offered !== null && c.req.method === 'GET') {
      if (!matches(offered)) return refuse(c);
      url.searchParams.delete('token');
      c.header('Set-Cookie', `${name}=${session}; ${attributes}`);
      c.header('Cache-Control', 'no-store');
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    if (url.pathname === LOAD_AGAIN_SCRIPT && c.req.method === 'GET') {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(LOAD_AGAIN_CODE);
    }
    if (needsNoToken(c, url.pathname, options.isOwnDelivery)) return next();
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!matches(bearer) && !isSession(cookie(c.req.header('Cookie'), name))) return refuse(c);
    if (url.searchParams.has(AGAIN) && c.req.method === 'GET') {
      url.searchParams.delete(AGAIN);
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    return next();
  };
}

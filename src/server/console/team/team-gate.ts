/**
 * Team mode's door (docs/team.md): the page, the console's API, the proxy and every sandbox
 * admin route answer only a request that carries the token, as a cookie set by the sign-in link
 * (`/?token=…`) or as `Authorization: Bearer`. The merchant's signed query needs none: its HMAC
 * is its authentication (spec 5.1), as it is for the sandbox delivering to its own inbox.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { Buffer } from 'node:buffer';
import { createHash, timingSafeEqual } from 'node:crypto';
import { EMBEDDED_SANDBOX_PATH } from '../../../core/protocol/demo-merchant.ts';
import { ADMIN_PATH } from '../../sandbox/admin-path.ts';
import { isLoopbackHost } from './team-settings.ts';

/** The one sentence a request without the token gets. */
export const TOKEN_REQUIRED =
  'This console is shared by a team and needs its token: open the sign-in link its server printed, or send Authorization: Bearer <token>.';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The cookie's name, per token, so two consoles on one host name keep their own. */
export function tokenCookieName(token: string): string {
  return `console_token_${digest(token).toString('hex').slice(0, 12)}`;
}

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Whether the request comes from this machine: over loopback, or to its own address. */
function fromThisMachine(c: Context): boolean {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  const plain = (address: string | undefined) =>
    address?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  const peer = plain(socket?.remoteAddress);
  return peer !== undefined && (isLoopbackHost(peer) || peer === plain(socket?.localAddress));
}

/** Whether a request to `method path` may pass without the token. */
function needsNoToken(c: Context, path: string): boolean {
  if (path.startsWith(`${EMBEDDED_SANDBOX_PATH}/api/`)) return true;
  // The sandbox's deliveries to its own inbox come from this machine, signed (docs/team.md).
  const inbox = `${EMBEDDED_SANDBOX_PATH}${ADMIN_PATH}/inbox/`;
  return c.req.method === 'POST' && path.startsWith(inbox) && fromThisMachine(c);
}

function refuse(c: Context): Response {
  c.header('WWW-Authenticate', 'Bearer');
  c.header('Cache-Control', 'no-store');
  return c.text(TOKEN_REQUIRED, 401);
}

/** The gate, mounted before every route of the console server in team mode. */
export function teamGate(options: { token: string; secureCookie: boolean }): MiddlewareHandler {
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
    if (needsNoToken(c, url.pathname)) return next();
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (matches(bearer) || isSession(cookie(c.req.header('Cookie'), name))) return next();
    return refuse(c);
  };
}

// The team's sign-in cookie over real sockets (docs/team.md "Sessions"): a random session per
// sign-in, held by the server, expiring, revoked by sign-out and by a restart; `__Host-` behind
// an https PUBLIC_ORIGIN. Browsers send a host's cookies to every port of it, so a cookie another
// service on the host reads must not stay good forever.
import { afterEach, describe, expect, it } from 'vitest';
import { rawCall as call, type RawAnswer } from '../../test-support/raw-call.ts';
import { startTestConsole, TEAM_TOKEN as TOKEN } from '../../test-support/team-console.ts';
import { TOKEN_REQUIRED } from './team-gate.ts';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './team-sessions.ts';

const servers: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function teamConsole(options: { publicOrigin?: string; now?: () => number } = {}) {
  const server = await startTestConsole({
    team: { token: TOKEN, ...(options.now && { now: options.now }) },
    publicOrigin: options.publicOrigin ?? null,
  });
  servers.push(server);
  return server.origin;
}

function setCookieOf(answer: RawAnswer): string {
  const header = answer.headers['set-cookie'];
  expect(header).toHaveLength(1);
  return String(header?.[0]);
}

/** Signs in by the link; answers the `name=value` pair a browser sends back, and the header. */
async function signIn(origin: string): Promise<{ cookie: string; setCookie: string }> {
  const answer = await call(`${origin}/?token=${TOKEN}`);
  expect(answer.status).toBe(303);
  const setCookie = setCookieOf(answer);
  return { cookie: setCookie.split(';')[0] ?? '', setCookie };
}

const page = (origin: string, cookie: string) => call(`${origin}/`, 'GET', { Cookie: cookie });

describe('a team console session', () => {
  it('is a new random value at each sign-in, never a digest of the token', async () => {
    const origin = await teamConsole();
    const first = await signIn(origin);
    const second = await signIn(origin);
    expect(first.cookie).not.toBe(second.cookie);
    expect((await page(origin, first.cookie)).status).toBe(200);
    expect((await page(origin, second.cookie)).status).toBe(200);
  });

  it('tells the browser when it ends (Max-Age) and ends on the server then too', async () => {
    let now = 1_700_000_000_000;
    const origin = await teamConsole({ now: () => now });
    const { cookie, setCookie } = await signIn(origin);
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);
    expect(maxAge * 1000).toBe(SESSION_LIFETIME_MS);
    expect(setCookie).not.toMatch(/Domain=/i);
    // Used every hour, it lives until its absolute end and not a second longer.
    for (let hour = 1; hour * 3600 < maxAge; hour++) {
      now += 3600_000;
      expect((await page(origin, cookie)).status).toBe(200);
    }
    now = 1_700_000_000_000 + maxAge * 1000;
    const late = await page(origin, cookie);
    expect(late.status).toBe(401);
    expect(late.body).toBe(TOKEN_REQUIRED);
  });

  it('ends when left unused for a while', async () => {
    let now = 1_700_000_000_000;
    const origin = await teamConsole({ now: () => now });
    const { cookie } = await signIn(origin);
    now += SESSION_IDLE_MS - 1;
    expect((await page(origin, cookie)).status).toBe(200);
    now += SESSION_IDLE_MS;
    expect((await page(origin, cookie)).status).toBe(401);
  });

  it('is revoked by signing out, and only this one', async () => {
    const origin = await teamConsole();
    const mine = await signIn(origin);
    const colleague = await signIn(origin);
    const out = await call(`${origin}/_console/sign-out`, 'POST', {
      Cookie: mine.cookie,
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(out.status).toBe(200);
    expect(setCookieOf(out)).toMatch(/Max-Age=0/);
    expect((await page(origin, mine.cookie)).status).toBe(401);
    expect((await page(origin, colleague.cookie)).status).toBe(200);
  });

  it("refuses a sign-out another site's page sends, and the session stays", async () => {
    const origin = await teamConsole();
    const { cookie } = await signIn(origin);
    const forged = await call(`${origin}/_console/sign-out`, 'POST', {
      Cookie: cookie,
      Origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect((await page(origin, cookie)).status).toBe(200);
  });

  it('is not taken by the next server with the same token (a restart revokes every session)', async () => {
    const before = await teamConsole();
    const old = await signIn(before);
    const after = await teamConsole();
    const fresh = await signIn(after);
    const [name] = fresh.cookie.split('=');
    const [, value] = old.cookie.split('=');
    expect((await page(after, `${name}=${value}`)).status).toBe(401);
    expect((await page(after, old.cookie)).status).toBe(401);
  });

  it('is a __Host- cookie, Secure, Path=/ and no Domain, behind an https PUBLIC_ORIGIN', async () => {
    const origin = await teamConsole({ publicOrigin: 'https://console.proxy.example' });
    const { cookie, setCookie } = await signIn(origin);
    expect(setCookie).toMatch(/^__Host-/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect((await page(origin, cookie)).status).toBe(200);
  });

  it('is a plain cookie, not Secure, over plain http', async () => {
    const origin = await teamConsole();
    const { setCookie } = await signIn(origin);
    expect(setCookie).not.toMatch(/^__Host-/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
  });
});

// Every redirect the team gate makes, over real sockets: the Location is a path of this origin
// whatever the request's path looked like, so a signed-in colleague is never sent to another
// host; and the load-again page converges on a link that already carries its marker. The hosts
// named here are only strings in a Location: nothing ever connects to them.
import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCall as call, type RawAnswer } from '../../test-support/raw-call.ts';
import {
  BEARER as bearer,
  startTestConsole,
  TEAM_TOKEN as TOKEN,
} from '../../test-support/team-console.ts';
import { TOKEN_REQUIRED } from './team-gate.ts';

/** One GET with the request target exactly as written (no URL parser in between). */
function rawGet(origin: string, target: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(origin);
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Paths that a careless redirect turns into a Location naming another host. */
const HOSTILE_PATHS = [
  '//evil.example/x',
  '///evil.example/x',
  '//evil.example',
  '/\\evil.example/x',
  '/\\/evil.example/x',
  '/%2F%2Fevil.example/x',
  '/%5C%5Cevil.example/x',
  '/.//evil.example/x',
  '/x/..//evil.example/x',
  '//evil.example/x?view=learn&again=1',
];

describe('the team gate redirects', () => {
  let server: Awaited<ReturnType<typeof startTestConsole>>;
  let origin: string;

  beforeAll(async () => {
    server = await startTestConsole({ team: { token: TOKEN } });
    origin = server.origin;
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Whether a browser reading the answer's Location on a page of `origin` stays on `origin`. */
  const staysHome = ({ headers }: RawAnswer) =>
    typeof headers.location === 'string' &&
    new URL(headers.location, `${origin}/`).origin === origin;

  it.each(HOSTILE_PATHS)(
    'signs in at %s and sends the browser to a path of its own',
    async (path) => {
      const joiner = path.includes('?') ? '&' : '?';
      const answer = await rawGet(origin, `${path}${joiner}token=${TOKEN}`, {});
      if (answer.status === 400) return; // refused before any route runs: no Location at all
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
      expect(staysHome(answer)).toBe(true);
    },
  );

  it.each(HOSTILE_PATHS)('drops the marker at %s and stays on its own origin', async (path) => {
    const joiner = path.includes('?') ? '&' : '?';
    const answer = await rawGet(origin, `${path}${joiner}again=1`, bearer);
    if (answer.status === 400) return; // refused before any route runs: no Location at all
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
    expect(staysHome(answer)).toBe(true);
  });

  it('keeps an ordinary path and query as they were', async () => {
    const signIn = await call(`${origin}/learn/step-2?view=learn&token=${TOKEN}`);
    expect(signIn.headers.location).toBe('/learn/step-2?view=learn');
    const again = await call(`${origin}/learn/step-2?again=2&view=learn`, 'GET', bearer);
    expect(again.headers.location).toBe('/learn/step-2?view=learn');
  });
});

describe('the load-again page', () => {
  let server: Awaited<ReturnType<typeof startTestConsole>>;
  let origin: string;
  const crossSite = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'cross-site' };

  beforeAll(async () => {
    server = await startTestConsole({ team: { token: TOKEN } });
    origin = server.origin;
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Where the page's script sends a browser that is at `href`, or null when it stays. */
  async function nextAddress(href: string): Promise<string | null> {
    const script = await call(`${origin}/_console/load-again.js`);
    let replaced: string | null = null;
    runInNewContext(script.body, {
      URL,
      location: { href, replace: (to: string) => (replaced = to) },
    });
    return replaced;
  }

  it('loads a link that already carries the marker once more, at a new address', async () => {
    const href = `${origin}/?again=1#case=abc`;
    const arrival = await call(`${origin}/?again=1`, 'GET', crossSite);
    expect(arrival.status).toBe(401);
    expect(arrival.body).toContain('load-again.js');
    const next = await nextAddress(href);
    expect(next).not.toBeNull();
    expect(next).not.toBe(href);
    expect(new URL(next ?? '').hash).toBe('#case=abc');
    const signedIn = await call(next ?? '', 'GET', { ...bearer, 'Sec-Fetch-Site': 'same-origin' });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe('/');
  });

  it('stops after a few rounds: a browser that never sends the cookie reads the sentence', async () => {
    let href: string | null = `${origin}/#case=abc`;
    let rounds = 0;
    while (href !== null) {
      const { pathname, search } = new URL(href);
      const answer = await call(`${origin}${pathname}${search}`, 'GET', crossSite);
      expect(answer.status).toBe(401);
      if (answer.body === TOKEN_REQUIRED) break;
      rounds += 1;
      expect(rounds).toBeLessThan(5);
      href = await nextAddress(href);
    }
    expect(rounds).toBeGreaterThan(0);
  });
});

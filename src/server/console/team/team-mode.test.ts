// Team mode over real sockets, from a client on loopback, as a colleague or a script would try
// it: without the token, with a wrong one, with the sign-in link's cookie and with a Bearer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { defaultSandboxConfig } from '../../sandbox/config.ts';
import { signedQueryInit, startTestServer } from '../../test-support/sandbox-client.ts';
import { rawCall as call } from '../../test-support/raw-call.ts';
import {
  BEARER as bearer,
  JSON_TYPE as json,
  startTestConsole,
  TEAM_TOKEN as TOKEN,
  TEST_INDEX as INDEX,
} from '../../test-support/team-console.ts';
import { TOKEN_REQUIRED } from './team-gate.ts';

describe('a console in team mode', () => {
  let server: Awaited<ReturnType<typeof startTestConsole>>;
  let origin: string;

  beforeAll(async () => {
    server = await startTestConsole({
      sandbox: { ...defaultSandboxConfig(), webhookRetryMs: 60_000, webhookMaxAttempts: 1 },
      team: { token: TOKEN },
      extraHosts: ['console.team.example'],
      publicOrigin: 'https://console.proxy.example',
    });
    origin = server.origin;
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['GET', '/'],
    ['GET', '/learn/step-2'],
    ['GET', '/_console/environments'],
    ['POST', `/_console/proxy/test${QUERY_PATH}`],
    ['GET', '/sandbox/_sandbox/info'],
    ['GET', '/sandbox/_sandbox/requests'],
    ['PUT', '/sandbox/_sandbox/faults'],
    ['POST', '/sandbox/_sandbox/receiver-check'],
    ['GET', '/sandbox/openapi.json'],
  ])('refuses %s %s without the token: 401 and one plain sentence', async (method, path) => {
    const answer = await call(`${origin}${path}`, method, json, method === 'GET' ? '' : '{}');
    expect(answer.status).toBe(401);
    expect(answer.body).toBe(TOKEN_REQUIRED);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses a wrong token, in the link or as a Bearer', async () => {
    expect((await call(`${origin}/?token=${TOKEN}x`)).status).toBe(401);
    expect((await call(`${origin}/?token=`)).status).toBe(401);
    const wrong = await call(`${origin}/sandbox/_sandbox/info`, 'GET', {
      Authorization: `Bearer ${TOKEN.slice(1)}`,
    });
    expect(wrong.status).toBe(401);
  });

  it('signs in by the link: an HttpOnly, SameSite=Strict cookie, then a clean URL', async () => {
    const signIn = await call(`${origin}/?token=${TOKEN}&view=learn`);
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).toBe('/?view=learn');
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).not.toContain(TOKEN);
    const cookie = setCookie.split(';')[0] ?? '';
    const page = await call(`${origin}/`, 'GET', { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX);
    const info = await call(`${origin}/sandbox/_sandbox/info`, 'GET', { Cookie: cookie });
    expect(info.status).toBe(200);
  });

  it('loads a link followed from another site once more, from its own site', async () => {
    const navigate = { 'Sec-Fetch-Mode': 'navigate' };
    const followed = await call(`${origin}/`, 'GET', {
      ...navigate,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(followed.status).toBe(401);
    expect(followed.body).toContain('<script src="/_console/load-again.js"></script>');
    const script = await call(`${origin}/_console/load-again.js`);
    expect(script.body).toContain('location.replace');
    const signedIn = await call(`${origin}/?again=1`, 'GET', { ...navigate, ...bearer });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe('/');
    const again = await call(`${origin}/`, 'GET', { ...navigate, 'Sec-Fetch-Site': 'same-origin' });
    expect(again.status).toBe(401);
    expect(again.body).toBe(TOKEN_REQUIRED);
  });

  it('serves a script that sends Authorization: Bearer', async () => {
    const info = await call(`${origin}/sandbox/_sandbox/info`, 'GET', bearer);
    expect(info.status).toBe(200);
    const environments = await call(`${origin}/_console/environments`, 'GET', bearer);
    expect(environments.status).toBe(200);
  });

  it("answers the merchant's signed query with no token: its HMAC is its authentication", async () => {
    const response = await fetch(`${origin}/sandbox${QUERY_PATH}`, signedQueryInit());
    expect(response.status).toBe(200);
    expect(JSON.parse(await response.text())).toMatchObject({ code: 0 });
  });

  it('answers the names in ALLOWED_HOSTS and takes the public origin as its own', async () => {
    const port = new URL(origin).port;
    const named = await call(
      `${origin}/sandbox/_sandbox/faults`,
      'PUT',
      {
        ...bearer,
        ...json,
        Host: `console.team.example:${port}`,
        Origin: 'https://console.proxy.example',
      },
      '{"delay_ms":0}',
    );
    expect(named.status).toBe(200);
    const other = await call(`${origin}/sandbox/_sandbox/info`, 'GET', {
      ...bearer,
      Host: `elsewhere.example:${port}`,
    });
    expect(other.status).toBe(403);
    const foreign = await call(
      `${origin}/sandbox/_sandbox/faults`,
      'PUT',
      {
        ...bearer,
        ...json,
        Origin: 'https://evil.example',
      },
      '{"delay_ms":0}',
    );
    expect(foreign.status).toBe(403);
  });

  it('delivers webhooks to its own inbox over loopback', async () => {
    const sent = await call(
      `${origin}/sandbox/_sandbox/webhooks/test`,
      'POST',
      { ...bearer, ...json },
      '{"merchant_order_no":"ORD-20231114-0001"}',
    );
    expect(sent.status).toBe(200);
    const inbox = `${origin}/sandbox/_sandbox/inbox/M100001`;
    await expect
      .poll(async () => JSON.parse((await call(inbox, 'GET', bearer)).body) as unknown[])
      .toHaveLength(1);
    const [entry] = JSON.parse((await call(inbox, 'GET', bearer)).body) as [{ verified: boolean }];
    expect(entry.verified).toBe(true);
  });

  it('refuses a receiver on another loopback port, naming the rule, and never calls it', async () => {
    let calls = 0;
    const receiver = await startTestServer((_request, _body, response) => {
      calls += 1;
      response.writeHead(200).end();
    });
    try {
      const answer = await call(
        `${origin}/sandbox/_sandbox/receiver-check`,
        'POST',
        { ...bearer, ...json },
        JSON.stringify({ url: `${receiver.origin}/hook` }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(/loopback/);
      const test = await call(
        `${origin}/sandbox/_sandbox/webhooks/test`,
        'POST',
        { ...bearer, ...json },
        JSON.stringify({ merchant_order_no: 'ORD-20231114-0001', url: `${receiver.origin}/` }),
      );
      expect(test.status).toBe(400);
      expect(calls).toBe(0);
    } finally {
      await receiver.close();
    }
  });
});

describe('a console on loopback, as it always was', () => {
  it('needs no token and reaches a receiver on another loopback port', async () => {
    const server = await startTestConsole();
    let calls = 0;
    const receiver = await startTestServer((_request, _body, response) => {
      calls += 1;
      response.writeHead(204).end();
    });
    try {
      expect((await call(server.url)).status).toBe(200);
      const port = new URL(server.url).port;
      const rebound = await call(`${server.url}_console/environments`, 'GET', {
        Host: `rebound.example:${port}`,
      });
      expect(rebound.status).toBe(403);
      expect((await call(`${server.url}_console/environments`)).status).toBe(200);
      const answer = await call(
        `${server.url}sandbox/_sandbox/receiver-check`,
        'POST',
        json,
        JSON.stringify({ url: `${receiver.origin}/hook` }),
      );
      expect(answer.status).toBe(200);
      expect(calls).toBeGreaterThan(0);
    } finally {
      await receiver.close();
      await server.close();
    }
  });
});

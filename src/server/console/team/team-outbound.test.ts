// The outbound guard of a shared console end to end, over real sockets on loopback only: every
// loopback spelling refused before a socket opens (the listener must see nothing), the
// operator's notify URL refused at delivery, and with private targets allowed, failures opaque.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSandboxConfig } from '../../sandbox/config.ts';
import { startTestServer } from '../../test-support/sandbox-client.ts';
import { rawCall as call } from '../../test-support/raw-call.ts';
import { LOOPBACK_SPELLINGS } from '../../test-support/loopback-spellings.ts';
import {
  BEARER as bearer,
  JSON_TYPE as json,
  startTestConsole,
  TEAM_TOKEN as TOKEN,
} from '../../test-support/team-console.ts';

describe('the outbound guard of a console in team mode, end to end', () => {
  let server: Awaited<ReturnType<typeof startTestConsole>>;
  let receiver: { origin: string; close(): Promise<void> };
  let calls = 0;

  beforeAll(async () => {
    receiver = await startTestServer((_request, _body, response) => {
      calls += 1;
      response.writeHead(200).end();
    });
    server = await startTestConsole({
      // The operator's notify URL is checked where it is used, at each delivery.
      sandbox: { ...defaultSandboxConfig(), notifyUrl: `${receiver.origin}/notify` },
      team: { token: TOKEN },
    });
  });

  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it.each(LOOPBACK_SPELLINGS)(
    'refuses a receiver check of http://%s, and the listener sees nothing',
    async (host) => {
      const port = new URL(receiver.origin).port;
      const answer = await call(
        `${server.url}sandbox/_sandbox/receiver-check`,
        'POST',
        { ...bearer, ...json },
        JSON.stringify({ url: `http://${host}:${port}/hook` }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(/loopback|unspecified|IPv4-mapped/);
      expect(answer.body).toContain('SANDBOX_ALLOW_PRIVATE_TARGETS=1');
      expect(calls).toBe(0);
    },
  );

  it('refuses a delivery to a loopback notify URL at the moment it connects', async () => {
    const changed = await call(
      `${server.url}sandbox/_sandbox/orders/ORD-20231114-0001/status`,
      'POST',
      { ...bearer, ...json },
      '{"status":"SUCCESS"}',
    );
    expect(changed.status).toBe(200);
    const deliveries = `${server.url}sandbox/_sandbox/deliveries`;
    await expect
      .poll(async () => JSON.parse((await call(deliveries, 'GET', bearer)).body) as unknown[])
      .not.toHaveLength(0);
    const [attempt] = JSON.parse((await call(deliveries, 'GET', bearer)).body) as [
      { status: number | null; error: string },
    ];
    expect(attempt.status).toBeNull();
    expect(attempt.error).toMatch(/loopback/);
    expect(calls).toBe(0);
  });
});

describe('a console in team mode with SANDBOX_ALLOW_PRIVATE_TARGETS=1', () => {
  it('reaches a private receiver, and a failure says only "could not connect"', async () => {
    const receiver = await startTestServer((request, _body, response) => {
      if (request.url === '/hang') return;
      if (request.url === '/moved') {
        response.writeHead(302, { Location: 'http://10.9.8.7/internal' }).end();
        return;
      }
      response.writeHead(204).end();
    });
    const server = await startTestConsole({
      sandbox: {
        ...defaultSandboxConfig(),
        allowPrivateTargets: true,
        webhookMaxAttempts: 1,
        webhookTimeoutMs: 300,
      },
      team: { token: TOKEN },
    });
    const send = (path: string) =>
      call(
        `${server.url}sandbox/_sandbox/webhooks/test`,
        'POST',
        { ...bearer, ...json },
        JSON.stringify({
          merchant_order_no: 'ORD-20231114-0001',
          url: `${receiver.origin}${path}`,
        }),
      );
    const attempts = async () =>
      JSON.parse((await call(`${server.url}sandbox/_sandbox/deliveries`, 'GET', bearer)).body) as {
        target: string;
        status: number | null;
        error: string | null;
        durationMs: number;
      }[];
    try {
      for (const path of ['/ok', '/hang', '/moved']) expect((await send(path)).status).toBe(200);
      await expect.poll(async () => (await attempts()).length, { timeout: 5000 }).toBe(3);
      const all = await attempts();
      const byPath = (path: string) => all.find((attempt) => attempt.target.endsWith(path));
      expect(byPath('/ok')).toMatchObject({ status: 204, error: null });
      expect(byPath('/hang')).toMatchObject({
        status: null,
        error: 'could not connect',
        durationMs: 0,
      });
      const moved = byPath('/moved');
      expect(moved?.status).toBe(302);
      expect(moved?.error).not.toContain('10.9.8.7');
    } finally {
      await server.close();
      await receiver.close();
    }
  });
});

// The team's webhook inbox behind a reverse proxy on the same machine (or with CONSOLE_TOKEN on
// loopback): every peer is loopback there, so the loopback address proves nothing. Only the
// sandbox's own deliveries (or the token) may write to it (docs/team.md "The token").
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { HEADER } from '../../../core/protocol/headers.ts';
import { defaultSandboxConfig } from '../../sandbox/config.ts';
import { nodeSign, SEEDED_ORDER_NO } from '../../test-support/sandbox-client.ts';
import { rawCall as call } from '../../test-support/raw-call.ts';
import {
  BEARER as bearer,
  JSON_TYPE as json,
  startTestConsole,
  TEAM_TOKEN as TOKEN,
} from '../../test-support/team-console.ts';
import { SELF_DELIVERY_HEADER } from '../../sandbox/webhooks/self-delivery.ts';
import { TOKEN_REQUIRED } from './team-gate.ts';

const M = DEMO_MERCHANT.merchantId;
const INBOX = `/sandbox/_sandbox/inbox/${M}`;
const servers: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function teamConsole(publicOrigin: string | null) {
  const server = await startTestConsole({
    sandbox: { ...defaultSandboxConfig(), webhookRetryMs: 60_000, webhookMaxAttempts: 1 },
    team: { token: TOKEN },
    publicOrigin,
  });
  servers.push(server);
  return server.origin;
}

/** A notification signed with the published demo secret, as anyone could sign one (spec 5.3). */
function signedByAnyone(body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = `inbox-${Math.random().toString(36).slice(2)}`;
  return {
    ...json,
    [HEADER.merchantId]: M,
    [HEADER.timestamp]: timestamp,
    [HEADER.nonce]: nonce,
    [HEADER.sign]: nodeSign(DEMO_MERCHANT.testSecret, M, timestamp, nonce, body),
  };
}

async function inboxOf(origin: string): Promise<{ verified: boolean; body: string }[]> {
  const answer = await call(`${origin}${INBOX}`, 'GET', bearer);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as { verified: boolean; body: string }[];
}

describe.each([
  ['behind a TLS reverse proxy on loopback (PUBLIC_ORIGIN)', 'https://console.proxy.example'],
  ['with CONSOLE_TOKEN on loopback', null],
])('the inbox of a team console %s', (_name, publicOrigin) => {
  it('refuses an anonymous notification, signed with the demo secret or not, and keeps none', async () => {
    const origin = await teamConsole(publicOrigin);
    const body = '{"merchant_order_no":"FORGED","status":"PAID"}';
    const signed = await call(`${origin}${INBOX}`, 'POST', signedByAnyone(body), body);
    expect(signed.status).toBe(401);
    expect(signed.body).toBe(TOKEN_REQUIRED);
    const unsigned = await call(`${origin}${INBOX}`, 'POST', json, '{"flood":1}');
    expect(unsigned.status).toBe(401);
    const guessed = await call(
      `${origin}${INBOX}`,
      'POST',
      { ...json, [SELF_DELIVERY_HEADER]: 'a-guess-at-the-proof' },
      '{"flood":2}',
    );
    expect(guessed.status).toBe(401);
    expect(await inboxOf(origin)).toEqual([]);
  });

  it("still receives the sandbox's own test and status-change webhooks, verified", async () => {
    const origin = await teamConsole(publicOrigin);
    const order = JSON.stringify({ merchant_order_no: SEEDED_ORDER_NO });
    const test = await call(
      `${origin}/sandbox/_sandbox/webhooks/test`,
      'POST',
      { ...bearer, ...json },
      order,
    );
    expect(test.status).toBe(200);
    const status = await call(
      `${origin}/sandbox/_sandbox/orders/${SEEDED_ORDER_NO}/status`,
      'POST',
      { ...bearer, ...json },
      '{"status":"FAILED"}',
    );
    expect(status.status).toBe(200);
    await expect.poll(async () => (await inboxOf(origin)).length).toBe(2);
    const entries = await inboxOf(origin);
    expect(entries.map((entry) => entry.verified)).toEqual([true, true]);
    expect(entries.map((entry) => JSON.parse(entry.body) as { status: string })).toMatchObject([
      { status: 'FAILED' },
      {},
    ]);
    // The proof is shown nowhere a token holder (or a log) could read it back.
    for (const list of [`inbox/${M}`, 'deliveries', 'requests']) {
      const answer = await call(`${origin}/sandbox/_sandbox/${list}`, 'GET', bearer);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('notification_id');
      expect(answer.body.toLowerCase()).not.toContain(SELF_DELIVERY_HEADER.toLowerCase());
    }
  });

  it('takes a notification from a script that sends the token', async () => {
    const origin = await teamConsole(publicOrigin);
    const body = '{"merchant_order_no":"BY-SCRIPT"}';
    const sent = await call(
      `${origin}${INBOX}`,
      'POST',
      { ...signedByAnyone(body), ...bearer },
      body,
    );
    expect(sent.status).toBe(200);
    expect(await inboxOf(origin)).toMatchObject([{ verified: true, body }]);
  });
});

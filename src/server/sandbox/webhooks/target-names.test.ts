/**
 * A URL given to the routes that take one (receiver check, notify URL, test webhook) is
 * resolved when it is given, with a stub resolver here (no real lookup, no connection): a name
 * that does not resolve is answered 400 naming the rule at once, in either mode, instead of 200
 * and a failure later (docs/team.md "Private targets").
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { createSandboxApp } from '../app.ts';
import { defaultSandboxConfig } from '../config.ts';
import type { Resolver } from '../../http/outbound/resolve-target.ts';
import { NOW_MS, SEEDED_ORDER_NO } from '../../test-support/sandbox-client.ts';

/** Answers only `known.test`; every other name is unknown, as a resolver says NXDOMAIN. */
const resolve: Resolver = (hostname) =>
  hostname === 'known.test'
    ? Promise.resolve([{ address: '93.184.216.34', family: 4 }])
    : Promise.reject(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
      );

const json = { 'Content-Type': 'application/json' };

function routes(url: string) {
  return [
    ['POST', '/_sandbox/receiver-check', { url }],
    ['PUT', `/_sandbox/merchants/${DEMO_MERCHANT.merchantId}/notify-url`, { url }],
    ['POST', '/_sandbox/webhooks/test', { merchant_order_no: SEEDED_ORDER_NO, url }],
  ] as const;
}

describe.each([false, true])('a URL whose name does not resolve (team mode %s)', (teamMode) => {
  const app = createSandboxApp(
    { ...defaultSandboxConfig(), port: 0, teamMode },
    { now: () => NOW_MS, resolve },
  );

  it.each(routes('https://nowhere.test/hook'))(
    'is refused by %s %s with the rule',
    async (method, path, body) => {
      const response = await app.request(path, {
        method,
        headers: json,
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: string };
      expect(error).toContain('nowhere.test');
      expect(error).toContain('the name does not resolve');
    },
  );

  it('is taken once it resolves, to a public address', async () => {
    const [, path, body] = routes('https://known.test/hook')[1];
    const response = await app.request(path, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  });
});

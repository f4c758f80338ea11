/**
 * The fault switches over real HTTP, with requests signed and responses verified by
 * node:crypto (test-support): amount-limit codes (spec 7) signed as usual, a delay, a dropped
 * connection, a skewed clock; the admin routes stay reachable whatever is switched on.
 */
import { SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { adminCall } from '../../test-support/admin-client.ts';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import {
  query,
  readResponse,
  signedQueryInit,
  testApp,
} from '../../test-support/sandbox-client.ts';
import { putFaults as setFaults, serversPerTest } from '../../test-support/servers-per-test.ts';

const { sandbox } = serversPerTest();

/** A freshly signed query over HTTP, its answer verified with node:crypto (test-support). */
async function signedQuery(base: string) {
  const read = await readResponse(await fetch(`${base}${QUERY_PATH}`, signedQueryInit()));
  return { ...read, timestamp: Number(read.headers.get('X-Timestamp')) };
}

describe('fault switches', { timeout: 20_000 }, () => {
  it.each([2006, 5008])('answers amount-limit code %i, signed as usual', async (code) => {
    const base = await sandbox();
    expect((await setFaults(base, { amount_limit_code: code })).json).toMatchObject({
      amount_limit_code: code,
    });
    const result = await signedQuery(base);
    expect(result).toMatchObject({ status: 200, envelope: { code }, verifies: true });
    expect(result.envelope.msg).toContain('not caused by the signature');
    await setFaults(base, { amount_limit_code: null });
    expect((await signedQuery(base)).envelope.code).toBe(0);
  });

  it('delays the API, not the admin routes', async () => {
    const base = await sandbox();
    await setFaults(base, { delay_ms: 1500 });
    const order: string[] = [];
    const api = signedQuery(base).then((result) => {
      order.push('api');
      return result;
    });
    await fetch(`${base}/_sandbox/faults`).then(() => order.push('admin'));
    expect((await api).status).toBe(200);
    expect(order).toEqual(['admin', 'api']);
  });

  // How long the answer is held is read on a fake clock, never measured: the answer is still
  // pending a millisecond before delay_ms and arrives at delay_ms.
  it('holds the API answer for exactly delay_ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const app = testApp({ faults: [], faultDelayMs: 1500 });
      let answered = false;
      const api = query(app).then((response) => {
        answered = true;
        return response;
      });
      // The delay's timer is set once the request reaches the fault middleware.
      while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1499);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await api).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the connection of an API request, logs it, and can be switched off', async () => {
    const base = await sandbox();
    await setFaults(base, { drop_connection: true });
    await expect(signedQuery(base)).rejects.toThrow();
    const [entry] = await adminCall(base, SANDBOX_ROUTES.listRequests);
    expect(entry).toMatchObject({ path: '/api/v1/payments/query', status: 444 });
    await setFaults(base, { drop_connection: false });
    expect((await signedQuery(base)).status).toBe(200);
  });

  it('does not drop in-process, where there is no socket, and says so', async () => {
    const app = testApp({ faults: ['drop-connection'] });
    const response = await query(app);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Sandbox-Fault')).toContain('not dropped in-process');
  });

  it('skews the sandbox clock: a correct client is refused as an hour behind', async () => {
    const base = await sandbox();
    await setFaults(base, { clock_skew_seconds: 3600 });
    const result = await signedQuery(base);
    expect(result).toMatchObject({ status: 401, envelope: { code: 1002 }, verifies: true });
    expect(result.timestamp - Date.now() / 1000).toBeGreaterThan(3500);
  });

  it('refuses values outside the documented choices', async () => {
    const base = await sandbox();
    expect((await setFaults(base, { amount_limit_code: 1234 })).status).toBe(400);
    expect((await setFaults(base, { delay_ms: -1 })).status).toBe(400);
    expect((await setFaults(base, { slow: true })).status).toBe(400);
  });
});

/**
 * One-shot faults over real HTTP (docs/sandbox.md, "Faults"): a fault armed for one X-Nonce
 * meets only the query carrying it, once, whatever other clients send meanwhile, and nothing is
 * left switched on. Requests are signed and answers verified with node:crypto (test-support).
 */
import { SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { adminCall } from '../../test-support/admin-client.ts';
import { describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { freshNonce, readResponse, signedQueryInit } from '../../test-support/sandbox-client.ts';
import { putFaults, serversPerTest } from '../../test-support/servers-per-test.ts';

const { sandbox } = serversPerTest();

const signedQuery = async (base: string, nonce = freshNonce()) =>
  readResponse(await fetch(`${base}${QUERY_PATH}`, signedQueryInit({ nonce })));

describe('one-shot faults', { timeout: 20_000 }, () => {
  it('meet only the query with their nonce, once, and change nothing global', async () => {
    const base = await sandbox();
    const nonce = freshNonce();
    const armed = await putFaults(base, { nonce, amount_limit_code: 2006 });
    expect(armed).toMatchObject({
      status: 200,
      json: { amount_limit_code: null, corrupt_response_sign: false, one_shot_pending: 1 },
    });
    // Another client's query, sent after the fault was armed, is answered normally.
    expect(await signedQuery(base)).toMatchObject({ envelope: { code: 0 }, verifies: true });
    expect(await signedQuery(base, nonce)).toMatchObject({
      status: 200,
      envelope: { code: 2006 },
      verifies: true,
    });
    expect(await adminCall(base, SANDBOX_ROUTES.getFaults)).toMatchObject({
      amount_limit_code: null,
      one_shot_pending: 0,
    });
  });

  it('corrupt only their own answer while two clients query at once', async () => {
    const base = await sandbox();
    const nonces = Array.from({ length: 5 }, () => freshNonce());
    await Promise.all(
      nonces.map((nonce) => putFaults(base, { nonce, corrupt_response_sign: true })),
    );
    // Tab A sends its five faulted queries while tab B sends ten plain ones, interleaved.
    const [tabA, tabB] = await Promise.all([
      Promise.all(nonces.map((nonce) => signedQuery(base, nonce))),
      Promise.all(Array.from({ length: 10 }, () => signedQuery(base))),
    ]);
    expect(tabA.map((read) => read.verifies)).toEqual(nonces.map(() => false));
    expect(tabB.map((read) => [read.verifies, read.envelope.code])).toEqual(
      tabB.map(() => [true, 0]),
    );
    expect(await adminCall(base, SANDBOX_ROUTES.getFaults)).toMatchObject({
      corrupt_response_sign: false,
      one_shot_pending: 0,
    });
  });

  it('refuse a nonce with a fault that acts before the nonce is read', async () => {
    const base = await sandbox();
    const refused = await putFaults(base, { nonce: freshNonce(), delay_ms: 100 });
    expect(refused.status).toBe(400);
    expect(String(refused.json['error'])).toContain('With a nonce only');
    expect((await putFaults(base, { nonce: '', amount_limit_code: 2006 })).status).toBe(400);
  });
});

import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { decideReading } from '../../core/intake/decide.ts';
import { useVerifyStore } from './verify-store.ts';

const initialVerify = useVerifyStore.getInitialState();
beforeEach(() => useVerifyStore.setState(initialVerify, true));

const SECRET = 'sk_test_store_decide';
const SIGNED = '{"merchant_order_no":"ORD-7"}';
const SIGN = createHmac('sha256', SECRET)
  .update(`M100001\n1732700000\nnonce-store-1\n${SIGNED}`)
  .digest('hex');
/** Prose where a JSON value nearer the headers is not the body that was signed. */
const PASTE = [
  `headers={'X-MerchantID': 'M100001', 'X-Timestamp': '1732700000', 'X-Nonce': 'nonce-store-1', 'X-Sign': '${SIGN}'}`,
  'config {"retries":3}',
  `sent ${SIGNED}`,
].join('\n');

describe('the verify store adopts the reading the signature proves', () => {
  it('replaces the ranked reading, keeps the others, and says why', async () => {
    useVerifyStore.getState().ingestText(PASTE);
    const { intake } = useVerifyStore.getState();
    expect(intake?.readings?.length).toBeGreaterThan(1);
    const decision = await decideReading(intake!.readings!, SECRET);
    expect(decision).toBeDefined();
    useVerifyStore.getState().adoptReading(decision!.index, decision!.note);
    const state = useVerifyStore.getState();
    expect(state.rawBody).toBe(SIGNED);
    expect(state.fields.receivedSign).toBe(SIGN);
    expect(state.intake?.restored?.[0]).toMatch(/Decided by the signature/);
    expect(state.intake?.warnings.join(' ')).not.toMatch(/This paste reads/);
    expect(state.intake?.readings).toBe(intake!.readings);
  });
});

import { createHmac } from 'node:crypto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diagnose } from '../../core/diagnosis/diagnose.ts';
import type { Diagnosis, DiagnosisInput } from '../../core/diagnosis/index.ts';
import { mismatchFound } from '../../core/diagnosis/test-support.ts';
import { decideReading } from '../../core/intake/decide.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import type { WorkerComputation } from '../../ui/hooks/use-worker-computation.ts';
import { readIntakeInProcess } from './test-support.ts';
import { useReadingDecision } from './use-reading-decision.ts';
import { useVerifyStore } from './verify-store.ts';

const initialVerify = useVerifyStore.getInitialState();
const initialSettings = useSettingsStore.getInitialState();
beforeEach(() => {
  useVerifyStore.setState(initialVerify, true);
  useSettingsStore.setState(initialSettings, true);
  readIntakeInProcess();
});
afterEach(() => vi.unstubAllGlobals());

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
    await useVerifyStore.getState().ingestText(PASTE);
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

/** The search in a worker, replaced by the same search run here, or held by the test. */
const searchMock = vi.hoisted(() => ({
  run: null as null | ((input: DiagnosisInput) => Promise<Diagnosis>),
  cancelled: 0,
}));
vi.mock('./search-in-worker.ts', () => ({
  searchInWorker: (input: DiagnosisInput) => searchMock.run!(input),
  cancelSearch: () => {
    searchMock.cancelled += 1;
  },
}));

/** The real search runs in this thread: on a busy machine it takes longer than waitFor's second. */
const SEARCH_WAIT = { timeout: 12_000 };

describe('the mistake search over the next readings', () => {
  const MS_SIGN = createHmac('sha256', SECRET)
    .update(`M100001\n1732700000000\nnonce-store-2\n${SIGNED}`)
    .digest('hex');
  /** Two readings; neither matches, the second reproduces with the timestamp in milliseconds. */
  const MS_PASTE = [
    `headers={'X-MerchantID': 'M100001', 'X-Timestamp': '1732700000', 'X-Nonce': 'nonce-store-2', 'X-Sign': '${MS_SIGN}'}`,
    'config {"retries":3}',
    `sent ${SIGNED}`,
  ].join('\n');

  beforeEach(() => {
    useSettingsStore.setState({ env: 'test', secrets: { test: SECRET, production: '' } });
    searchMock.run = diagnose;
    searchMock.cancelled = 0;
  });

  /** The main search's answer for the reading shown, as useCaseCheck gives it. */
  async function mainSearch(): Promise<WorkerComputation<Diagnosis>> {
    const { fields, rawBody, kind } = useVerifyStore.getState();
    const value = await diagnose({
      ...fields,
      kind,
      rawBody,
      env: 'test',
      secrets: { test: SECRET },
    });
    return { value, current: true, error: null };
  }

  it('adopts the reading a mistake reproduces the sign from, and says which and why', async () => {
    await useVerifyStore.getState().ingestText(MS_PASTE);
    const first = await mainSearch();
    expect(first.value?.verdict === 'MISMATCH' && first.value.found).toBeNull();
    const hook = renderHook(() => useReadingDecision(first));
    await waitFor(() => expect(useVerifyStore.getState().rawBody).toBe(SIGNED), SEARCH_WAIT);
    expect(useVerifyStore.getState().intake?.restored?.[0]).toMatch(
      /^Reading \d of \d .*reproduces the received X-Sign from it with TIMESTAMP_MILLISECONDS/,
    );
    hook.rerender();
    expect(hook.result.current.searching).toBe(false);
  });

  it('shows it is searching, and a new paste cancels the search and drops its answer', async () => {
    let answer!: (diagnosis: Diagnosis) => void;
    searchMock.run = () => new Promise((resolve) => (answer = resolve));
    await useVerifyStore.getState().ingestText(MS_PASTE);
    const first = await mainSearch();
    const hook = renderHook(({ main }) => useReadingDecision(main), {
      initialProps: { main: first },
    });
    await waitFor(() => expect(hook.result.current.searching).toBe(true));
    await act(() => useVerifyStore.getState().ingestText(PASTE));
    hook.rerender({ main: { value: null, current: false, error: null } });
    expect(searchMock.cancelled).toBeGreaterThan(0);
    expect(hook.result.current.searching).toBe(false);
    const reading = useVerifyStore.getState().intake?.readings;
    await act(async () => answer(mismatchFound));
    expect(useVerifyStore.getState().intake?.readings).toBe(reading);
    expect(useVerifyStore.getState().intake?.restored?.join(' ') ?? '').not.toMatch(
      /Reading \d of/,
    );
  });

  it('says the next readings were searched when none reproduces the sign', async () => {
    const noSign = MS_PASTE.replace(MS_SIGN, '0'.repeat(64));
    await useVerifyStore.getState().ingestText(noSign);
    const first = await mainSearch();
    const hook = renderHook(() => useReadingDecision(first));
    await waitFor(
      () =>
        expect(hook.result.current.note ?? '').toMatch(
          /also tried the next (reading|\d readings) of the \d/,
        ),
      SEARCH_WAIT,
    );
    expect(useVerifyStore.getState().intake?.restored?.join(' ') ?? '').not.toMatch(/Reading/);
  });
});

// The verify store while a paste is read in the intake worker (docs/verify-intake.md, "Reading"):
// the fields keep the previous case until the reading answers, only the newest reading is
// answered, and a reading stopped by Cancel, the deadline, an edit or a crash keeps the text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { READING_DEADLINE_MS, STILL_READING_MS, stopReading } from './intake-in-worker.ts';
import { InProcessIntakeWorker, readIntakeInProcess } from './test-support.ts';
import { useVerifyStore } from './verify-store.ts';

const initialVerify = useVerifyStore.getInitialState();
const initialSettings = useSettingsStore.getInitialState();
const state = () => useVerifyStore.getState();

const request = (nonce: string) =>
  [
    'POST /api/v1/payments/query HTTP/1.1',
    'X-MerchantID: M100001',
    'X-Timestamp: 1700000000',
    `X-Nonce: ${nonce}`,
    `X-Sign: ${'ab'.repeat(32)}`,
    '',
    `{"merchant_order_no":"${nonce}"}`,
  ].join('\r\n');

const worker = () => InProcessIntakeWorker.created.at(-1)!;

/** The previous case, read and shown; then every reading waits for the test's answer. */
async function previousCaseThenHold() {
  await state().ingestText(request('previous-nonce-01'));
  expect(state().fields.nonce).toBe('previous-nonce-01');
  InProcessIntakeWorker.holding = true;
  vi.useFakeTimers();
}

beforeEach(() => {
  useVerifyStore.setState(initialVerify, true);
  useSettingsStore.setState(initialSettings, true);
  readIntakeInProcess();
});

afterEach(() => {
  stopReading();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a paste read in the intake worker', () => {
  it('keeps the previous case while read, says so past a moment, then shows the answer', async () => {
    await previousCaseThenHold();
    const read = state().ingestText(request('new-nonce-000001'));

    expect(state()).toMatchObject({ reading: 'quick', stale: false });
    expect(state().source).toEqual({ from: 'paste', text: request('new-nonce-000001') });
    expect(state().fields.nonce).toBe('previous-nonce-01');
    vi.advanceTimersByTime(STILL_READING_MS);
    // Past a moment the previous case's result is marked: it is not the paste's answer.
    expect(state()).toMatchObject({ reading: 'slow', stale: true, intakeError: null });

    worker().answer();
    await read;
    expect(state()).toMatchObject({ reading: null, stale: false, intakeNote: null });
    expect(state().fields.nonce).toBe('new-nonce-000001');
  });

  it('answers only the newest paste: an older reading is ended and its answer dropped', async () => {
    await previousCaseThenHold();
    const older = state().ingestText(request('older-nonce-0001'));
    const olderWorker = worker();
    const newer = state().ingestText(request('newer-nonce-0001'));

    expect(olderWorker.terminated).toBe(true);
    worker().answer();
    await newer;
    olderWorker.answer();
    await older;
    expect(state().fields.nonce).toBe('newer-nonce-0001');
    expect(state().reading).toBeNull();
  });

  it('on Cancel stops the reading, keeps the text and the previous case, and says so', async () => {
    await previousCaseThenHold();
    const read = state().ingestText(request('cancelled-nonce1'));
    vi.advanceTimersByTime(STILL_READING_MS);

    state().cancelReading();

    expect(worker().terminated).toBe(true);
    await read;
    expect(state()).toMatchObject({ reading: null, stale: true, intakeError: null });
    expect(state().intakeNote).toBe(
      'Reading the paste was cancelled: nothing was read from it, and the text is kept. Paste only the request and its headers to read it at once, or type the fields below.',
    );
    expect(state().source).toEqual({ from: 'paste', text: request('cancelled-nonce1') });
    expect(state().fields.nonce).toBe('previous-nonce-01');

    // The next paste is read by a fresh worker, and clears the note.
    InProcessIntakeWorker.holding = false;
    vi.useRealTimers();
    await state().ingestText(request('after-cancel-001'));
    expect(state()).toMatchObject({ intakeNote: null, stale: false });
    expect(state().fields.nonce).toBe('after-cancel-001');
  });

  it('names the file when Cancel stops the reading of one', async () => {
    await previousCaseThenHold();
    void state().ingestFile('ticket.http', new TextEncoder().encode(request('file-nonce-00001')));
    vi.advanceTimersByTime(STILL_READING_MS);
    state().cancelReading();
    expect(state().intakeNote).toMatch(/^Reading the file ticket\.http was cancelled/);
  });

  it('says in one sentence that a paste not read by the deadline was stopped, keeping the text', async () => {
    await previousCaseThenHold();
    const read = state().ingestText(' '.repeat(5000) + 'a');
    vi.advanceTimersByTime(READING_DEADLINE_MS);
    await read;

    expect(state().reading).toBeNull();
    expect(state().stale).toBe(true);
    expect(state().intakeError).toMatch(
      /^This could not be read within 10 seconds, so the reading was stopped; the text is kept\. Paste only the request and its headers/,
    );
    expect(state().source).toEqual({ from: 'paste', text: ' '.repeat(5000) + 'a' });
    expect(state().fields.nonce).toBe('previous-nonce-01');
  });

  it('keeps an edit made while the paste is read: the reading stops and its answer is dropped', async () => {
    await previousCaseThenHold();
    const read = state().ingestText(request('overtaken-nonce1'));
    const reader = worker();
    // The editor echoing the body it shows is no edit.
    state().setRawBody(state().rawBody);
    expect(state().reading).toBe('quick');

    state().setField('nonce', 'typed-by-hand-01');

    expect(reader.terminated).toBe(true);
    await read;
    expect(state()).toMatchObject({ reading: null, stale: false });
    expect(state().intakeNote).toMatch(/^The paste was not read: the case was edited/);
    expect(state().fields.nonce).toBe('typed-by-hand-01');
  });

  it('lets an opened case (a link, a history entry) replace the paste being read', async () => {
    await previousCaseThenHold();
    const read = state().ingestText(request('replaced-nonce01'));
    const reader = worker();
    state().loadCase({ kind: 'request', fields: { nonce: 'shared-nonce-001' }, rawBody: '{}' });
    expect(reader.terminated).toBe(true);
    await read;
    expect(state()).toMatchObject({ reading: null, intakeNote: null, stale: false });
    expect(state().fields.nonce).toBe('shared-nonce-001');
  });

  it('says clearly when the reader dies, keeping the text and the previous case', async () => {
    await previousCaseThenHold();
    const read = state().ingestText(request('crashed-nonce-01'));
    worker().onerror?.(new ErrorEvent('error', { message: 'out of memory', cancelable: true }));
    await read;
    expect(state().intakeError).toMatch(/^Reading this stopped unexpectedly \(out of memory\)/);
    expect(state()).toMatchObject({ reading: null, stale: true });
    expect(state().fields.nonce).toBe('previous-nonce-01');
  });
});

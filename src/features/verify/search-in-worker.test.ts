import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Diagnosis, DiagnosisInput } from '../../core/diagnosis/index.ts';

/** A stand-in for the browser's Worker: records what it is sent; the test answers for it. */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;

  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.created.push(this);
  }

  postMessage(message: unknown) {
    this.posted.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  reply(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  fail(message: string) {
    this.onerror?.(new ErrorEvent('error', { message }));
  }
}

const input = (nonce: string): DiagnosisInput => ({
  kind: 'request',
  env: 'test',
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce,
  rawBody: '{}',
  receivedSign: 'ab'.repeat(32),
  secrets: { test: 'test_sk_4f9a2c7e1b3d' },
});

const diagnosis: Diagnosis = { verdict: 'MATCH', expectedSign: 'ab'.repeat(32), notes: [] };

/** A fresh copy of the module each test: it keeps its one worker between calls. */
async function load() {
  vi.resetModules();
  return (await import('./search-in-worker.ts')).searchInWorker;
}

const lastWorker = () => FakeWorker.created.at(-1)!;

beforeEach(() => {
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchInWorker', () => {
  it('runs the search in a module worker and resolves with its diagnosis', async () => {
    const searchInWorker = await load();
    const result = searchInWorker(input('n-1'));

    const worker = lastWorker();
    expect(new URL(String(worker.url)).pathname).toMatch(/mistake-search\.worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.posted).toEqual([input('n-1')]);
    worker.reply({ ok: true, diagnosis });
    await expect(result).resolves.toBe(diagnosis);
  });

  it("rejects with the worker's own message when the search fails", async () => {
    const searchInWorker = await load();
    const result = searchInWorker(input('n-1'));
    lastWorker().reply({ ok: false, message: 'Enter the Test API secret.' });
    await expect(result).rejects.toThrow('Enter the Test API secret.');
  });

  it('keeps one worker for searches that follow each other', async () => {
    const searchInWorker = await load();
    const first = searchInWorker(input('n-1'));
    lastWorker().reply({ ok: true, diagnosis });
    await first;
    const second = searchInWorker(input('n-2'));
    expect(FakeWorker.created).toHaveLength(1);
    expect(lastWorker().posted).toEqual([input('n-1'), input('n-2')]);
    lastWorker().reply({ ok: true, diagnosis });
    await expect(second).resolves.toBe(diagnosis);
  });

  it('ends a running search when a newer case starts: old worker terminated, promise rejected', async () => {
    const searchInWorker = await load();
    const older = searchInWorker(input('n-1'));
    const oldWorker = lastWorker();

    const newer = searchInWorker(input('n-2'));

    await expect(older).rejects.toThrow(/superseded/);
    expect(oldWorker.terminated).toBe(true);
    expect(FakeWorker.created).toHaveLength(2);
    const newWorker = lastWorker();
    expect(newWorker.posted).toEqual([input('n-2')]);
    // A late reply from the old worker must not settle the new search.
    oldWorker.reply({ ok: true, diagnosis: { ...diagnosis, notes: ['stale'] } });
    newWorker.reply({ ok: true, diagnosis });
    await expect(newer).resolves.toBe(diagnosis);
  });

  it('replaces a worker that crashed, and says so', async () => {
    const searchInWorker = await load();
    const crashed = searchInWorker(input('n-1'));
    const broken = lastWorker();
    broken.fail('out of memory');
    await expect(crashed).rejects.toThrow('out of memory');
    expect(broken.terminated).toBe(true);

    const next = searchInWorker(input('n-2'));
    expect(FakeWorker.created).toHaveLength(2);
    lastWorker().reply({ ok: true, diagnosis });
    await expect(next).resolves.toBe(diagnosis);
  });

  it('gives a message of its own when a crash carries none', async () => {
    const searchInWorker = await load();
    const crashed = searchInWorker(input('n-1'));
    lastWorker().fail('');
    await expect(crashed).rejects.toThrow('The mistake search stopped unexpectedly.');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Diagnosis, DiagnosisInput } from '../../core/diagnosis/index.ts';
import { mismatchFound } from '../../core/diagnosis/test-support.ts';
import type { SearchRequest } from './search-protocol.ts';

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

const mismatch = mismatchFound;
const match: Diagnosis = { verdict: 'MATCH', expectedSign: 'ab'.repeat(32), notes: [] };

/** A fresh copy of the module each test, on a machine with `cores` cores: it keeps its workers. */
async function loadModule(cores = 8) {
  vi.stubGlobal('navigator', { hardwareConcurrency: cores });
  vi.resetModules();
  return import('./search-in-worker.ts');
}

const load = async (cores = 8) => (await loadModule(cores)).searchInWorker;

const lastWorker = () => FakeWorker.created.at(-1)!;

/** The run a worker was last asked to search. */
const runOf = (worker: FakeWorker) => {
  const request = worker.posted.findLast((message): message is SearchRequest & { run: number } =>
    Object.hasOwn(message as object, 'run'),
  );
  return request!.run;
};
const done = (worker: FakeWorker, diagnosis: Diagnosis, rank: number | null = null) =>
  worker.reply({ run: runOf(worker), ok: true, part: { diagnosis, rank } });
const progressed = (worker: FakeWorker, nextBatch: number, searched: number) =>
  worker.reply({ run: runOf(worker), progress: { nextBatch, searched } });

/** Whether a promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>) {
  let state = false;
  promise.then(
    () => (state = true),
    () => (state = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return state;
}

beforeEach(() => {
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchInWorker', () => {
  it('shares the search between two module workers and resolves when both are done', async () => {
    const searchInWorker = await load();
    const result = searchInWorker(input('n-1'));

    const [first, second] = FakeWorker.created;
    expect(FakeWorker.created).toHaveLength(2);
    for (const worker of [first!, second!]) {
      expect(new URL(String(worker.url)).pathname).toMatch(/mistake-search\.worker\.ts$/);
      expect(worker.options).toEqual({ type: 'module' });
    }
    const run = runOf(first!);
    expect(first!.posted).toEqual([{ run, input: input('n-1'), share: { part: 0, parts: 2 } }]);
    expect(second!.posted).toEqual([{ run, input: input('n-1'), share: { part: 1, parts: 2 } }]);

    done(first!, mismatch(null, 1001));
    expect(await settled(result)).toBe(false);
    done(second!, mismatch(null, 901));
    // One MAC for the verdict, counted once, and each part's own MACs.
    await expect(result).resolves.toEqual(mismatch(null, 1901));
  });

  it('resolves a hit once no other worker can find an earlier one, and stops the others', async () => {
    const searchInWorker = await load();
    const result = searchInWorker(input('n-1'));
    const [first, second] = FakeWorker.created as [FakeWorker, FakeWorker];

    done(second, mismatch('found in batch 3', 41), 3);
    expect(await settled(result)).toBe(false);
    progressed(first, 2, 20);
    expect(await settled(result)).toBe(false);
    progressed(first, 4, 52);
    await expect(result).resolves.toEqual(mismatch('found in batch 3', 1 + 52 + 40));
    const run = runOf(first);
    expect(first.posted.at(-1)).toEqual({ stop: run });
    expect(second.posted.at(-1)).toEqual({ stop: run });
  });

  it("answers the case a reading's search just answered at once, once, without searching it again", async () => {
    const searchInWorker = await load(1);
    const reading = searchInWorker(input('n-2'), 'readings');
    const readingsWorker = lastWorker();
    done(readingsWorker, mismatch('found in reading 2', 77), 0);
    await expect(reading).resolves.toEqual(mismatch('found in reading 2', 77));
    const created = FakeWorker.created.length;
    // The page adopts that reading and asks for its diagnosis: no worker is started or asked.
    await expect(searchInWorker(input('n-2'))).resolves.toEqual(mismatch('found in reading 2', 77));
    expect(FakeWorker.created).toHaveLength(created);
    // Asked again, or for another case, it is searched, on the same worker.
    void searchInWorker(input('n-2'));
    expect(FakeWorker.created).toHaveLength(created);
    expect(readingsWorker.posted.at(-1)).toMatchObject({ input: input('n-2') });
  });

  it("searches a paste's next readings on the sender's workers, which keep what they built", async () => {
    const searchInWorker = await load();
    const shown = searchInWorker(input('n-1'));
    const [a, b] = FakeWorker.created as [FakeWorker, FakeWorker];
    done(a, mismatch(null, 5));
    done(b, mismatch(null, 5));
    await shown;
    void searchInWorker(input('n-2'), 'readings');
    expect(FakeWorker.created).toHaveLength(2);
    expect(a.posted.at(-1)).toMatchObject({ input: input('n-2'), share: { part: 0 } });
    expect(b.posted.at(-1)).toMatchObject({ input: input('n-2'), share: { part: 1 } });
  });

  it("cancels a lane's own search only: a newer case's search on the same workers runs on", async () => {
    const { searchInWorker, cancelSearch } = await loadModule();
    const reading = searchInWorker(input('n-2'), 'readings');
    // New input: the sender's search supersedes the reading's, then the page cancels the latter.
    const newer = searchInWorker(input('n-3'));
    await expect(reading).rejects.toThrow(/superseded/);
    cancelSearch('readings');
    const worker = lastWorker();
    expect(worker.terminated).toBe(false);
    done(FakeWorker.created.at(-2)!, match);
    done(worker, match);
    await expect(newer).resolves.toBe(match);

    const again = searchInWorker(input('n-4'), 'readings');
    cancelSearch('readings');
    await expect(again).rejects.toThrow(/superseded/);
  });

  it("runs the handler's search on workers of its own: it never cancels the sender's", async () => {
    const searchInWorker = await load();
    const sender = searchInWorker(input('n-1'));
    const handler = searchInWorker(input('n-1'), 'handler');
    expect(FakeWorker.created).toHaveLength(4);
    const [a, b, c, d] = FakeWorker.created as FakeWorker[];
    for (const worker of [a!, b!, c!, d!]) expect(worker.terminated).toBe(false);
    done(c!, match);
    done(d!, match);
    await expect(handler).resolves.toBe(match);
    done(a!, match);
    done(b!, match);
    await expect(sender).resolves.toBe(match);
  });

  it('uses one worker on a one-core machine', async () => {
    const searchInWorker = await load(1);
    const result = searchInWorker(input('n-1'));
    expect(FakeWorker.created).toHaveLength(1);
    expect(lastWorker().posted[0]).toMatchObject({ share: { part: 0, parts: 1 } });
    done(lastWorker(), match);
    await expect(result).resolves.toBe(match);
  });

  it("rejects with the worker's own message when the search fails", async () => {
    const searchInWorker = await load();
    const result = searchInWorker(input('n-1'));
    lastWorker().reply({
      run: runOf(lastWorker()),
      ok: false,
      message: 'Enter the Test API secret.',
    });
    await expect(result).rejects.toThrow('Enter the Test API secret.');
  });

  it('keeps its workers for searches that follow each other, and ignores late replies', async () => {
    const searchInWorker = await load();
    const first = searchInWorker(input('n-1'));
    done(lastWorker(), match);
    await first;
    const [a, b] = FakeWorker.created as [FakeWorker, FakeWorker];
    const oldRun = runOf(a);

    const second = searchInWorker(input('n-2'));
    expect(FakeWorker.created).toHaveLength(2);
    expect(a.posted.at(-1)).toMatchObject({ input: input('n-2') });
    // The first run's other part, late: it must not settle the second search.
    b.reply({ run: oldRun, ok: true, part: { diagnosis: match, rank: null } });
    expect(await settled(second)).toBe(false);
    done(a, mismatch(null, 5));
    done(b, mismatch(null, 5));
    await expect(second).resolves.toEqual(mismatch(null, 9));
  });

  it('ends a running search when a newer case starts: old workers terminated, promise rejected', async () => {
    const searchInWorker = await load();
    const older = searchInWorker(input('n-1'));
    const oldWorkers = [...FakeWorker.created];

    const newer = searchInWorker(input('n-2'));

    await expect(older).rejects.toThrow(/superseded/);
    expect(oldWorkers.every((worker) => worker.terminated)).toBe(true);
    expect(FakeWorker.created).toHaveLength(4);
    const newWorker = lastWorker();
    expect(newWorker.posted).toMatchObject([{ input: input('n-2') }]);
    done(newWorker, match);
    await expect(newer).resolves.toBe(match);
  });

  it('replaces workers that crashed, and says so', async () => {
    const searchInWorker = await load();
    const crashed = searchInWorker(input('n-1'));
    const broken = FakeWorker.created[0]!;
    broken.fail('out of memory');
    await expect(crashed).rejects.toThrow('out of memory');
    expect(FakeWorker.created.every((worker) => worker.terminated)).toBe(true);

    const next = searchInWorker(input('n-2'));
    expect(FakeWorker.created).toHaveLength(4);
    done(lastWorker(), match);
    await expect(next).resolves.toBe(match);
  });

  it('gives a message of its own when a crash carries none', async () => {
    const searchInWorker = await load();
    const crashed = searchInWorker(input('n-1'));
    lastWorker().fail('');
    await expect(crashed).rejects.toThrow('The mistake search stopped unexpectedly.');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntakeResult } from '../../core/intake/types.ts';
import type { IntakeRequest } from './intake-protocol.ts';

/** A stand-in for the browser's Worker that never answers by itself: the test answers for it. */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  posted: IntakeRequest[] = [];
  terminated = false;

  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.created.push(this);
  }

  postMessage(message: IntakeRequest) {
    this.posted.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  /** Answers the last request with `result`, as the worker would. */
  answer(result: IntakeResult, run = this.posted.at(-1)!.run) {
    this.onmessage?.(new MessageEvent('message', { data: { run, result } }));
  }

  /** The worker died (a script error, out of memory): returns whether the page handled it. */
  crash(message: string) {
    const event = new ErrorEvent('error', { message, cancelable: true });
    this.onerror?.(event);
    return event.defaultPrevented;
  }
}

const read = (request: string): IntakeResult => ({ ok: false, error: `read ${request}` });

/** A fresh copy of the client each test: it keeps its worker between readings. */
async function load() {
  vi.resetModules();
  return import('./intake-in-worker.ts');
}

const lastWorker = () => FakeWorker.created.at(-1)!;

/** Whether a promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>) {
  let state = false;
  void promise.then(() => (state = true));
  await Promise.resolve();
  await Promise.resolve();
  return state;
}

beforeEach(() => {
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('readInWorker', () => {
  it("sends the text and options to a module worker and answers the worker's result", async () => {
    const { readInWorker } = await load();
    const reading = readInWorker({ text: 'POST / HTTP/1.1' }, { side: 'response' });

    const worker = lastWorker();
    expect(new URL(String(worker.url)).pathname).toMatch(/intake\.worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.posted).toEqual([
      {
        run: worker.posted[0]!.run,
        input: { text: 'POST / HTTP/1.1' },
        options: { side: 'response' },
      },
    ]);
    expect(await settled(reading)).toBe(false);
    worker.answer(read('the request'));
    await expect(reading).resolves.toEqual(read('the request'));
    expect(worker.terminated).toBe(false);
  });

  it("sends a file's bytes, and keeps its worker for the next reading", async () => {
    const { readInWorker } = await load();
    const bytes = new TextEncoder().encode('{"a":1}');
    const first = readInWorker({ bytes }, {});
    lastWorker().answer(read('the file'));
    await first;

    const second = readInWorker({ text: 'again' }, {});
    expect(FakeWorker.created).toHaveLength(1);
    const [worker] = FakeWorker.created as [FakeWorker];
    expect(worker.posted.map((request) => request.input)).toEqual([{ bytes }, { text: 'again' }]);
    worker.answer(read('again'));
    await expect(second).resolves.toEqual(read('again'));
  });

  it('starts the worker ahead of the first reading, which then uses it', async () => {
    const { prepareReader, readInWorker } = await load();
    prepareReader();
    prepareReader();
    expect(FakeWorker.created).toHaveLength(1);
    void readInWorker({ text: 'x' }, {});
    expect(FakeWorker.created).toHaveLength(1);
    expect(lastWorker().posted).toHaveLength(1);
  });

  it("supersedes an older reading: its worker is ended, its answer dropped, the newer's kept", async () => {
    const { readInWorker } = await load();
    const older = readInWorker({ text: 'older' }, {});
    const stuck = lastWorker();

    const newer = readInWorker({ text: 'newer' }, {});

    await expect(older).resolves.toBeNull();
    expect(stuck.terminated).toBe(true);
    const fresh = lastWorker();
    expect(fresh).not.toBe(stuck);
    // The ended worker's late answer reaches nothing; a reply of another run is ignored.
    stuck.answer(read('older'));
    fresh.answer(read('older'), 0);
    expect(await settled(newer)).toBe(false);
    fresh.answer(read('newer'));
    await expect(newer).resolves.toEqual(read('newer'));
  });

  it('says it is still reading after a moment, then ends a reading that passes the deadline', async () => {
    vi.useFakeTimers();
    const { readInWorker, READING_DEADLINE_MS, STILL_READING_MS } = await load();
    const slow = vi.fn();
    const reading = readInWorker({ text: ' '.repeat(1000) + 'a' }, {}, { slow });
    const stuck = lastWorker();

    vi.advanceTimersByTime(STILL_READING_MS - 1);
    expect(slow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(slow).toHaveBeenCalledOnce();
    expect(await settled(reading)).toBe(false);

    vi.advanceTimersByTime(READING_DEADLINE_MS - STILL_READING_MS);
    const result = await reading;
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/within 10 seconds/) });
    expect(result?.ok === false && result.error).toMatch(
      /the text is kept\. Paste only the request/,
    );
    expect(stuck.terminated).toBe(true);

    // The next reading gets a fresh worker.
    void readInWorker({ text: 'next' }, {});
    expect(FakeWorker.created).toHaveLength(2);
    expect(lastWorker().posted).toMatchObject([{ input: { text: 'next' } }]);
  });

  it('answers a reading that answers in time, and says nothing more of it', async () => {
    vi.useFakeTimers();
    const { readInWorker, READING_DEADLINE_MS } = await load();
    const slow = vi.fn();
    const reading = readInWorker({ text: 'quick' }, {}, { slow });
    lastWorker().answer(read('quick'));
    await expect(reading).resolves.toEqual(read('quick'));
    vi.advanceTimersByTime(READING_DEADLINE_MS * 2);
    expect(slow).not.toHaveBeenCalled();
    expect(lastWorker().terminated).toBe(false);
  });

  it('stops a reading on cancel: null, worker ended, no notice after', async () => {
    vi.useFakeTimers();
    const { readInWorker, stopReading, READING_DEADLINE_MS } = await load();
    const slow = vi.fn();
    const reading = readInWorker({ text: 'slow' }, {}, { slow });
    const worker = lastWorker();

    stopReading();

    await expect(reading).resolves.toBeNull();
    expect(worker.terminated).toBe(true);
    vi.advanceTimersByTime(READING_DEADLINE_MS);
    expect(slow).not.toHaveBeenCalled();
    // Nothing runs any more: stopping again does nothing.
    stopReading();
    void readInWorker({ text: 'again' }, {});
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('says clearly when the worker dies, handles the error and starts afresh next time', async () => {
    const { readInWorker } = await load();
    const reading = readInWorker({ text: 'x' }, {});
    const worker = lastWorker();
    expect(worker.crash('out of memory')).toBe(true);
    await expect(reading).resolves.toEqual({
      ok: false,
      error:
        'Reading this stopped unexpectedly (out of memory); the text is kept. Paste it again, or paste only the request and its headers.',
    });
    expect(worker.terminated).toBe(true);

    const next = readInWorker({ text: 'y' }, {});
    lastWorker().crash('');
    await expect(next).resolves.toMatchObject({
      error: expect.stringMatching(/\(the reader failed\)/),
    });
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('says what threw when the intake threw, and keeps the worker', async () => {
    const { readInWorker } = await load();
    const reading = readInWorker({ text: 'x' }, {});
    const worker = lastWorker();
    worker.onmessage?.(
      new MessageEvent('message', { data: { run: worker.posted[0]!.run, failed: 'bad input' } }),
    );
    await expect(reading).resolves.toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Reading this stopped unexpectedly \(bad input\)/),
    });
    expect(worker.terminated).toBe(false);
  });

  it('says so when the answer cannot cross back, or no worker can start', async () => {
    const { readInWorker } = await load();
    const reading = readInWorker({ text: 'x' }, {});
    lastWorker().onmessageerror?.(new MessageEvent('messageerror'));
    await expect(reading).resolves.toMatchObject({
      error: expect.stringMatching(/could not be passed back/),
    });

    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked by the page');
        }
      },
    );
    await expect(readInWorker({ text: 'x' }, {})).resolves.toMatchObject({
      ok: false,
      error: expect.stringMatching(/\(blocked by the page\)/),
    });
  });
});

import type { IntakeOptions } from '../../core/intake/detect.ts';
import type { PasteResult } from '../../core/paste/messages.ts';
import type { IntakeInput, IntakeReply, IntakeRequest } from './intake-protocol.ts';

/**
 * How long a reading may take before the worker is ended. Many times what the intake takes on
 * the largest pastes of docs/performance.md, so a busy machine never reaches it and a reading
 * still running then is a reader gone wrong; and about as long as someone waits on a page that
 * says it is working before giving up on it.
 */
export const READING_DEADLINE_MS = 10_000;

/**
 * How long a reading runs before the page says it is still reading: past what the intake takes
 * on a normal paste (docs/performance.md), so that notice never flickers by on one.
 */
export const STILL_READING_MS = 250;

/** What the page hears of a reading besides its answer. */
export interface ReadingEvents {
  /** The reading has run for {@link STILL_READING_MS}: the page says it is still reading. */
  slow?: () => void;
}

const TIMED_OUT = `This could not be read within ${READING_DEADLINE_MS / 1000} seconds, so the reading was stopped; the text is kept. Paste only the request and its headers (or the failure log's JSON), or type the fields below.`;

const stoppedBy = (why: string) =>
  `Reading this stopped unexpectedly (${why}); the text is kept. Paste it again, or paste only the request and its headers.`;

/** The one intake worker, kept between readings; null once ended, so the next starts afresh. */
let worker: Worker | null = null;
/** The reading in flight: ending it answers its promise with null. */
let running: { stop: () => void } | null = null;
let lastRun = 0;

const startWorker = () =>
  new Worker(new URL('./intake.worker.ts', import.meta.url), { type: 'module' });

/** Starts the worker ahead of the first reading, so that reading does not wait for its code. */
export function prepareReader(): void {
  try {
    worker ??= startWorker();
  } catch {
    // The first reading tries again and says why it could not.
  }
}

/**
 * Ends the reading in flight, if any: its worker is terminated (it may be stuck in the reading)
 * and its promise answers null, so its result is never shown. The next reading starts a fresh one.
 */
export function stopReading(): void {
  running?.stop();
}

/**
 * Reads a paste or a file's bytes in the intake worker (core/intake/detect.ts) and answers its
 * result. Only the newest reading is ever answered: starting one while another runs ends the
 * older (see {@link stopReading}), whose promise answers null, as does one stopped. A reading
 * past {@link READING_DEADLINE_MS}, or a worker that dies, answers an error that says so and
 * what to do; the promise never rejects.
 */
export function readInWorker(
  input: IntakeInput,
  options: IntakeOptions,
  events: ReadingEvents = {},
): Promise<PasteResult | null> {
  stopReading();
  let reader: Worker;
  try {
    reader = worker ??= startWorker();
  } catch (error) {
    return Promise.resolve({ ok: false, error: stoppedBy((error as Error).message) });
  }
  const run = ++lastRun;
  return new Promise<PasteResult | null>((resolve) => {
    const slow = setTimeout(() => events.slow?.(), STILL_READING_MS);
    const deadline = setTimeout(
      () => end({ ok: false, error: TIMED_OUT }, 'terminate'),
      READING_DEADLINE_MS,
    );
    function end(result: PasteResult | null, then: 'keep' | 'terminate') {
      clearTimeout(slow);
      clearTimeout(deadline);
      reader.onmessage = null;
      reader.onerror = null;
      reader.onmessageerror = null;
      running = null;
      if (then === 'terminate') {
        reader.terminate();
        if (worker === reader) worker = null;
      }
      resolve(result);
    }
    running = { stop: () => end(null, 'terminate') };
    reader.onmessage = (event: MessageEvent<IntakeReply>) => {
      const reply = event.data;
      if (reply.run !== run) return;
      if ('result' in reply) end(reply.result, 'keep');
      else end({ ok: false, error: stoppedBy(reply.failed) }, 'keep');
    };
    reader.onerror = (event) => {
      // Handled here: the page says so in its own words instead of an uncaught error.
      event.preventDefault();
      end({ ok: false, error: stoppedBy(event.message || 'the reader failed') }, 'terminate');
    };
    reader.onmessageerror = () =>
      end({ ok: false, error: stoppedBy('its answer could not be passed back') }, 'terminate');
    const request: IntakeRequest = { run, input, options };
    reader.postMessage(request);
  });
}

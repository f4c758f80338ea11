// Runs a share of the mistake search (spec 5.5's mistakes) off the main thread: every candidate is
// a MAC over the whole body, so on a large body the search takes long enough that, on the main
// thread, typing in the case's fields would stall.
import { diagnosePart } from '../../core/diagnosis/index.ts';
import type { SearchReply, SearchRequest } from './search-protocol.ts';

/** The run this worker searches for; a stop or a newer run ends the search between batches. */
let currentRun = 0;

const reply = (message: SearchReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  if ('stop' in request) {
    if (currentRun === request.stop) currentRun = 0;
    return;
  }
  const { run, input, share } = request;
  currentRun = run;
  try {
    const part = await diagnosePart(input, {
      ...share,
      onProgress: (nextBatch, searched) => reply({ run, progress: { nextBatch, searched } }),
      cancelled: () => currentRun !== run,
    });
    reply({ run, ok: true, part });
  } catch (error) {
    reply({ run, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};

/**
 * Work left for the end of the event loop's current turn (`setImmediate`: after the poll phase
 * has run every request that arrived together), done in one step: first the answers, written
 * back to back, then the bookkeeping about them (the traffic log), which no client waits for.
 * Under load each socket write that finds the client asleep pays for waking it, several times
 * what a write to a client at work costs the server; written together, only the first does. A
 * turn with a single request ends as soon as it is answered.
 */
import { Buffer } from 'node:buffer';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

const answers: Array<() => void> = [];
const bookkeeping: Array<() => void> = [];
let scheduled = false;

/** Runs each task; one that throws is reported and the others still run. */
function runAll(tasks: Array<() => void>, what: string): void {
  for (const task of tasks.splice(0)) {
    try {
      task();
    } catch (error) {
      console.error(`sandbox: ${what}`, error);
    }
  }
}

function endTurn(): void {
  scheduled = false;
  runAll(answers, 'writing an answer');
  runAll(bookkeeping, 'after answering');
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(endTurn);
}

/** Writes an answer at the end of this turn, with the others answered in it. */
export function answerAtEndOfTurn(write: () => void): void {
  answers.push(write);
  schedule();
}

/** Runs `task` at the end of this turn, once its answers are written. */
export function afterTheAnswers(task: () => void): void {
  bookkeeping.push(task);
  schedule();
}

/**
 * Writes `text` as the answer on `outgoing` at the end of this turn, with `status` and `headers`
 * and its Content-Length: for a signed envelope, the very bytes its X-Sign covers (spec 5.3). A
 * client gone meanwhile is skipped, as Node drops a write to a closed socket.
 */
export function sendAtEndOfTurn(
  outgoing: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  text: string,
): void {
  headers['content-length'] = Buffer.byteLength(text);
  answerAtEndOfTurn(() => {
    if (outgoing.destroyed) return;
    try {
      outgoing.writeHead(status, headers);
      outgoing.end(text);
    } catch (error) {
      // Never leave the client waiting on an answer that could not be written.
      outgoing.destroy();
      throw error;
    }
  });
}

/**
 * The answer when answering a request threw: nothing for a client that hung up mid-request
 * (nobody is left to read it, and it is no fault of the sandbox), else the envelope of a bug.
 */
import { textResponse } from './text-response.ts';

/** Whether `error` is Node's report of a client that closed its connection mid-request. */
function clientHungUp(error: unknown, aborted: boolean): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return aborted || code === 'ECONNRESET' || code === 'ECONNABORTED';
}

const BUG = { code: 5000, msg: 'Internal sandbox error (a bug in the sandbox).', data: null };

/**
 * The answer to a request whose route threw `error`; `aborted` when the request's own signal
 * says its client is gone. Only a bug is reported, and it keeps the envelope shape (spec 2).
 */
export function errorAnswer(error: unknown, aborted: boolean): Response {
  if (clientHungUp(error, aborted)) return textResponse('', 400, {});
  console.error('sandbox: unexpected error', error);
  return textResponse(JSON.stringify(BUG), 500, { 'content-type': 'application/json' }, BUG);
}

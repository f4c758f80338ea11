/**
 * The page's side of the in-page sandbox (docs/hosting.md): one Web Worker running the sandbox
 * app, started on first use, and a call that posts it a request and turns its answer into a
 * Response with the exact body bytes and headers the sandbox gave.
 */
import type { InPageAnswer, InPageRequest } from '../../core/sandbox-api/in-page-message.ts';

let worker: Worker | undefined;
let counter = 0;
const waiting = new Map<number, (answer: InPageAnswer) => void>();

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('../../server/in-page/in-page-sandbox.worker.ts', import.meta.url), {
    type: 'module',
    name: 'in-page-sandbox',
  });
  worker.addEventListener('message', (event: MessageEvent<InPageAnswer>) => {
    const settle = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    settle?.(event.data);
  });
  return worker;
}

/** Sends `request` (its path under the sandbox's root) to the in-page sandbox. */
export async function inPageFetch(path: string, request: Request): Promise<Response> {
  const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
  const id = ++counter;
  const message: InPageRequest = {
    id,
    method: request.method,
    path,
    headers: [...request.headers],
    body,
  };
  const answer = await new Promise<InPageAnswer>((resolve) => {
    waiting.set(id, resolve);
    started().postMessage(message, body ? [body] : []);
  });
  // A failure inside the sandbox reaches the caller as fetch's network error does.
  if ('error' in answer) throw new TypeError(answer.error);
  const empty = [101, 204, 205, 304].includes(answer.status) || request.method === 'HEAD';
  return new Response(empty ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

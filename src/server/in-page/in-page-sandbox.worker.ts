/**
 * The in-page sandbox (docs/hosting.md): the same sandbox app the Node server runs
 * (`createSandbox`), in a Web Worker of the statically served console. The worker build maps the
 * few Node modules the sandbox imports to the browser shims in `platform/` (vite.config.ts), so
 * there is one sandbox, not a copy. Its state (orders, nonces, traffic, inbox) lives in this
 * worker's memory for as long as the page is open; webhooks to its inbox are delivered
 * in-process, as the Node sandbox does when it knows no base URL of its own.
 */
import { installNodeTimers } from './platform/timers.ts';
import { createSandbox } from '../sandbox/app.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import type { InPageAnswer, InPageRequest } from '../../core/sandbox-api/in-page-message.ts';

/** The worker's own global scope, typed here: the sandbox code is checked against Node's types. */
const scope = globalThis as unknown as {
  location: { origin: string };
  addEventListener(type: 'message', listener: (event: { data: InPageRequest }) => void): void;
  postMessage(message: InPageAnswer, options: { transfer: ArrayBuffer[] }): void;
};

installNodeTimers();
const sandbox = createSandbox(defaultSandboxConfig());
/** Where the sandbox's routes sit as the app sees them: any origin will do, it is never dialled. */
const ROOT = `${scope.location.origin}/`;

async function answer(request: InPageRequest): Promise<InPageAnswer> {
  try {
    const response = await sandbox.app.fetch(
      new Request(new URL(request.path.replace(/^\/+/, ''), ROOT), {
        method: request.method,
        headers: request.headers,
        body: request.body,
      }),
    );
    return {
      id: request.id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

scope.addEventListener('message', (event) => {
  void answer(event.data).then((reply) => {
    const transfer = 'body' in reply ? [reply.body] : [];
    scope.postMessage(reply, { transfer });
  });
});

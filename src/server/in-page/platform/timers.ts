/**
 * Node's timer surface in the in-page sandbox's worker (docs/hosting.md): `setImmediate`, which
 * the sandbox uses to leave work for the end of the turn, and timers with `unref`/`ref`, which it
 * calls so a Node process is not kept alive. A worker has neither; here `setImmediate` is a
 * zero-delay timeout and `unref` does nothing (the page's life is the worker's).
 */
interface NodeLikeTimer {
  unref(): NodeLikeTimer;
  ref(): NodeLikeTimer;
  hasRef(): boolean;
  [Symbol.toPrimitive](): number;
}

type Callback = (...args: unknown[]) => void;

const scope = globalThis as unknown as Record<string, unknown>;
const browserSetTimeout = globalThis.setTimeout.bind(globalThis) as unknown as (
  callback: Callback,
  ms?: number,
  ...args: unknown[]
) => number;
const browserClearTimeout = globalThis.clearTimeout.bind(globalThis) as unknown as (
  id: number | undefined,
) => void;

function timer(id: number): NodeLikeTimer {
  const handle: NodeLikeTimer = {
    unref: () => handle,
    ref: () => handle,
    hasRef: () => false,
    [Symbol.toPrimitive]: () => id,
  };
  return handle;
}

/** Installs the Node-like timers on the worker's global scope (once, before the sandbox runs). */
export function installNodeTimers(): void {
  scope['setTimeout'] = (callback: Callback, ms?: number, ...args: unknown[]) =>
    timer(browserSetTimeout(callback, ms, ...args));
  scope['clearTimeout'] = (handle: unknown) =>
    browserClearTimeout(handle === undefined || handle === null ? undefined : Number(handle));
  scope['setImmediate'] ??= (callback: Callback, ...args: unknown[]) =>
    timer(browserSetTimeout(callback, 0, ...args));
  scope['clearImmediate'] ??= scope['clearTimeout'];
}

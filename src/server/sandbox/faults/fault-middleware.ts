/**
 * The fault switches that act on the API routes (not on `/_sandbox/`, so they can always be
 * switched off): a delay before answering, a dropped connection, and the amount-limit codes of
 * spec 7. The corrupt response sign lives in `respond.ts`, the clock skew in the state's clock.
 */
import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { SandboxState } from '../state.ts';
import type { AnswerFaults } from './one-shot-faults.ts';

/** The status the traffic log shows for a dropped connection (nothing is sent; nginx's 444). */
const DROPPED_STATUS = 444;

/** The amount-limit code the API answers with (spec 7: 2006 or 5008), or null when off. */
export function amountLimitCode(state: SandboxState): 2006 | 5008 | null {
  if (state.faults.has('amount-limit-2006')) return 2006;
  if (state.faults.has('amount-limit-5008')) return 5008;
  return null;
}

/**
 * The faults the answer to a query with X-Nonce `nonce` meets: the global switches, overridden
 * by a one-shot fault armed for that nonce, which this consumes. Called once per query.
 */
export function answerFaults(state: SandboxState, nonce: string | undefined): AnswerFaults {
  const oneShot = state.oneShotFaults.take(nonce);
  return {
    corruptResponseSign: oneShot?.corruptResponseSign ?? state.faults.has('corrupt-response-sign'),
    amountLimitCode:
      oneShot?.amountLimitCode !== undefined ? oneShot.amountLimitCode : amountLimitCode(state),
  };
}

/**
 * The switches that act before the answer, for an API request (never `/_sandbox/` or a
 * preflight: the front middleware decides that); a pass-through unless `faultsBeforeAnswer`
 * (`fault-catalog.ts`, which marks these two as acting before the answer).
 */
export function faultMiddleware(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const delay = state.faultValues.delayMs;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (state.faults.has('drop-connection')) {
      // Served by @hono/node-server (standalone, console server, Vite), env holds the socket.
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      if (incoming) {
        incoming.socket.destroy();
        return new Response(null, { status: DROPPED_STATUS });
      }
      // In-process (app.request) there is no socket to drop: answer normally, and say so.
      await next();
      c.header('X-Sandbox-Fault', 'drop-connection needs a socket; not dropped in-process');
      return;
    }
    return next();
  };
}

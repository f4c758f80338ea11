/**
 * How many receiver checks run at once (docs/sandbox.md, "Limits under a flood"): one at a time
 * per merchant and a few in all, each within its own deadline (`receiver-check.ts`). A check
 * asked for beyond that is refused at once, never queued, so callers cannot pile up waiting
 * requests and outbound connections.
 */

/** Receiver checks the sandbox runs at once, across merchants. */
const CHECKS_AT_ONCE = 4;

/** A check's result, or why it was not run. */
type GatedCheck<T> = { ok: true; value: T } | { ok: false; error: string };

export interface ReceiverCheckGate {
  /** Runs `check` for `merchantId` unless one runs for that merchant or the cap is reached. */
  run<T>(merchantId: string, check: () => Promise<T>): Promise<GatedCheck<T>>;
}

/** A gate letting `atOnce` checks run together, one per merchant. */
export function createReceiverCheckGate(atOnce: number = CHECKS_AT_ONCE): ReceiverCheckGate {
  const running = new Set<string>();
  return {
    async run(merchantId, check) {
      if (running.has(merchantId)) {
        return {
          ok: false,
          error: `A receiver check for merchant ${merchantId} is already running; one runs at a time per merchant, so ask again once it has answered.`,
        };
      }
      if (running.size >= atOnce) {
        return {
          ok: false,
          error: `${atOnce} receiver checks are running, the most the sandbox runs at once; ask again once one has answered.`,
        };
      }
      running.add(merchantId);
      try {
        return { ok: true, value: await check() };
      } finally {
        running.delete(merchantId);
      }
    },
  };
}

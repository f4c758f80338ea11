/**
 * One-shot faults (docs/sandbox.md, "Faults"): `PUT /_sandbox/faults` with a `nonce` arms a
 * fault for the one query that carries that X-Nonce (spec 5.1), and that query consumes it.
 * Nothing global changes, so a lesson's fault never reaches another tab's traffic and is never
 * left switched on. Only the faults that act on the answer can be scoped this way.
 */
import {
  ONE_SHOT_FAULTS_CAP,
  type AmountLimitCode,
  type FaultsChange,
} from '../../../core/sandbox-api/faults.ts';

/** The faults one answer meets: the global switches, overridden by its one-shot fault. */
export interface AnswerFaults {
  corruptResponseSign: boolean;
  amountLimitCode: AmountLimitCode | null;
}

type OneShot = Partial<AnswerFaults>;

export interface OneShotFaults {
  /** Arms `change` for the next query with X-Nonce `nonce` (replacing one armed before). */
  arm(
    nonce: string,
    change: Pick<FaultsChange, 'corrupt_response_sign' | 'amount_limit_code'>,
  ): void;
  /** The fault armed for `nonce`, removed so no other request meets it. */
  take(nonce: string | undefined): OneShot | undefined;
  /** How many wait for their query. */
  readonly size: number;
}

/** An empty set, bounded: past the cap the oldest armed fault goes first. */
export function createOneShotFaults(): OneShotFaults {
  const armed = new Map<string, OneShot>();
  return {
    arm(nonce, change) {
      const fault: OneShot = {};
      if (change.corrupt_response_sign !== undefined) {
        fault.corruptResponseSign = change.corrupt_response_sign;
      }
      if (change.amount_limit_code !== undefined) fault.amountLimitCode = change.amount_limit_code;
      armed.delete(nonce);
      armed.set(nonce, fault);
      while (armed.size > ONE_SHOT_FAULTS_CAP) armed.delete(armed.keys().next().value!);
    },
    take(nonce) {
      if (nonce === undefined || armed.size === 0) return undefined;
      const fault = armed.get(nonce);
      if (fault) armed.delete(nonce);
      return fault;
    },
    get size() {
      return armed.size;
    },
  };
}

/**
 * Every fault the sandbox can switch on, defined once: whether it is on, and where it acts. The
 * query lane (`query-lane.ts`) answers through the same checks and envelope as the app, so a
 * fault acting on the answer (a corrupt sign, spec 5.3 rule 5; an amount-limit code, spec 7; a
 * skewed clock, spec 5.5) reaches both alike; a fault acting on the connection before the answer
 * (a delay, a dropped socket) lives in the app's middleware, so the lane must step aside for it.
 * The catalog is keyed by every switch and every valued fault, so adding a fault without saying
 * where it acts does not compile.
 */
import type { FaultName } from '../config.ts';
import type { FaultValues } from '../state.ts';

/** Where a fault acts: on the answer (any path gives it), or before it (the app's middleware). */
type FaultStage = 'answer' | 'before-answer';

/** What the catalog reads to tell whether a fault is on: the sandbox state's two fault fields. */
export interface FaultSwitches {
  readonly faults: ReadonlySet<FaultName>;
  readonly faultValues: Readonly<FaultValues>;
}

export interface FaultDefinition {
  readonly stage: FaultStage;
  /** Whether the fault is on in `switches`. */
  readonly on: (switches: FaultSwitches) => boolean;
}

/** The name of every fault: the switches, and the valued faults by their `FaultValues` field. */
export type FaultKey = FaultName | keyof FaultValues;

const switchedOn =
  (name: FaultName) =>
  ({ faults }: FaultSwitches): boolean =>
    faults.has(name);

/** Every fault, with where it acts: the one definition the lane, the app and tests read. */
export const FAULT_CATALOG: Readonly<Record<FaultKey, FaultDefinition>> = {
  'corrupt-response-sign': { stage: 'answer', on: switchedOn('corrupt-response-sign') },
  'amount-limit-2006': { stage: 'answer', on: switchedOn('amount-limit-2006') },
  'amount-limit-5008': { stage: 'answer', on: switchedOn('amount-limit-5008') },
  'drop-connection': { stage: 'before-answer', on: switchedOn('drop-connection') },
  delayMs: { stage: 'before-answer', on: ({ faultValues }) => faultValues.delayMs > 0 },
  clockSkewSeconds: {
    stage: 'answer',
    on: ({ faultValues }) => faultValues.clockSkewSeconds !== 0,
  },
};

const BEFORE_ANSWER = Object.values(FAULT_CATALOG).filter(
  (definition) => definition.stage === 'before-answer',
);

/**
 * Whether any fault acting before the answer is on, derived from the catalog: the query lane
 * steps aside for these so the app's fault middleware meets them. Allocates nothing per call.
 */
export function faultsBeforeAnswer(switches: FaultSwitches): boolean {
  for (let index = 0; index < BEFORE_ANSWER.length; index++) {
    if (BEFORE_ANSWER[index]!.on(switches)) return true;
  }
  return false;
}

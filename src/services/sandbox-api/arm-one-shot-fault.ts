import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { type FaultsChange } from '../../core/sandbox-api/faults.ts';
import { callRoute } from './admin-fetch.ts';

/** A fault for one query only: the answer-side faults the sandbox can scope to a nonce. */
export type OneShotFault = Pick<FaultsChange, 'corrupt_response_sign' | 'amount_limit_code'>;

/**
 * Arms `fault` for the one query that will carry X-Nonce `nonce` (`PUT /_sandbox/faults` with
 * `nonce`, docs/sandbox.md "Faults"): nothing global changes, so no other tab or program meets
 * it, and the query consumes it. Lesson steps call it in sequence with their query, so it has
 * no hook.
 */
export function armOneShotFault({ nonce, fault }: { nonce: string; fault: OneShotFault }) {
  return callRoute(SANDBOX_ROUTES.setFaults, { body: { ...fault, nonce } });
}

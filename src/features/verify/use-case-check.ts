import type { DiagnosisInput } from '../../core/diagnosis/index.ts';
import { compareSign } from '../../core/diagnosis/index.ts';
import { useWorkerComputation } from '../../ui/hooks/use-worker-computation.ts';
import { searchInWorker } from './search-in-worker.ts';

/**
 * What a check depends on. The verdict's key leaves the User-Agent out: the sender's stack only
 * words the diagnosis's hints (spec 5.5), so typing one must not recompute, or blink, the verdict.
 */
function caseKey(input: DiagnosisInput, withAgent = true): string {
  return JSON.stringify([
    input.kind,
    input.env,
    input.merchantId,
    input.timestamp,
    input.nonce,
    input.rawBody,
    input.receivedSign,
    input.secrets.test ?? '',
    input.secrets.production ?? '',
    input.suspectedArtifacts ?? [],
    input.bodyRewrittenBy ?? '',
    withAgent ? (input.userAgent ?? '') : '',
  ]);
}

/**
 * The case's verdict at once (one HMAC on the main thread, recomputed as the user types), and
 * the mistake search in a worker, so typing never waits for it. The search starts with the
 * verdict rather than after it (a matching case returns at once there), and while a new search
 * runs the last diagnosis stays on screen, marked not current.
 *
 * With a failure log's `loggedExpected` sign (spec 5.5) that differs from the one computed here,
 * the same search runs over it in a second worker, to name what the verifying handler got wrong.
 */
export function useCaseCheck(input: DiagnosisInput, loggedExpected?: string) {
  const key = input.secrets[input.env] ? caseKey(input, false) : null;
  const verdict = useWorkerComputation(key, () => compareSign(input));
  const searchKey = key === null || input.receivedSign.trim() === '' ? null : caseKey(input);
  const search = useWorkerComputation(searchKey, () => searchInWorker(input));
  const logged = loggedExpected?.trim() ?? '';
  const handlerInput: DiagnosisInput = { ...input, receivedSign: logged, signer: 'handler' };
  const handlerKey =
    key && logged !== '' && verdict.current && verdict.value?.expectedSign !== logged.toLowerCase()
      ? caseKey(handlerInput)
      : null;
  const handler = useWorkerComputation(handlerKey, () => searchInWorker(handlerInput, 'handler'));
  return { verdict, search, handler: handlerKey ? handler : null };
}

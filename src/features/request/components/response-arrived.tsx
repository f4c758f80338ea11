import type { QueryResult } from '../api/send-query.ts';
import { RESPONSE_ID } from './response-panel.tsx';

/**
 * Beside Send, what came back: the status and the response's verdict, announced, with a button to
 * the response (drawn below the view's columns, often out of sight). A response is trusted only
 * once its signature is verified (spec 5.3), so the verdict is named with the status.
 */
export function ResponseArrived({
  pending,
  failed,
  result,
}: {
  pending: boolean;
  failed: boolean;
  result: QueryResult | null;
}) {
  // While sending, the Send button itself says so.
  const message = pending
    ? ''
    : failed
      ? 'The send failed: see the response below.'
      : result
        ? `Response arrived: HTTP ${result.status}, ${result.verdict.verdict}.`
        : '';
  const tone =
    result && !pending && !failed
      ? result.verdict.verdict === 'VERIFIED'
        ? 'ok'
        : 'bad'
      : 'neutral';
  return (
    <p className={`response-arrived ${tone}`} role="status" data-testid="request.response-arrived">
      {message}
      {message !== '' ? (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            const panel = document.getElementById(RESPONSE_ID);
            panel?.scrollIntoView({ block: 'start' });
            panel?.focus({ preventScroll: true });
          }}
        >
          Show the response
        </button>
      ) : null}
    </p>
  );
}

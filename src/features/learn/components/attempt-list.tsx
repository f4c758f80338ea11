import type { Attempt } from '../../../core/learn/traffic-grading.ts';
import { explainCode } from '../../../core/protocol/result-codes.ts';

/** What the sandbox answered to each query the lesson saw, and the mistake it diagnosed. */
export function AttemptList({
  attempts,
  programOnly = false,
}: {
  attempts: Attempt[];
  /** The lesson counts only a program's queries: say so on each the console itself sent. */
  programOnly?: boolean;
}) {
  if (attempts.length === 0) return <p className="muted">No query has arrived yet.</p>;
  return (
    <ol className="learn-attempts" aria-label="Queries the sandbox received">
      {attempts.map((attempt) => (
        <li key={attempt.id} data-testid="learn.attempt" data-accepted={attempt.accepted}>
          <strong>#{attempt.id}</strong> HTTP {attempt.status}, code {attempt.code ?? 'none'}
          {attempt.accepted ? ': accepted.' : `: ${explainCode(attempt.code)?.title ?? 'refused'}.`}
          {programOnly && attempt.fromConsole ? (
            <div data-testid="learn.from-console">
              Sent from this console&apos;s own page, not from your program: it does not count here.
            </div>
          ) : null}
          {attempt.unknownOrder ? (
            <div data-testid="learn.unknown-order">
              Your signature was accepted: the sandbox looks the order up only after verifying it.
              That order does not exist here; the sandbox knows ORD-20231114-0001.
            </div>
          ) : attempt.msg && !attempt.accepted ? (
            <div className="muted">{attempt.msg}</div>
          ) : null}
          {attempt.pending ? <div className="muted">Naming the mistake…</div> : null}
          {attempt.causes.length > 0 ? (
            <div data-testid="diagnosis" data-cause={attempt.causes.join(' ')}>
              Mistake: <strong>{attempt.causes.join(' + ')}</strong>. {attempt.explanation}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

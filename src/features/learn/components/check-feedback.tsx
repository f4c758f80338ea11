import type { CheckResult } from '../../../core/learn/exercise-checks.ts';
import { LazyByteDiff } from '../../../ui/editor/lazy-byte-diff.tsx';
import { PartHints } from './part-hints.tsx';

/**
 * The verdict on an attempt: passed, or the hints of what differs. The byte diff, which shows
 * the answer, waits for a second wrong attempt, so a first try never gets the answer outright;
 * the string to sign, which the diff would show whole, gets hints that grow part by part.
 */
export function CheckFeedback({ result, tries }: { result: CheckResult | null; tries: number }) {
  if (!result) return null;
  if (result.ok) {
    return (
      <div className="learn-feedback learn-pass" role="status" data-testid="learn.feedback">
        <p>{result.why ? 'Correct. Why:' : 'Correct: byte for byte what the spec builds.'}</p>
        {result.why ? (
          <ul data-testid="learn.why">
            {result.why.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <div className="learn-feedback learn-fail" role="alert" data-testid="learn.feedback">
      <p>
        Not yet (attempt {tries}).
        {result.causes.length > 0 ? (
          <span data-testid="diagnosis" data-cause={result.causes.join(' ')}>
            {' '}
            Mistake: {result.causes.join(' + ')}.
          </span>
        ) : null}
      </p>
      <ul>
        {result.hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
      {result.parts ? (
        <PartHints parts={result.parts} tries={tries} />
      ) : result.diff && tries >= 2 ? (
        <section aria-label="Byte diff">
          <p className="muted">Left: the string to sign of spec 5.2. Right: yours.</p>
          <LazyByteDiff correct={result.diff.correct} sent={result.diff.sent} />
        </section>
      ) : result.diff ? (
        <p className="muted">Try again; a byte diff appears after a second wrong attempt.</p>
      ) : null}
    </div>
  );
}

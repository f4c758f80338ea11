import { hintLevel, type PartCheck } from '../../../core/learn/string-to-sign-parts.ts';
import { VisibleText } from '../../../ui/components/signed-bytes/visible-text-view.tsx';

/**
 * The string-to-sign lesson's help as it grows with the wrong tries (spec 5.2): first the hint
 * alone; on the second, which of the four parts are right, with the learner's own bytes drawn;
 * from the third, the value of the first wrong part only. Never the whole answer.
 */
export function PartHints({ parts, tries }: { parts: PartCheck[]; tries: number }) {
  const level = hintLevel(tries);
  if (level === 'hints') {
    return (
      <p className="muted" data-testid="learn.next-hint">
        Try again; the next wrong try shows which of the four parts differ.
      </p>
    );
  }
  const firstWrong = parts.find((part) => !part.ok);
  return (
    <section aria-label="Your parts" data-testid="learn.part-hints">
      <ol className="learn-parts">
        {parts.map((part) => (
          <li key={part.label} data-ok={part.ok}>
            <span className={part.ok ? 'learn-part-ok' : 'learn-part-wrong'}>
              {part.ok ? 'Right' : 'Differs'}
            </span>
            : {part.label}{' '}
            {part.yours === null ? (
              <em>is missing (fewer than three line feeds)</em>
            ) : (
              <code className="mono">
                <VisibleText text={part.yours} />
              </code>
            )}
          </li>
        ))}
      </ol>
      {level === 'one-part' && firstWrong ? (
        <p data-testid="learn.part-answer">
          {firstWrong.label[0]?.toUpperCase()}
          {firstWrong.label.slice(1)} should be{' '}
          <code className="mono">
            <VisibleText text={firstWrong.expected} />
          </code>
          , with one line feed (␊) between parts and nothing after the body.
        </p>
      ) : (
        <p className="muted">A third wrong try shows the first wrong part as it should be.</p>
      )}
    </section>
  );
}

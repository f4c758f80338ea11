import type { Diagnosis } from '../../../core/diagnosis/index.ts';
import { LazyByteDiff } from '../../../ui/editor/lazy-byte-diff.tsx';
import { RejectionChecklist } from '../../../ui/components/rejection-checklist-view.tsx';

type Mismatch = Extract<Diagnosis, { verdict: 'MISMATCH' }>;

/**
 * Why the signs differ: the mistake that reproduces the received sign, with the string the
 * sender signed against the correct one; or, when nothing reproduces it, the checks that a
 * search cannot make.
 */
export function DiagnosisPanel({
  diagnosis,
  current,
  handler = false,
}: {
  diagnosis: Mismatch;
  current: boolean;
  /** The search over a failure log's expected_sign: what the verifying handler got wrong. */
  handler?: boolean;
}) {
  const { found } = diagnosis;
  const causes = found ? found.causes.join(' ') : 'UNKNOWN';
  const encoded = found?.causes.includes('BODY_ENCODING') ?? false;
  return (
    <section
      className={`panel diagnosis ${found ? 'found' : 'unknown'}`}
      data-testid={handler ? 'verify.handler-diagnosis' : 'diagnosis'}
      data-cause={causes}
      aria-label={handler ? "Diagnosis of the handler's expected_sign" : 'Diagnosis'}
      aria-busy={!current}
    >
      <header className="panel-header">
        <h3>
          {handler ? "The failure log's expected_sign: " : null}
          {found
            ? found.title
            : `No common mistake reproduces the ${handler ? 'logged' : 'received'} sign`}
        </h3>
        <code className="cause-code">{causes}</code>
      </header>
      {diagnosis.notes.map((note) => (
        <p key={note} className="hint">
          {note}
        </p>
      ))}
      {found ? (
        <>
          <p>{found.explanation}</p>
          <p>
            <strong>Fix:</strong> {found.fix}
          </p>
          {found.details.length > 0 ? (
            <ul className="details">
              {found.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
          {found.libraries && found.libraries.length > 0 ? (
            <details className="libraries" data-testid="diagnosis.libraries">
              <summary>Libraries the sent bytes point at ({found.libraries.length})</summary>
              <ol>
                {found.libraries.map((library) => (
                  <li key={library}>{library}</li>
                ))}
              </ol>
            </details>
          ) : null}
          {found.senderPayload !== found.correctPayload ? (
            <>
              <h4>Correct string to sign against what the sender signed</h4>
              <LazyByteDiff correct={found.correctPayload} sent={found.senderPayload} />
            </>
          ) : (
            <p className="hint">
              {encoded
                ? 'The characters of the string to sign were right; the bytes they were encoded to were not.'
                : 'The string to sign was right; the key or the output format was not.'}
            </p>
          )}
        </>
      ) : (
        <>
          <p>
            Tried {diagnosis.searched} variants of the spec 5.5 mistakes and their pairs. What a
            search cannot find: a wrong merchant ID, a wrong or mistyped secret (check the key
            fingerprints match), or a body changed in transit. Walk the checklist:
          </p>
          <RejectionChecklist open />
        </>
      )}
    </section>
  );
}

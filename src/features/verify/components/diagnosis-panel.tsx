import type { Diagnosis } from '../../../core/diagnosis/index.ts';
import { LazyByteDiff } from '../../../ui/editor/lazy-byte-diff.tsx';
import { RejectionChecklist } from '../../../ui/components/rejection-checklist-view.tsx';

type Mismatch = Extract<Diagnosis, { verdict: 'MISMATCH' }>;
type Found = NonNullable<Mismatch['found']>;

/**
 * The found mistake, short first (docs/diagnosis.md): one sentence addressed to whoever made it
 * and one fix, the libraries that write the bytes on one line, and the explanation, the full
 * how-to and the specifics behind a disclosure.
 */
function FoundMistake({ found }: { found: Found }) {
  const encoded = found.causes.includes('BODY_ENCODING');
  return (
    <>
      <p className="diagnosis-lead" data-testid="diagnosis.lead">
        {found.lead}
      </p>
      <p className="diagnosis-fix" data-testid="diagnosis.fix">
        <strong>Fix:</strong> {found.action}
      </p>
      {found.libraries && found.libraries.length > 0 ? (
        <p className="diagnosis-libraries" data-testid="diagnosis.libraries">
          <span className="muted">Written by </span>
          {found.libraries.join(', ')}
        </p>
      ) : null}
      <details className="diagnosis-more" data-testid="diagnosis.more">
        <summary>Why, and the fix in full</summary>
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
        {found.libraries && found.libraries.length > 1 ? (
          <>
            <h4>Libraries that write these bytes</h4>
            <ol>
              {found.libraries.map((library) => (
                <li key={library}>{library}</li>
              ))}
            </ol>
          </>
        ) : null}
      </details>
      {found.senderPayload !== found.correctPayload ? (
        <>
          <h4>Correct string to sign against what was signed</h4>
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
  );
}

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
  const { found, untestedSecret: untested } = diagnosis;
  const causes = found ? found.causes.join(' ') : 'UNKNOWN';
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
            : `No common mistake reproduces the ${handler ? 'logged' : 'received'} sign${untested ? `; the ${untested} secret is not typed, so a mix-up was not tested` : ''}`}
        </h3>
        <code className="cause-code">{causes}</code>
      </header>
      {found ? <FoundMistake found={found} /> : null}
      {diagnosis.notes.map((note) => (
        <p key={note} className="hint">
          {note}
        </p>
      ))}
      {found ? null : (
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

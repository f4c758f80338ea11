import { secretLabel, useSettingsStore } from '../../../app/settings-store.ts';
import { LiveLint } from '../../../ui/live-lint.tsx';
import { SignComparison } from '../../../ui/sign-comparison.tsx';
import { StringToSignView } from '../../../ui/string-to-sign-view.tsx';
import { useCaseCheck } from '../use-case-check.ts';
import { useVerifyStore } from '../verify-store.ts';
import { CaseActions } from './case-actions.tsx';
import { CaseBody } from './case-body.tsx';
import { CaseFields } from './case-fields.tsx';
import { DiagnosisPanel } from './diagnosis-panel.tsx';
import { IntakePanel } from './intake-panel.tsx';

/** The Verify job: paste anything, see expected against received, and why they differ. */
export function VerifyView() {
  const env = useSettingsStore((s) => s.env);
  const secrets = useSettingsStore((s) => s.secrets);
  const kind = useVerifyStore((s) => s.kind);
  const fields = useVerifyStore((s) => s.fields);
  const rawBody = useVerifyStore((s) => s.rawBody);
  const loggedExpected = useVerifyStore((s) => s.intake?.fields.expectedSign);
  const { merchantId, timestamp, nonce, receivedSign, contentType } = fields;
  const secretMissing = secrets[env] === '';
  const { verdict, search } = useCaseCheck({
    kind,
    env,
    merchantId,
    timestamp,
    nonce,
    rawBody,
    receivedSign,
    secrets: {
      ...(secrets.test ? { test: secrets.test } : {}),
      ...(secrets.production ? { production: secrets.production } : {}),
    },
  });
  const result = verdict.current ? verdict.value : null;
  const diagnosis = search.value?.verdict === 'MISMATCH' ? search.value : null;
  const hasReceived = receivedSign.trim() !== '';
  const isEmpty = [merchantId, timestamp, nonce, receivedSign, rawBody].every(
    (value) => value === '',
  );

  return (
    <div className="verify-view">
      <div className="request-grid">
        <div className="column">
          <IntakePanel />
          <CaseFields />
          {isEmpty ? null : (
            <LiveLint
              merchantId={merchantId}
              timestamp={timestamp}
              nonce={nonce}
              rawBody={rawBody}
              {...(contentType ? { contentType } : {})}
            />
          )}
        </div>
        <div className="column">
          <CaseBody />
          <StringToSignView parts={{ merchantId, timestamp, nonce, body: rawBody }} />
        </div>
      </div>
      {isEmpty ? (
        <p className="empty-state" data-testid="verify-empty">
          Paste or drop a case above, or type its fields, to compare the received sign with the
          expected one. The secret of the environment selected on the left is used.
        </p>
      ) : null}
      {secretMissing ? (
        <p className="notice" role="alert">
          Enter the {secretLabel(env)} (left) to compute the expected sign. Shared links and failure
          logs never carry a secret.
        </p>
      ) : null}
      {(verdict.error ?? search.error) && !secretMissing ? (
        <p role="alert" className="error">
          {(verdict.error ?? search.error)?.message}
        </p>
      ) : null}
      {isEmpty ? null : (
        <SignComparison
          expected={result?.expectedSign ?? null}
          received={receivedSign}
          verdict={hasReceived && result ? result.verdict : null}
          pending={!verdict.current}
        />
      )}
      {loggedExpected && result ? (
        <p className="hint" data-testid="logged-expected">
          {loggedExpected.trim().toLowerCase() === result.expectedSign
            ? 'The expected_sign in the failure log equals the one computed here: the sender and this console use the same secret and string to sign.'
            : 'The expected_sign in the failure log differs from the one computed here: the logging side used another secret, or another string to sign, than this console. Compare the key fingerprints.'}
        </p>
      ) : null}
      {result?.verdict === 'MATCH'
        ? result.notes.map((note) => (
            <p key={note} className="hint">
              {note}
            </p>
          ))
        : null}
      {hasReceived && result?.verdict === 'MISMATCH' ? (
        diagnosis ? (
          <DiagnosisPanel diagnosis={diagnosis} current={search.current} />
        ) : (
          <p className="searching" role="status">
            Searching the spec 5.5 mistakes for one that reproduces the received sign…
          </p>
        )
      ) : null}
      {isEmpty ? null : <CaseActions expectedSign={result?.expectedSign ?? null} />}
    </div>
  );
}

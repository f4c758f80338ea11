import { lazy, Suspense, useEffect } from 'react';
import { secretLabel, useSettingsStore } from '../../../services/environments/settings-store.ts';
import { fromHex } from '../../../core/text/bytes.ts';
import { checkSignBytes } from '../../../core/signing/sign-check.ts';
import { SecretNeeded } from '../../../ui/components/secret-needed.tsx';
import { SignComparison } from '../../../ui/components/signed-bytes/sign-comparison.tsx';
import { useSignVerdict } from '../../../ui/hooks/use-sign-verdict.ts';
import { caseInput } from '../case-input.ts';
import type { Diagnosis } from '../../../core/diagnosis/index.ts';
import { useCaseCheck } from '../use-case-check.ts';
import { useReadingDecision } from '../use-reading-decision.ts';
import { useTicketEvidence } from '../use-ticket-evidence.ts';
import { useVerifyStore } from '../verify-store.ts';
import { CaseActions } from './case-actions.tsx';
import { AnswerPanel } from './answer-panel.tsx';
import { DiagnosisPanel } from './diagnosis-panel.tsx';

// The reply (its writer and the snippets its fixes come from) loads after the verdict is shown:
// a shared case's first paint needs only the sign check.
const CaseReply = lazy(() => import('./case-reply.tsx').then((m) => ({ default: m.CaseReply })));

/** What a failure log's own expected_sign says, against the one computed here. */
function LoggedExpected({ logged, expected }: { logged: string; expected: string }) {
  // The one sign check, in its lowercasing form: a log may write the hex in either case.
  const same = checkSignBytes('response', fromHex(expected) ?? new Uint8Array(), logged).ok;
  return (
    <p className="hint" data-testid="verify.logged-expected">
      {same
        ? 'The expected_sign in the failure log equals the one computed here: the sender and this console use the same secret and string to sign.'
        : 'The expected_sign in the failure log differs from the one computed here: the logging side used another secret, or another string to sign, than this console. Compare the key fingerprints.'}
    </p>
  );
}

/**
 * Keeps the cause the search named for the paste's message shown (the message list's
 * `data-cause`), while the case is still that message as read.
 */
function useMessageCause(
  diagnosis: Extract<Diagnosis, { verdict: 'MISMATCH' }> | null,
  rawBody: string,
  receivedSign: string,
) {
  const message = useVerifyStore((s) => s.messages?.[s.shownMessage]);
  const index = useVerifyStore((s) => s.shownMessage);
  const noteMessageCause = useVerifyStore((s) => s.noteMessageCause);
  const cause = diagnosis ? (diagnosis.found?.causes.join(' ') ?? 'UNKNOWN') : null;
  const asRead =
    message?.intake.fields.rawBody === rawBody &&
    message.intake.fields.receivedSign === receivedSign;
  useEffect(() => {
    if (cause && asRead) noteMessageCause(index, cause);
  }, [cause, asRead, index, noteMessageCause]);
}

/**
 * The outcome for the case in the store: expected against received, the verdict, and on a
 * mismatch the mistake that explains it; then sharing and export.
 */
export function CaseResult() {
  const env = useSettingsStore((s) => s.env);
  const secrets = useSettingsStore((s) => s.secrets);
  const kind = useVerifyStore((s) => s.kind);
  const { merchantId, timestamp, nonce, receivedSign, userAgent } = useVerifyStore((s) => s.fields);
  const rawBody = useVerifyStore((s) => s.rawBody);
  const stale = useVerifyStore((s) => s.stale);
  const stillReading = useVerifyStore((s) => s.reading === 'slow');
  const { ownSign } = useTicketEvidence();
  // A failure log's expected_sign, else the sign a receiver's log says its own check computed.
  const loggedExpected = useVerifyStore((s) => s.intake?.fields.expectedSign) ?? ownSign;
  // What the intake knows of the paste: artifacts it suspected (the search tries them first)
  // and a body a logger re-wrote (never blamed on the sender).
  const suspectedArtifacts = useVerifyStore((s) => s.intake?.suspectedArtifacts);
  const bodyRewrittenBy = useVerifyStore((s) => s.bodyRewrittenBy);
  const { verdict, search, handler } = useCaseCheck(
    caseInput(
      { kind, merchantId, timestamp, nonce, rawBody, receivedSign, userAgent },
      env,
      secrets,
      {
        ...(suspectedArtifacts ? { suspectedArtifacts } : {}),
        ...(bodyRewrittenBy ? { bodyRewrittenBy } : {}),
      },
    ),
    loggedExpected,
  );
  // The signature, then the mistake search over the paste's other readings, may pick another.
  const readingSearch = useReadingDecision(search);
  // Each result is shown only for the input it was computed from: a search still running for
  // a new input shows that it is searching, never the previous input's diagnosis.
  const handlerDiagnosis =
    handler?.current && handler.value?.verdict === 'MISMATCH' ? handler.value : null;
  const result = verdict.current ? verdict.value : null;
  const diagnosis = search.current && search.value?.verdict === 'MISMATCH' ? search.value : null;
  useMessageCause(diagnosis, rawBody, receivedSign);
  // Drawn from the render's own sign check, as the shared case's preview draws it: the first
  // frame shows the result, and it stays until the secret or the case changes, whatever the
  // asynchronous check and the mistake search are doing meanwhile.
  const shown = useSignVerdict(
    secrets[env],
    kind,
    { merchantId, timestamp, nonce, body: rawBody },
    receivedSign,
  );
  const hasReceived = receivedSign.trim() !== '';
  const secretMissing = secrets[env] === '';
  const error = secretMissing ? null : (verdict.error ?? search.error);

  if (stale) {
    return (
      <>
        <p className="notice" role="status" data-testid="verify.stale">
          {stillReading
            ? 'The paste above is still being read, so nothing below is its result yet: the fields still hold the previous case.'
            : 'The paste above could not be read, so nothing below is its result: the fields still hold the previous case. Fix the paste, or edit the fields to check them.'}
        </p>
        <SignComparison
          expected={shown.expected}
          received={receivedSign}
          verdict={hasReceived ? shown.verdict : null}
          pending={false}
          stale
        />
      </>
    );
  }

  return (
    <>
      {secretMissing ? <SecretNeeded label={secretLabel(env)} /> : null}
      {error ? (
        <p role="alert" className="error">
          {error.message}
        </p>
      ) : null}
      <SignComparison
        expected={shown.expected}
        received={receivedSign}
        verdict={hasReceived ? shown.verdict : null}
        pending={!verdict.current}
      />
      {loggedExpected && result ? (
        <LoggedExpected logged={loggedExpected} expected={result.expectedSign} />
      ) : null}
      {handlerDiagnosis ? <DiagnosisPanel diagnosis={handlerDiagnosis} current handler /> : null}
      {result?.verdict === 'MATCH' ? <AnswerPanel /> : null}
      {result?.verdict === 'MATCH'
        ? result.notes.map((note) => (
            <p key={note} className="hint">
              {note}
            </p>
          ))
        : null}
      {hasReceived && shown.verdict === 'MISMATCH' ? (
        readingSearch.searching ? (
          <p className="searching" role="status" data-testid="verify.searching-readings">
            No common mistake reproduces the received sign from the reading shown; searching the
            next readings of this paste…
          </p>
        ) : diagnosis ? (
          <>
            <DiagnosisPanel diagnosis={diagnosis} current />
            {readingSearch.note ? (
              <p className="hint" data-testid="verify.readings-searched">
                {readingSearch.note}
              </p>
            ) : null}
          </>
        ) : (
          <p className="searching" role="status" data-testid="verify.searching">
            Searching the spec 5.5 mistakes for one that reproduces the received sign…
          </p>
        )
      ) : null}
      {hasReceived ? (
        <Suspense fallback={null}>
          <CaseReply
            ownCheck={handlerDiagnosis}
            diagnosis={
              result?.verdict === 'MATCH' ? result : search.current ? (search.value ?? null) : null
            }
          />
        </Suspense>
      ) : null}
      <CaseActions
        expectedSign={result?.expectedSign ?? null}
        matched={result?.verdict === 'MATCH'}
      />
    </>
  );
}

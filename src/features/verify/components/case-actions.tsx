import { useMemo } from 'react';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { buildFailureLog, failureLogJson } from '../../../core/share/failure-log-export.ts';
import { encodeShareCase } from '../../../core/share/share-link.ts';
import { downloadText } from '../../../ui/browser/download.ts';
import { CopyButton } from '../../../ui/components/copy-button.tsx';
import {
  redactTyped,
  redactTypedIn,
  typedRedactionNote,
  useTypedSecrets,
} from '../../../services/environments/typed-secrets.ts';
import { useVerifyStore } from '../verify-store.ts';

/**
 * Share the case with a colleague, or export the spec 5.5 failure log. Neither holds a secret:
 * a typed secret the case holds (a paste that exports it) is redacted from both, and from the
 * tab's draft, and a note says so (docs/verify-intake.md, "Typed secrets are redacted").
 */
export function CaseActions({
  expectedSign,
  matched,
}: {
  expectedSign: string | null;
  /** The received sign matches: there is no failure to log (spec 5.5 logs failures). */
  matched: boolean;
}) {
  const env = useSettingsStore((s) => s.env);
  const kind = useVerifyStore((s) => s.kind);
  const fields = useVerifyStore((s) => s.fields);
  const rawBody = useVerifyStore((s) => s.rawBody);
  const bodyRewrittenBy = useVerifyStore((s) => s.bodyRewrittenBy);
  const source = useVerifyStore((s) => s.source);
  const typed = useTypedSecrets();
  // What leaves the page: the case's text with the typed secrets redacted. The case on screen,
  // the user's own paste, is left as it is.
  const redacted = useMemo(
    () => redactTypedIn({ fields, rawBody }, typed),
    [fields, rawBody, typed],
  );
  const { merchantId, timestamp, nonce, receivedSign, contentType, userAgent } =
    redacted.value.fields;
  const sharedBody = redacted.value.rawBody;
  const pasteEnvs = useMemo(
    () => (source.from === 'paste' ? redactTyped(source.text, typed).envs : []),
    [source, typed],
  );
  const note =
    typedRedactionNote(
      redacted.envs,
      source.from === 'paste' ? 'the paste' : 'the case',
      "the share link, the failure log and this tab's saved draft",
    ) ?? typedRedactionNote(pasteEnvs, 'the paste', "this tab's saved draft");

  const link = useMemo(
    () =>
      window.location.origin +
      window.location.pathname +
      encodeShareCase({
        kind,
        env,
        merchant_id: merchantId,
        timestamp,
        nonce,
        raw_body: sharedBody,
        ...(receivedSign ? { received_sign: receivedSign } : {}),
        // Verify's checks read the Content-Type, so a colleague who opens the link sees them too.
        ...(contentType.trim() ? { content_type: contentType.trim() } : {}),
        // The sender's stack (a request's only), so a colleague who opens it reads the same hints.
        ...(kind === 'request' && userAgent.trim() ? { user_agent: userAgent.trim() } : {}),
        // A log's re-written body stays the logger's doing for a colleague too, never the sender's.
        ...(bodyRewrittenBy ? { body_rewritten_by: bodyRewrittenBy } : {}),
      }),
    [
      kind,
      env,
      merchantId,
      timestamp,
      nonce,
      sharedBody,
      receivedSign,
      contentType,
      userAgent,
      bodyRewrittenBy,
    ],
  );
  // Built on click: the export is not needed on every keystroke.
  const log =
    expectedSign && !matched
      ? () =>
          failureLogJson(
            buildFailureLog({
              merchantId,
              timestamp,
              nonce,
              rawBody: sharedBody,
              receivedSign,
              expectedSign,
            }),
          )
      : null;

  return (
    <section className="panel case-actions" aria-label="Share and export">
      <div className="field">
        <label htmlFor="share-link">Share link (no secret)</label>
        <div className="input-row">
          <input
            id="share-link"
            readOnly
            value={link}
            data-testid="verify.share-link"
            className="mono"
          />
          <CopyButton text={link} label="Copy link" />
        </div>
        {note ? (
          <p className="hint" role="status" data-testid="verify.redaction-note">
            {note}
          </p>
        ) : null}
      </div>
      {log ? (
        <div className="input-row">
          <CopyButton text={log} label="Copy failure log" />
          <button
            type="button"
            onClick={() =>
              downloadText(`failure-log-${merchantId || 'case'}.json`, log(), 'application/json')
            }
          >
            Download failure log
          </button>
          <span className="hint">
            The spec 5.5 fields, expected sign included; never the secret.
          </span>
        </div>
      ) : null}
    </section>
  );
}

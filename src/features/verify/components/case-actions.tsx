import { useMemo } from 'react';
import { usePublicConsoleAddress } from '../../../services/environments/public-console-address.ts';
import { buildFailureLog, failureLogJson } from '../../../core/share/failure-log-export.ts';
import { shareLinkAt } from '../../../core/share/console-address.ts';
import { downloadText } from '../../../ui/browser/download.ts';
import { CopyButton } from '../../../ui/components/copy-button.tsx';
import {
  redactTyped,
  typedRedactionNote,
  useTypedSecrets,
} from '../../../services/environments/typed-secrets.ts';
import { useShareCase } from '../use-share-case.ts';
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
  const source = useVerifyStore((s) => s.source);
  const typed = useTypedSecrets();
  const { redacted, shareCase } = useShareCase();
  const address = usePublicConsoleAddress();
  const { merchantId, timestamp, nonce, receivedSign } = redacted.value.fields;
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

  // On the public console address when one is set (docs/hosting.md), else this page's.
  const link = shareLinkAt(address ?? window.location.href, shareCase);
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

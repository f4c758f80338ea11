import { useEffect, useRef } from 'react';
import { secretLabel, useSettingsStore } from '../services/environments/settings-store.ts';
import { useSharedCase } from './share-link-opener.ts';
import { adoptSharedValues, closeSharedCase, useSharedCaseLook } from './shared-case-look.ts';
import { SharedCaseUndo } from './shared-case-undo.tsx';
import type { Route } from './use-hash-route.ts';
import './shared-case.css';

/** What a look keeps of the user's own, by the view the case opened in. */
const KEPT = {
  verify: 'your own case in Verify and your environment are kept',
  request: 'your own request, merchant ID and environment are kept',
} as const;

/**
 * What a share link opened, on the view it opened (or why it could not). It asks for the secret only while that
 * secret's field is empty (a link never carries one), and it goes once the user moves to
 * another view, so it never asks for what is already there nor follows the user around. While
 * the case is looked at, its view offers "Use these values" and "Close shared case": the case is
 * shown, not saved, until the user takes it (docs/verify-intake.md, "Share link").
 */
export function SharedCaseBanner({ route }: { route: Route }) {
  const notice = useSharedCase((s) => s.notice);
  const dismiss = useSharedCase((s) => s.dismiss);
  const look = useSharedCaseLook((s) => s.look);
  // The environment the case is checked in now: the link's at first, the user's switch after.
  const env = useSettingsStore((s) => s.env);
  const secret = useSettingsStore((s) => s.secrets[s.env]);
  const seen = useRef(false);
  // An error shows wherever the page is: the link that failed may have opened no view.
  const here = notice !== null && (notice.view === undefined || notice.view === route);
  useEffect(() => {
    if (here) seen.current = true;
    else if (notice && seen.current) {
      seen.current = false;
      dismiss();
    }
  }, [here, notice, dismiss]);
  const looking = look !== null && look.view === route;
  if ((!notice || !here) && !looking) return <SharedCaseUndo route={route} />;
  return (
    <>
      <div
        className={`banner ${notice?.kind ?? 'opened'}${looking ? ' with-actions' : ''}`}
        role={notice?.kind === 'error' ? 'alert' : 'status'}
        data-testid="shared-case.banner"
      >
        <span>
          {!notice || !here
            ? null
            : notice.kind === 'error'
              ? `This share link cannot be opened: ${notice.message}`
              : `Opened a shared case for merchant ${notice.merchantId} (${env}). ${
                  secret === ''
                    ? `Share links never carry a secret: enter the ${secretLabel(env)} to check it.`
                    : `Checked with the ${secretLabel(env)} in the settings; share links never carry one.`
                }`}
          {looking
            ? ` ${notice && here ? 'It is' : 'A shared case is'} shown here, not saved: ${KEPT[look.view]}, and come back on a reload or when you close it.`
            : null}
        </span>
        {looking ? (
          <span className="banner-actions">
            <button type="button" onClick={adoptSharedValues}>
              Use these values
            </button>
            <button type="button" onClick={closeSharedCase}>
              Close shared case
            </button>
          </span>
        ) : (
          <button type="button" onClick={dismiss} aria-label="Dismiss">
            ×
          </button>
        )}
      </div>
      <SharedCaseUndo route={route} />
    </>
  );
}

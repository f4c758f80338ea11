import { useEffect, useRef } from 'react';
import { secretLabel, useSettingsStore } from '../services/environments/settings-store.ts';
import { useSharedCase } from './share-link-opener.ts';
import type { Route } from './use-hash-route.ts';

/**
 * What a share link opened, on the view it opened (or why it could not). It asks for the secret only while that
 * secret's field is empty (a link never carries one), and it goes once the user moves to
 * another view, so it never asks for what is already there nor follows the user around.
 */
export function SharedCaseBanner({ route }: { route: Route }) {
  const notice = useSharedCase((s) => s.notice);
  const dismiss = useSharedCase((s) => s.dismiss);
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
  if (!notice || !here) return null;
  return (
    <div className={`banner ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.kind === 'error'
        ? `This share link cannot be opened: ${notice.message}`
        : `Opened a shared case for merchant ${notice.merchantId} (${env}). ${
            secret === ''
              ? `Share links never carry a secret: enter the ${secretLabel(env)} to check it.`
              : `Checked with the ${secretLabel(env)} in the settings; share links never carry one.`
          }`}
      <button type="button" onClick={dismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}

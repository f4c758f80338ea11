import { useEffect, useRef } from 'react';
import { dismissUndo, undoSharedValues, useSharedCaseLook } from './shared-case-look.ts';
import type { Route } from './use-hash-route.ts';

/**
 * After "Use these values": the shared case's values are now the user's, and Undo puts their
 * own back exactly as they were (as History's delete offers Undo). Undo takes the focus, as the
 * button pressed has gone with the banner; the offer stays until used, dismissed or left.
 */
export function SharedCaseUndo({ route }: { route: Route }) {
  const undo = useSharedCaseLook((s) => s.undo);
  const button = useRef<HTMLButtonElement>(null);
  const shown = undo !== null && undo.view === route;
  useEffect(() => {
    if (shown) button.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (undo && !shown) dismissUndo();
  }, [undo, shown]);
  if (!shown) return null;
  const undoAndReturn = () => {
    undoSharedValues();
    // The view's own values are back: the keyboard goes on from the view.
    document.getElementById('main')?.focus();
  };
  return (
    <div className="banner opened with-actions" role="status" data-testid="shared-case.undo">
      <span>
        {undo.view === 'verify'
          ? 'The shared case is now your case in Verify, in its environment: it is kept like one you pasted.'
          : "The shared case's body, timestamp, nonce, merchant ID and environment are now yours, kept in this browser."}
      </span>
      <span className="banner-actions">
        <button type="button" ref={button} onClick={undoAndReturn}>
          Undo
        </button>
        <button type="button" onClick={dismissUndo}>
          Dismiss
        </button>
      </span>
    </div>
  );
}

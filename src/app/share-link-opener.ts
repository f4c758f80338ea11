import { create } from 'zustand';
import { SHARE_PREFIX } from '../core/share/share-prefix.ts';
import { caseHeaderProblem, decodeShareCase, type ShareCase } from '../core/share/share-link.ts';
import { useRequestStore } from '../features/request/index.ts';
import type { Environment } from '../core/protocol/case-kinds.ts';
import { whenPaintedAndIdle } from '../ui/browser/painted-and-idle.ts';
import { VerifyView } from './lazy-parts.ts';
import { useSettingsStore } from '../services/environments/settings-store.ts';
import {
  addHold,
  beginLook,
  closeSharedCase,
  holdPersisted,
  isLooking,
  keepAsTheirs,
  type Held,
} from './shared-case-look.ts';

interface SharedCaseState {
  /** What was opened, or why the link could not be read. */
  notice:
    | { kind: 'opened'; merchantId: string; env: Environment; view: 'verify' | 'request' }
    | { kind: 'error'; message: string; view?: undefined }
    | null;
  /** A case with a received sign, read from the link, while the Verify view loads for it. */
  opening: ShareCase | null;
  /**
   * The secret an opened case is checked with (a link never carries one), asked for only while
   * its field is empty: its field takes the cursor. A secret already there is left alone and
   * unfocused, so no key pressed next can replace it (docs/architecture.md: never swapped
   * silently).
   */
  secretWanted: { env: Environment } | null;
  dismiss: () => void;
}

export const useSharedCase = create<SharedCaseState>()((set) => ({
  notice: null,
  opening: null,
  secretWanted: null,
  dismiss: () => set({ notice: null }),
}));

/**
 * Opens a `#case=` share link (docs/architecture.md contract): a case with a received sign fills the Verify
 * view, one without fills the Request view. The link never holds a secret, so the user is asked
 * for it. The hash is then replaced by the view's route (without a history entry), so a reload
 * does not reload the case. The link is read at once; until the Verify view has loaded (after
 * the first paint), the shell shows the case and its expected sign (`SharedCasePreview`), so a
 * typed secret is answered before the view arrives.
 *
 * The case is shown, not saved (docs/verify-intake.md, "Share link"): the stores it fills keep
 * the user's own draft, merchant and environment in storage (shared-case-look.ts), so a reload
 * gives them back, until the user chooses "Use these values" (with an Undo) or pastes a case of
 * their own into Verify.
 */
export async function openSharedCase(hash: string): Promise<boolean> {
  if (!hash.startsWith(SHARE_PREFIX)) return false;
  const decoded = decodeShareCase(hash);
  if (!decoded.ok) {
    useSharedCase.setState({ notice: { kind: 'error', message: decoded.error } });
    window.location.replace('#/verify');
    return true;
  }
  return openCase(decoded.case);
}

/**
 * Opens a case read from a link (whose address entry the view's route then replaces) or handed
 * over by another view (services/case-handoff; the view's route is then a new entry, so Back
 * returns to the view that handed it).
 */
export async function openCase(
  shared: ShareCase,
  from: 'link' | 'handoff' = 'link',
): Promise<boolean> {
  // A handed-over case passes the header-value rule as a link's does (decodeShareCase).
  const refused = caseHeaderProblem(shared);
  if (refused) {
    useSharedCase.setState({ notice: { kind: 'error', message: refused } });
    return true;
  }
  const view = shared.received_sign !== undefined ? 'verify' : 'request';
  // Any case looked at before is closed first (its holds restore the user's own values), so
  // what this look keeps is the user's own, never another link's.
  closeSharedCase();
  const own = useSettingsStore.getState();
  const ownSettings = holdPersisted(
    useSettingsStore,
    view === 'request'
      ? { env: own.env, merchantId: own.merchantId, own: own.own }
      : { env: own.env },
  );
  const held: Held[] = [ownSettings];
  if (view === 'request') {
    const { timestamp, nonce, body, freshOnSend } = useRequestStore.getState();
    held.push(holdPersisted(useRequestStore, { timestamp, nonce, body, freshOnSend }));
  }
  const look = beginLook(view, held);
  useSettingsStore.getState().setEnv(shared.env);
  useSharedCase.setState({
    secretWanted:
      useSettingsStore.getState().secrets[shared.env] === '' ? { env: shared.env } : null,
  });
  if (view === 'verify') {
    useSharedCase.setState({ opening: shared });
    // The case and its sign are drawn first; the view's code is fetched and run after that
    // frame, when the page is idle, so it neither delays it nor the secret typed just after it.
    await new Promise<void>((resolve) => whenPaintedAndIdle(resolve));
    let verify;
    try {
      [verify] = await Promise.all([import('../features/verify/index.ts'), VerifyView.preload()]);
    } catch (error) {
      const message = `the Verify view did not load (${(error as Error).message}); reload the page to try again`;
      useSharedCase.setState({ opening: null, notice: { kind: 'error', message } });
      return true;
    }
    const store = verify.useVerifyStore;
    // The user's own case in Verify, whole (its paste, intake and fields), to come back as it was.
    if (!addHold(look, holdPersisted(store, { ...store.getState() }))) return true;
    store.getState().loadCase({
      kind: shared.kind,
      fields: {
        merchantId: shared.merchant_id,
        timestamp: shared.timestamp,
        nonce: shared.nonce,
        receivedSign: shared.received_sign ?? '',
        contentType: shared.content_type ?? '',
        userAgent: shared.user_agent ?? '',
      },
      rawBody: shared.raw_body,
      bodyRewrittenBy: shared.body_rewritten_by,
    });
    // A paste or file of the user's own replaces the shared case as any paste replaces a case:
    // it is theirs and kept, in the environment it names or else the user's own.
    const shown = store.getState().source;
    const stop = store.subscribe((state) => {
      if (isLooking(look) && state.source === shown) return;
      stop();
      if (!isLooking(look) || state.source.from === 'link') return;
      if (!state.intake?.env) ownSettings.restore();
      keepAsTheirs(look);
    });
  } else {
    useSettingsStore.getState().setMerchantId(shared.merchant_id);
    useRequestStore.getState().loadCase({
      timestamp: shared.timestamp,
      nonce: shared.nonce,
      body: shared.raw_body,
    });
  }
  useSharedCase.setState({
    opening: null,
    notice: { kind: 'opened', merchantId: shared.merchant_id, env: shared.env, view },
  });
  const route = view === 'verify' ? '#/verify' : '#/request';
  if (from === 'link') window.location.replace(route);
  else window.location.hash = route;
  return true;
}

import { create } from 'zustand';
import { SHARE_PREFIX } from '../core/share/share-prefix.ts';
import { useRequestStore } from '../features/request/index.ts';
import type { Environment } from '../core/case-kinds.ts';
import { VerifyView } from './lazy-parts.ts';
import { useSettingsStore } from './settings-store.ts';

interface SharedCaseNotice {
  /** What was opened, or why the link could not be read. */
  notice:
    | { kind: 'opened'; merchantId: string; env: Environment }
    | { kind: 'error'; message: string }
    | null;
  dismiss: () => void;
}

export const useSharedCaseNotice = create<SharedCaseNotice>()((set) => ({
  notice: null,
  dismiss: () => set({ notice: null }),
}));

/**
 * Opens a `#case=` share link (DESIGN.md contract): a case with a received sign fills the Verify
 * view, one without fills the Request view. The link never holds a secret, so the user is asked
 * for it. The hash is then replaced by the view's route (without a history entry), so a reload
 * does not reload the case. The decoder and the Verify view load only when a link is opened.
 */
export async function openSharedCase(hash: string): Promise<boolean> {
  if (!hash.startsWith(SHARE_PREFIX)) return false;
  // The view the link opens loads with the decoder, so it renders at once when the link is read.
  const [{ decodeShareCase }, { useVerifyStore }] = await Promise.all([
    import('../core/share/share-link.ts'),
    import('../features/verify/index.ts'),
    VerifyView.preload(),
  ]);
  const decoded = decodeShareCase(hash);
  if (!decoded.ok) {
    useSharedCaseNotice.setState({ notice: { kind: 'error', message: decoded.error } });
    window.location.replace('#/verify');
    return true;
  }
  const shared = decoded.case;
  useSettingsStore.getState().setEnv(shared.env);
  if (shared.received_sign !== undefined) {
    useVerifyStore.getState().loadCase({
      kind: shared.kind,
      fields: {
        merchantId: shared.merchant_id,
        timestamp: shared.timestamp,
        nonce: shared.nonce,
        receivedSign: shared.received_sign,
      },
      rawBody: shared.raw_body,
    });
  } else {
    useSettingsStore.getState().setMerchantId(shared.merchant_id);
    useRequestStore.getState().loadCase({
      timestamp: shared.timestamp,
      nonce: shared.nonce,
      body: shared.raw_body,
    });
  }
  useSharedCaseNotice.setState({
    notice: { kind: 'opened', merchantId: shared.merchant_id, env: shared.env },
  });
  window.location.replace(shared.received_sign !== undefined ? '#/verify' : '#/request');
  return true;
}

import { create } from 'zustand';
import { decodeShareCase, SHARE_PREFIX } from '../core/share/share-link.ts';
import { useRequestStore } from '../features/request/index.ts';
import { useVerifyStore } from '../features/verify/index.ts';
import { useSettingsStore } from './settings-store.ts';

interface SharedCaseNotice {
  /** What was opened, or why the link could not be read. */
  notice:
    { kind: 'opened'; merchantId: string; env: string } | { kind: 'error'; message: string } | null;
  dismiss: () => void;
}

export const useSharedCaseNotice = create<SharedCaseNotice>()((set) => ({
  notice: null,
  dismiss: () => set({ notice: null }),
}));

/**
 * Opens a `#case=` share link (DESIGN.md contract): a case with a received sign fills the Verify
 * view, one without fills the Request view. The link never holds a secret, so the user is asked
 * for it. The hash is then replaced by the view's route, so a reload does not reload the case.
 */
export function openSharedCase(hash: string): boolean {
  if (!hash.startsWith(SHARE_PREFIX)) return false;
  const decoded = decodeShareCase(hash);
  if (!decoded.ok) {
    useSharedCaseNotice.setState({ notice: { kind: 'error', message: decoded.error } });
    window.history.replaceState(null, '', '#/verify');
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
  window.history.replaceState(
    null,
    '',
    shared.received_sign !== undefined ? '#/verify' : '#/request',
  );
  return true;
}

import type { HistoryEntry } from '../core/history/history-entry.ts';
import { responseSign } from '../core/history/history-entry.ts';
import { HEADER } from '../core/protocol/headers.ts';
import { useRequestStore } from '../features/request/index.ts';
import type { ReopenTarget } from '../features/history/index.ts';
import { useSettingsStore } from '../services/environments/settings-store.ts';
import { closeSharedCase } from './shared-case-look.ts';

const header = (entry: HistoryEntry, name: string) =>
  entry.response.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';

/**
 * Reopens a history entry (the shell composes features, so History never imports them): into
 * Request with its fields and body, or into Verify as the request (with the sign it was sent
 * with) or as the signed response (spec 5.3: its own headers and raw body). The secret is the
 * one in the settings now; the entry never held one. An entry is the user's own: a shared case
 * still looked at is closed first, so the entry is kept as their draft.
 */
export async function openHistoryEntry(entry: HistoryEntry, target: ReopenTarget) {
  closeSharedCase();
  useSettingsStore.getState().setEnv(entry.env);
  if (target === 'request') {
    useSettingsStore.getState().setMerchantId(entry.request.merchantId);
    useRequestStore.getState().loadCase({
      timestamp: entry.request.timestamp,
      nonce: entry.request.nonce,
      body: entry.request.body,
    });
    window.location.hash = '#/request';
    return;
  }
  const { useVerifyStore } = await import('../features/verify/index.ts');
  useVerifyStore.getState().loadCase(
    target === 'verify-request'
      ? {
          kind: 'request',
          fields: {
            merchantId: entry.request.merchantId,
            timestamp: entry.request.timestamp,
            nonce: entry.request.nonce,
            receivedSign: entry.request.sign,
          },
          rawBody: entry.request.body,
        }
      : {
          kind: 'response',
          fields: {
            merchantId: header(entry, HEADER.merchantId),
            timestamp: header(entry, HEADER.timestamp),
            nonce: header(entry, HEADER.nonce),
            receivedSign: responseSign(entry),
          },
          rawBody: entry.response.rawBody,
        },
  );
  window.location.hash = '#/verify';
}

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { generateNonce, unixSeconds } from '../../core/signing/request-parts.ts';
import { draftStorage } from '../../ui/browser/draft-storage.ts';
import { keepDraftRedacted, redactTypedIn } from '../../services/environments/typed-secrets.ts';

/** A body the embedded sandbox answers out of the box (its seeded demo order). */
export const DEFAULT_QUERY_BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

interface RequestState {
  timestamp: string;
  nonce: string;
  /** The raw body: signed and sent as exactly these characters, UTF-8 encoded. */
  body: string;
  /** Take a fresh timestamp and nonce on every send (spec 5.4 step 2). Editing either turns it off. */
  freshOnSend: boolean;
  setTimestamp: (timestamp: string) => void;
  setNonce: (nonce: string) => void;
  setBody: (body: string) => void;
  setFreshOnSend: (fresh: boolean) => void;
  stampNow: () => void;
  regenerateNonce: () => void;
  /** Loads a shared case: its exact timestamp, nonce and body, kept (not refreshed) on send. */
  loadCase: (values: { timestamp: string; nonce: string; body: string }) => void;
  /** Refreshes timestamp and nonce when `freshOnSend` is on; returns the values to sign. */
  prepareSend: () => { timestamp: string; nonce: string; body: string };
  /** Sends the request as Send would; null until the send section has loaded. Not persisted. */
  submit: (() => void) | null;
}

/**
 * The request being edited, kept in this tab's sessionStorage so a reload (or a crash and reload)
 * loses no work. It holds no secret: the secrets live in the settings, in memory unless the user
 * asks to remember them, and a typed secret the body holds is written redacted.
 */
export const useRequestStore = create<RequestState>()(
  persist(
    (set, get) => ({
      timestamp: unixSeconds(Date.now()),
      nonce: generateNonce(),
      body: DEFAULT_QUERY_BODY,
      freshOnSend: true,
      setTimestamp: (timestamp) => set({ timestamp, freshOnSend: false }),
      setNonce: (nonce) => set({ nonce, freshOnSend: false }),
      setBody: (body) => set({ body }),
      setFreshOnSend: (freshOnSend) => set({ freshOnSend }),
      stampNow: () => set({ timestamp: unixSeconds(Date.now()) }),
      regenerateNonce: () => set({ nonce: generateNonce() }),
      loadCase: ({ timestamp, nonce, body }) => set({ timestamp, nonce, body, freshOnSend: false }),
      submit: null,
      prepareSend: () => {
        if (get().freshOnSend) set({ timestamp: unixSeconds(Date.now()), nonce: generateNonce() });
        const { timestamp, nonce, body } = get();
        return { timestamp, nonce, body };
      },
    }),
    {
      name: 'signing-console-request-draft',
      // Its text (timestamp, nonce, body) is written with the typed secrets redacted.
      storage: draftStorage({ redact: (draft) => redactTypedIn(draft).value }),
      partialize: ({ timestamp, nonce, body, freshOnSend }) => ({
        timestamp,
        nonce,
        body,
        freshOnSend,
      }),
    },
  ),
);
keepDraftRedacted(useRequestStore);

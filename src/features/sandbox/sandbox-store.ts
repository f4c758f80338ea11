import { create } from 'zustand';

export type SandboxTab = 'traffic' | 'webhooks' | 'receiver';

/** Where "Send test webhook" goes: the sandbox's own inbox (the merchant's address) or a URL. */
export type WebhookTarget = 'inbox' | 'url';

interface SandboxState {
  tab: SandboxTab;
  webhookTarget: WebhookTarget;
  webhookUrl: string;
  receiverUrl: string;
  setTab: (tab: SandboxTab) => void;
  setWebhookTarget: (target: WebhookTarget) => void;
  setWebhookUrl: (url: string) => void;
  setReceiverUrl: (url: string) => void;
}

/** The Sandbox view's UI state; what the sandbox holds lives in react-query, not here. */
export const useSandboxStore = create<SandboxState>()((set) => ({
  tab: 'traffic',
  webhookTarget: 'inbox',
  webhookUrl: '',
  receiverUrl: '',
  setTab: (tab) => set({ tab }),
  setWebhookTarget: (webhookTarget) => set({ webhookTarget }),
  setWebhookUrl: (webhookUrl) => set({ webhookUrl }),
  setReceiverUrl: (receiverUrl) => set({ receiverUrl }),
}));

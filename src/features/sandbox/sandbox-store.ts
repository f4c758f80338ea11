import { create } from 'zustand';
import type { TrafficFilter } from '../../core/sandbox-api/sandbox-outcomes.ts';

export type SandboxTab = 'traffic' | 'webhooks' | 'receiver';

/** Where "Send test webhook" goes: the sandbox's own inbox (the merchant's address) or a URL. */
type WebhookTarget = 'inbox' | 'url';

interface SandboxState {
  tab: SandboxTab;
  webhookTarget: WebhookTarget;
  webhookUrl: string;
  receiverUrl: string;
  /** The notify URL being typed for each merchant, before it is saved. */
  notifyUrlDrafts: Record<string, string>;
  trafficFilter: TrafficFilter;
  setTab: (tab: SandboxTab) => void;
  setWebhookTarget: (target: WebhookTarget) => void;
  setWebhookUrl: (url: string) => void;
  setReceiverUrl: (url: string) => void;
  setNotifyUrlDraft: (merchantId: string, url: string) => void;
  setTrafficFilter: (filter: TrafficFilter) => void;
}

/** The Sandbox view's UI state; what the sandbox holds lives in react-query, not here. */
export const useSandboxStore = create<SandboxState>()((set) => ({
  tab: 'traffic',
  webhookTarget: 'inbox',
  webhookUrl: '',
  receiverUrl: '',
  notifyUrlDrafts: {},
  trafficFilter: 'all',
  setTab: (tab) => set({ tab }),
  setWebhookTarget: (webhookTarget) => set({ webhookTarget }),
  setWebhookUrl: (webhookUrl) => set({ webhookUrl }),
  setReceiverUrl: (receiverUrl) => set({ receiverUrl }),
  setNotifyUrlDraft: (merchantId, url) =>
    set((state) => ({ notifyUrlDrafts: { ...state.notifyUrlDrafts, [merchantId]: url } })),
  setTrafficFilter: (trafficFilter) => set({ trafficFilter }),
}));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyAnswerSchema, type TestWebhook } from '../../core/sandbox-api/webhooks.ts';
import { adminJson, SANDBOX_KEY } from './admin-fetch.ts';

export interface TestWebhookInput {
  merchantId: string;
  merchantOrderNo: string;
  /** Where to send it; the merchant's own address (by default the inbox) when absent. */
  url?: string;
}

/** Sends an order's notification without changing it (`POST /_sandbox/webhooks/test`). */
export function sendTestWebhook(webhook: TestWebhookInput) {
  const body: TestWebhook = {
    merchant_order_no: webhook.merchantOrderNo,
    merchant_id: webhook.merchantId,
    ...(webhook.url ? { url: webhook.url } : {}),
  };
  return adminJson('/webhooks/test', notifyAnswerSchema, { method: 'POST', body });
}

export function useSendTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: [SANDBOX_KEY] }),
  });
}

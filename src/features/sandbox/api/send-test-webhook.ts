import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-fetch.ts';
import { notifyAnswerSchema } from './schemas.ts';

export interface TestWebhook {
  merchantId: string;
  merchantOrderNo: string;
  /** Where to send it; the merchant's own address (by default the inbox) when absent. */
  url?: string;
}

/** Sends an order's notification without changing it (`POST /_sandbox/webhooks/test`). */
export function sendTestWebhook(webhook: TestWebhook) {
  return adminJson('/webhooks/test', notifyAnswerSchema, {
    method: 'POST',
    body: {
      merchant_order_no: webhook.merchantOrderNo,
      merchant_id: webhook.merchantId,
      ...(webhook.url ? { url: webhook.url } : {}),
    },
  });
}

export function useSendTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: ['sandbox'] }),
  });
}

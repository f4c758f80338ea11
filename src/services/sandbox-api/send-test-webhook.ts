import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TestWebhook } from '../../core/sandbox-api/webhooks.ts';
import { callRoute, SANDBOX_KEY } from './admin-fetch.ts';

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
  return callRoute(SANDBOX_ROUTES.sendTestWebhook, { body });
}

export function useSendTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: [SANDBOX_KEY] }),
  });
}

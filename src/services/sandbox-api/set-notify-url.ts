import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, SANDBOX_KEY } from './admin-fetch.ts';

export interface NotifyUrlInput {
  merchantId: string;
  /** The merchant's own URL; null goes back to `SANDBOX_NOTIFY_URL` or the inbox. */
  url: string | null;
}

/**
 * Sets where a merchant's notifications (status changes, and test webhooks without a URL of
 * their own) go (`PUT /_sandbox/merchants/{merchant_id}/notify-url`). The sandbox holds the URL
 * to http: or https: and to its outbound address rules, and its refusal is the thrown message.
 */
export function setNotifyUrl({ merchantId, url }: NotifyUrlInput) {
  return callRoute(SANDBOX_ROUTES.setNotifyUrl, {
    params: { merchant_id: merchantId },
    body: { url },
  });
}

export function useSetNotifyUrl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNotifyUrl,
    onSuccess: () => client.invalidateQueries({ queryKey: [SANDBOX_KEY] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyAnswerSchema, type OrderStatusChange } from '../../core/sandbox-api/webhooks.ts';
import { adminJson, SANDBOX_KEY } from './admin-fetch.ts';

interface OrderStatusInput {
  merchantId: string;
  merchantOrderNo: string;
  status: string;
}

/**
 * Gives an order a new status, which sends its webhook notification (spec 6) to the merchant's
 * address (`POST /_sandbox/orders/{merchant_order_no}/status`).
 */
export function setOrderStatus(change: OrderStatusInput) {
  const body: OrderStatusChange = { status: change.status, merchant_id: change.merchantId };
  return adminJson(
    `/orders/${encodeURIComponent(change.merchantOrderNo)}/status`,
    notifyAnswerSchema,
    { method: 'POST', body },
  );
}

export function useSetOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: [SANDBOX_KEY] }),
  });
}

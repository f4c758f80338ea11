import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-fetch.ts';
import { notifyAnswerSchema } from './schemas.ts';

export interface OrderStatusChange {
  merchantId: string;
  merchantOrderNo: string;
  status: string;
}

/**
 * Gives an order a new status, which sends its webhook notification (spec 6) to the merchant's
 * address (`POST /_sandbox/orders/{merchant_order_no}/status`).
 */
export function setOrderStatus(change: OrderStatusChange) {
  return adminJson(
    `/orders/${encodeURIComponent(change.merchantOrderNo)}/status`,
    notifyAnswerSchema,
    { method: 'POST', body: { status: change.status, merchant_id: change.merchantId } },
  );
}

export function useSetOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: ['sandbox'] }),
  });
}

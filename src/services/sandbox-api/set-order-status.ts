import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderStatusChange } from '../../core/sandbox-api/webhooks.ts';
import { callRoute, SANDBOX_KEY } from './admin-fetch.ts';

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
  return callRoute(SANDBOX_ROUTES.setOrderStatus, {
    params: { merchant_order_no: change.merchantOrderNo },
    body,
  });
}

export function useSetOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: [SANDBOX_KEY] }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderListSchema } from '../../core/sandbox-api/orders.ts';
import { adminJson, POLL_MS, SANDBOX_KEY } from './admin-fetch.ts';

/** The sandbox's payment orders (`GET /_sandbox/orders`). */
export async function getOrders() {
  return (await adminJson('/orders', orderListSchema)).orders;
}

export const getOrdersQueryOptions = () =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'orders'], queryFn: getOrders });

export function useOrders() {
  return useQuery({ ...getOrdersQueryOptions(), refetchInterval: POLL_MS });
}

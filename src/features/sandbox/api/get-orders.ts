import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '../../../core/zod-jitless.ts';
import { adminJson, POLL_MS } from './admin-fetch.ts';
import { orderSchema } from './schemas.ts';

/** The sandbox's payment orders (`GET /_sandbox/orders`). */
export async function getOrders() {
  return (await adminJson('/orders', z.object({ orders: z.array(orderSchema) }))).orders;
}

export const getOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['sandbox', 'orders'], queryFn: getOrders });

export function useOrders() {
  return useQuery({ ...getOrdersQueryOptions(), refetchInterval: POLL_MS });
}

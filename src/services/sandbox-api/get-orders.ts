import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, POLL_MS, SANDBOX_KEY } from './admin-fetch.ts';

/** The sandbox's payment orders (`GET /_sandbox/orders`). */
/** How many of the newest orders are read each second. */
const ORDERS_SHOWN = 200;

export async function getOrders() {
  return (await callRoute(SANDBOX_ROUTES.listOrders, { query: { limit: String(ORDERS_SHOWN) } }))
    .orders;
}

export const getOrdersQueryOptions = () =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'orders'], queryFn: getOrders });

export function useOrders() {
  return useQuery({ ...getOrdersQueryOptions(), refetchInterval: POLL_MS });
}

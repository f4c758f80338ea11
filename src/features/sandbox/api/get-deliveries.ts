import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '../../../core/zod-jitless.ts';
import { adminJson, POLL_MS } from './admin-fetch.ts';
import { deliveryAttemptSchema } from './schemas.ts';

/** Every webhook delivery attempt, newest first (`GET /_sandbox/deliveries`). */
export function getDeliveries() {
  return adminJson('/deliveries', z.array(deliveryAttemptSchema));
}

export const getDeliveriesQueryOptions = () =>
  queryOptions({ queryKey: ['sandbox', 'deliveries'], queryFn: getDeliveries });

/** The attempts, read again every second while the page is visible (retries come later). */
export function useDeliveries() {
  return useQuery({ ...getDeliveriesQueryOptions(), refetchInterval: POLL_MS });
}

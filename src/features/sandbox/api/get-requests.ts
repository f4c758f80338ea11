import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '../../../core/zod-jitless.ts';
import { adminJson, POLL_MS } from './admin-fetch.ts';
import { trafficEntrySchema } from './schemas.ts';

/** How many of the newest entries the view reads each second (each may carry 16 KiB of body). */
export const TRAFFIC_SHOWN = 100;

/** The sandbox's traffic log, newest first (`GET /_sandbox/requests?limit=`). */
export function getRequests() {
  return adminJson(`/requests?limit=${TRAFFIC_SHOWN}`, z.array(trafficEntrySchema));
}

export const getRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['sandbox', 'requests'], queryFn: getRequests });

/** The traffic log, read again every second while the page is visible (diagnoses finish late). */
export function useRequests() {
  return useQuery({ ...getRequestsQueryOptions(), refetchInterval: POLL_MS });
}

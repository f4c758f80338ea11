import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminJson, POLL_MS } from './admin-fetch.ts';
import { trafficEntrySchema } from './schemas.ts';

/** The sandbox's traffic log, newest first (`GET /_sandbox/requests`). */
export function getRequests() {
  return adminJson('/requests', z.array(trafficEntrySchema));
}

export const getRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['sandbox', 'requests'], queryFn: getRequests });

/** The traffic log, read again every second while the page is visible (diagnoses finish late). */
export function useRequests() {
  return useQuery({ ...getRequestsQueryOptions(), refetchInterval: POLL_MS });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trafficClearedSchema } from '../../core/sandbox-api/traffic.ts';
import { adminJson } from './admin-fetch.ts';
import { getRequestsQueryOptions } from './get-requests.ts';

/** Empties the traffic log (`DELETE /_sandbox/requests`). */
export function clearRequests() {
  return adminJson('/requests', trafficClearedSchema, { method: 'DELETE' });
}

export function useClearRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearRequests,
    onSuccess: () => client.setQueryData(getRequestsQueryOptions().queryKey, []),
  });
}

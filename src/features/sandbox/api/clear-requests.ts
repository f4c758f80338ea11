import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '../../../core/zod-jitless.ts';
import { adminJson } from './admin-fetch.ts';
import { getRequestsQueryOptions } from './get-requests.ts';

/** Empties the traffic log (`DELETE /_sandbox/requests`). */
export function clearRequests() {
  return adminJson('/requests', z.object({ cleared: z.literal(true) }), { method: 'DELETE' });
}

export function useClearRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearRequests,
    onSuccess: () => client.setQueryData(getRequestsQueryOptions().queryKey, []),
  });
}

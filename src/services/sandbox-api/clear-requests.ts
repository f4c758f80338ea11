import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './admin-fetch.ts';
import { getRequestsQueryOptions } from './get-requests.ts';

/** Empties the traffic log (`DELETE /_sandbox/requests`). */
export function clearRequests() {
  return callRoute(SANDBOX_ROUTES.clearRequests, {});
}

export function useClearRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearRequests,
    onSuccess: () => client.setQueryData(getRequestsQueryOptions().queryKey, []),
  });
}

import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, SANDBOX_KEY } from './admin-fetch.ts';

/**
 * A merchant's own notify URL and where its notifications go now
 * (`GET /_sandbox/merchants/{merchant_id}/notify-url`).
 */
export function getNotifyUrl(merchantId: string) {
  return callRoute(SANDBOX_ROUTES.getNotifyUrl, { params: { merchant_id: merchantId } });
}

export const getNotifyUrlQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: [SANDBOX_KEY, 'notify-url', merchantId],
    queryFn: () => getNotifyUrl(merchantId),
  });

export function useNotifyUrl(merchantId: string) {
  return useQuery(getNotifyUrlQueryOptions(merchantId));
}

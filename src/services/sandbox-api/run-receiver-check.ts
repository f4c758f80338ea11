import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from './admin-fetch.ts';

/**
 * Grades a webhook endpoint against spec 5.3 with eleven deliveries, one at a time
 * (`POST /_sandbox/receiver-check`); it can take a while when the endpoint is slow.
 */
export function runReceiverCheck(url: string) {
  return callRoute(SANDBOX_ROUTES.checkReceiver, { body: { url } });
}

export function useReceiverCheck() {
  return useMutation({ mutationFn: runReceiverCheck });
}

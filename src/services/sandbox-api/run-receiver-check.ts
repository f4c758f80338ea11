import { useMutation } from '@tanstack/react-query';
import { receiverReportSchema } from '../../core/sandbox-api/receiver-check.ts';
import { adminJson } from './admin-fetch.ts';

/**
 * Grades a webhook endpoint against spec 5.3 with eleven deliveries, one at a time
 * (`POST /_sandbox/receiver-check`); it can take a while when the endpoint is slow.
 */
export function runReceiverCheck(url: string) {
  return adminJson('/receiver-check', receiverReportSchema, { method: 'POST', body: { url } });
}

export function useReceiverCheck() {
  return useMutation({ mutationFn: runReceiverCheck });
}

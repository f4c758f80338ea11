import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMBEDDED_SANDBOX_PATH } from '../../../core/protocol/demo-merchant.ts';
import type { ObservedRequest } from '../../../core/learn/traffic-grading.ts';

/** The embedded sandbox's admin routes (docs/sandbox.md, "Admin routes"), unsigned. */
export const sandboxUrl = (path: string) => `${EMBEDDED_SANDBOX_PATH}${path}`;

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`The sandbox answered ${response.status} to ${response.url}.`);
  return (await response.json()) as T;
}

/** The sandbox's traffic log, newest first (`GET /_sandbox/requests`). */
export async function getTraffic(): Promise<ObservedRequest[]> {
  return readJson<ObservedRequest[]>(await fetch(sandboxUrl('/_sandbox/requests?limit=200')));
}

export const trafficQueryOptions = queryOptions({
  queryKey: ['learn', 'sandbox-traffic'],
  queryFn: getTraffic,
});

/** The traffic log, polled every second while a lesson watches it. */
export function useTraffic(watching: boolean) {
  return useQuery({ ...trafficQueryOptions, enabled: watching, refetchInterval: 1000 });
}

/** The sandbox's faults (`PUT /_sandbox/faults`); only the fields given change. */
export interface Faults {
  corrupt_response_sign?: boolean;
  drop_connection?: boolean;
  amount_limit_code?: 2006 | 5008 | null;
  delay_ms?: number;
  clock_skew_seconds?: number;
}

export async function putFaults(faults: Faults): Promise<Faults> {
  return readJson<Faults>(
    await fetch(sandboxUrl('/_sandbox/faults'), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(faults),
    }),
  );
}

/**
 * Runs `action` with a fault switched on, then puts back the faults the sandbox had, so the
 * shared sandbox is left as the lesson found it.
 */
export async function withFault<T>(faults: Faults, action: () => Promise<T>): Promise<T> {
  const before = await readJson<Faults>(await fetch(sandboxUrl('/_sandbox/faults')));
  await putFaults(faults);
  try {
    return await action();
  } finally {
    await putFaults(before);
  }
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { newestId } from '../../../core/learn/traffic-grading.ts';
import { getRequests } from '../../../services/sandbox-api/get-requests.ts';

/** Each lesson opening is a watch of its own: a new start, never a cached one. */
let watches = 0;

/**
 * Where a lesson starts watching the sandbox's traffic log: its newest id when the lesson
 * opened (`GET /_sandbox/requests`), read once for that opening and kept while it is open.
 */
const getWatchStartQueryOptions = (watch: number) =>
  queryOptions({
    queryKey: ['learn', 'watch-start', watch],
    queryFn: async () => ({ id: newestId(await getRequests()) }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** The start of this opening's watch; a remount (the lesson opened again) starts a new one. */
export function useWatchStart() {
  const [watch] = useState(() => (watches += 1));
  return useQuery(getWatchStartQueryOptions(watch));
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LessonId } from '../../../core/learn/lessons.ts';
import { gradeQueries, newestId, type GradeOptions } from '../../../core/learn/traffic-grading.ts';
import {
  getRequestsQueryOptions,
  useRequests,
} from '../../../services/sandbox-api/get-requests.ts';
import { useLearnStore } from '../learn-store.ts';

/**
 * Watches the sandbox's traffic log from the moment the lesson opens: only queries that arrive
 * afterwards count, and the first one the sandbox accepted passes the lesson (with
 * `signingOnly`, the first whose signature it accepted, the order found or not).
 */
export function useTrafficGrade(id: LessonId, options: GradeOptions = {}) {
  const complete = useLearnStore((s) => s.complete);
  const client = useQueryClient();
  const [start, setStart] = useState<{ id: string | null } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    // Read fresh through the one traffic cache, so the watch below starts from what this saw.
    client.fetchQuery({ ...getRequestsQueryOptions(), staleTime: 0 }).then(
      (entries) => live && setStart({ id: newestId(entries) }),
      (error: unknown) => live && setStart({ error: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [client]);
  const watching = start !== null && 'id' in start;
  const traffic = useRequests({ enabled: watching });
  const grade = gradeQueries(traffic.data ?? [], watching ? start.id : null, options);
  const passed = watching && grade.passedBy !== null;
  useEffect(() => {
    if (passed) complete(id);
  }, [passed, complete, id]);
  return {
    watching,
    startId: watching ? start.id : null,
    error: start && 'error' in start ? start.error : (traffic.error?.message ?? null),
    grade: watching ? grade : { attempts: [], passedBy: null },
  };
}

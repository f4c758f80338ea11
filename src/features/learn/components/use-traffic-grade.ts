import { useEffect } from 'react';
import type { LessonId } from '../../../core/learn/lessons.ts';
import { gradeQueries, type GradeOptions } from '../../../core/learn/traffic-grading.ts';
import { useRequests } from '../../../services/sandbox-api/get-requests.ts';
import { useWatchStart } from '../api/get-watch-start.ts';
import { useLearnStore } from '../learn-store.ts';

/**
 * Watches the sandbox's traffic log from the moment the lesson opens: only queries that arrive
 * afterwards count, and the first one the sandbox accepted passes the lesson (with
 * `signingOnly`, the first whose signature it accepted, the order found or not).
 */
export function useTrafficGrade(id: LessonId, options: GradeOptions = {}) {
  const complete = useLearnStore((s) => s.complete);
  const start = useWatchStart();
  const watching = start.isSuccess;
  const traffic = useRequests({ enabled: watching });
  const startId = start.data?.id ?? null;
  const grade = gradeQueries(traffic.data ?? [], startId, options);
  const passed = watching && grade.passedBy !== null;
  useEffect(() => {
    if (passed) complete(id);
  }, [passed, complete, id]);
  return {
    watching,
    startId,
    error: start.error ? String(start.error) : (traffic.error?.message ?? null),
    grade: watching ? grade : { attempts: [], passedBy: null },
  };
}

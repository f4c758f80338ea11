import { useState } from 'react';
import type { CheckResult } from '../../../core/learn/exercise-checks.ts';
import type { LessonId } from '../../../core/learn/lessons.ts';
import { useLearnStore } from '../learn-store.ts';

/** Runs a lesson's checker on demand, counts the tries, and marks the lesson done on a pass. */
export function useExercise(id: LessonId, checker: () => CheckResult | Promise<CheckResult>) {
  const complete = useLearnStore((s) => s.complete);
  const [state, setState] = useState<{ result: CheckResult | null; tries: number }>({
    result: null,
    tries: 0,
  });
  const check = async () => {
    const result = await checker();
    setState((s) => ({ result, tries: s.tries + 1 }));
    if (result.ok) complete(id);
  };
  return { ...state, check };
}

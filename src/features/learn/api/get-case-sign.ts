import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseCase } from '../../../core/learn/exercise-case.ts';
import type { LessonId } from '../../../core/learn/lessons.ts';
import { sign } from '../../../core/signing/signing.ts';

/**
 * The sign of a lesson's own case (spec 5.2), computed once with WebCrypto and kept: the case is
 * fixed, so the value never goes stale. Keyed by the lesson, never by the secret.
 */
const getCaseSignQueryOptions = (lesson: LessonId, exercise: ExerciseCase) =>
  queryOptions({
    queryKey: ['learn', 'case-sign', lesson],
    queryFn: () => sign(exercise.secret, exercise),
    staleTime: Infinity,
  });

export function useCaseSign(lesson: LessonId, exercise: ExerciseCase) {
  return useQuery(getCaseSignQueryOptions(lesson, exercise));
}

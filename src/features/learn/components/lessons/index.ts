import type { LessonId } from '../../../../core/learn/lessons.ts';
import { HeadersLesson } from './headers-lesson.tsx';
import { HmacLesson } from './hmac-lesson.tsx';
import { NotBuiltLesson } from './not-built-lesson.tsx';
import { SendQueryLesson } from './send-query-lesson.tsx';
import { StringToSignLesson } from './string-to-sign-lesson.tsx';
import { YourOwnCodeLesson } from './your-own-code-lesson.tsx';

/** Each lesson's explanation and exercise, by id. */
export const LESSON_BODIES: Record<LessonId, React.ComponentType> = {
  headers: HeadersLesson,
  'string-to-sign': StringToSignLesson,
  hmac: HmacLesson,
  'send-query': SendQueryLesson,
  'verify-response': NotBuiltLesson,
  'verify-webhook': NotBuiltLesson,
  'error-codes': NotBuiltLesson,
  'replay-and-clock': NotBuiltLesson,
  'your-own-code': YourOwnCodeLesson,
};

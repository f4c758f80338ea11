import type { LessonId } from '../../../../core/learn/lessons.ts';
import { ErrorCodesLesson } from './error-codes-lesson.tsx';
import { HeadersLesson } from './headers-lesson.tsx';
import { HmacLesson } from './hmac-lesson.tsx';
import { ReplayAndClockLesson } from './replay-and-clock-lesson.tsx';
import { SendQueryLesson } from './send-query-lesson.tsx';
import { StringToSignLesson } from './string-to-sign-lesson.tsx';
import { VerifyResponseLesson } from './verify-response-lesson.tsx';
import { VerifyWebhookLesson } from './verify-webhook-lesson.tsx';
import { YourOwnCodeLesson } from './your-own-code-lesson.tsx';

/** Each lesson's explanation and exercise, by id. */
export const LESSON_BODIES: Record<LessonId, React.ComponentType> = {
  headers: HeadersLesson,
  'string-to-sign': StringToSignLesson,
  hmac: HmacLesson,
  'send-query': SendQueryLesson,
  'verify-response': VerifyResponseLesson,
  'verify-webhook': VerifyWebhookLesson,
  'error-codes': ErrorCodesLesson,
  'replay-and-clock': ReplayAndClockLesson,
  'your-own-code': YourOwnCodeLesson,
};

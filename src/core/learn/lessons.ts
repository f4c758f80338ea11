/**
 * The Learn course (docs/architecture.md, new integrator): its lessons in order, each with the spec
 * section it teaches. The ids are a stable contract (`data-lesson`).
 */

export const LESSON_IDS = [
  'headers',
  'string-to-sign',
  'hmac',
  'send-query',
  'verify-response',
  'verify-webhook',
  'error-codes',
  'replay-and-clock',
  'your-own-code',
] as const;

export type LessonId = (typeof LESSON_IDS)[number];

export interface LessonInfo {
  id: LessonId;
  title: string;
  /** The spec sections the lesson teaches. */
  spec: string;
}

export const LESSONS: readonly LessonInfo[] = [
  { id: 'headers', title: 'The four headers', spec: '5.1' },
  { id: 'string-to-sign', title: 'The string to sign', spec: '5.2' },
  { id: 'hmac', title: 'The HMAC sign', spec: '5.2 rule 4' },
  { id: 'send-query', title: 'Send a query', spec: '4, 5.4' },
  { id: 'verify-response', title: 'Verify a response', spec: '5.3' },
  { id: 'verify-webhook', title: 'Verify a webhook', spec: '5.3, 6' },
  { id: 'error-codes', title: 'Read the error codes', spec: '7' },
  { id: 'replay-and-clock', title: 'Replays and clocks', spec: '5.1, 8' },
  { id: 'your-own-code', title: 'Your own code', spec: '5.4, 5.5' },
];

/** Whether a string names a lesson (for progress read back from storage). */
export function isLessonId(value: string): value is LessonId {
  return (LESSON_IDS as readonly string[]).includes(value);
}

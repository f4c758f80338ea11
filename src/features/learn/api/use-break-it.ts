import { useMutation } from '@tanstack/react-query';
import { buildQuery, type BreakMistake } from '../../../core/learn/break-it.ts';
import { diagnoseSentQuery, type ConsoleDiagnosis } from '../../../core/learn/console-diagnosis.ts';
import { freshDraft, sendLessonQuery, type LessonAnswer } from './send-lesson-query.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

interface BreakItInput {
  mistake: BreakMistake | null;
  settings: { merchantId: string; secrets: { test: string } };
}

interface BreakItOutcome {
  answer: LessonAnswer;
  diagnosis: ConsoleDiagnosis;
}

/**
 * Sends one query with `mistake` switched on (spec 5.5) and diagnoses what was sent, side by
 * side; the "other environment's secret" is the sandbox's own (freshDraft), never one typed.
 */
async function breakIt({ mistake, settings }: BreakItInput): Promise<BreakItOutcome> {
  const draft = freshDraft(settings, BODY);
  const query = await buildQuery(draft, mistake);
  const [answer, diagnosis] = await Promise.all([
    sendLessonQuery(query, settings.secrets.test, settings.merchantId),
    diagnoseSentQuery(
      query,
      { test: settings.secrets.test, production: draft.otherSecret },
      Date.now(),
    ),
  ]);
  return { answer, diagnosis };
}

/** Break it's send, as a mutation: its outcome or its error, one at a time. */
export function useBreakIt() {
  return useMutation({ mutationFn: breakIt });
}

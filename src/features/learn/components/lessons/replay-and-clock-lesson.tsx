import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../../services/environments/settings-store.ts';
import { buildQuery, type BuiltQuery } from '../../../../core/learn/break-it.ts';
import { checkReplayAndClock } from '../../../../core/learn/live-checks.ts';
import { freshDraft, sendLessonQuery, type LessonAnswer } from '../../api/send-lesson-query.ts';
import { CheckFeedback } from '../check-feedback.tsx';
import { useExercise } from '../use-exercise.ts';
import { LessonError } from '../lesson-error.tsx';
import { useLessonAction } from '../use-lesson-action.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';
/**
 * Ten minutes: beyond the sandbox's 300-second window (docs/sandbox.md; spec 8 leaves it open).
 * The lesson's clock is set back, not the shared sandbox's: the sandbox sees the same skew, and
 * no other tab's traffic does.
 */
const SKEW_SECONDS = 600;

type Step = 'original' | 'replay' | 'skewed';

/** Spec 5.1, 8: a replayed nonce and a skewed clock, both refused by the sandbox. */
export function ReplayAndClockLesson() {
  const settings = useSettingsStore(
    useShallow((s) => ({ merchantId: s.merchantId, secrets: s.secrets })),
  );
  const [sent, setSent] = useState<BuiltQuery | null>(null);
  const [answers, setAnswers] = useState<Partial<Record<Step, LessonAnswer>>>({});
  const { result, tries, check } = useExercise('replay-and-clock', () =>
    checkReplayAndClock({
      original: answers.original ?? null,
      replay: answers.replay ?? null,
      skewed: answers.skewed ?? null,
    }),
  );
  const send = (query: BuiltQuery) =>
    sendLessonQuery(query, settings.secrets.test, settings.merchantId);
  const action = useLessonAction();
  const step = async (step: Step) => {
    let answer: LessonAnswer;
    if (step === 'original') {
      const query = await buildQuery(freshDraft(settings, BODY), null);
      setSent(query);
      answer = await send(query);
    } else if (step === 'replay' && sent) {
      answer = await send(sent);
    } else {
      const draft = freshDraft(settings, BODY);
      const skewed = { ...draft, timestamp: String(Number(draft.timestamp) - SKEW_SECONDS) };
      answer = await send(await buildQuery(skewed, null));
    }
    setAnswers((a) => ({ ...a, [step]: answer }));
  };
  const run = (which: Step) => action.run(() => step(which));
  const shown = (step: Step) => {
    const answer = answers[step];
    return answer
      ? `HTTP ${answer.status}, code ${answer.code ?? 'none'}: ${answer.msg ?? ''}`
      : '';
  };
  return (
    <div className="lesson-body">
      <p>
        The nonce is used once (spec 5.1, 8) and the timestamp is Unix seconds checked against the
        service&apos;s clock, so a captured request cannot be sent again later. The allowed
        difference is not shown in the spec; the sandbox allows 300 seconds and refuses a nonce seen
        within that window.
      </p>
      <h4>Exercise</h4>
      <ol>
        <li>
          <button type="button" onClick={() => void run('original')} disabled={action.busy}>
            Send a fresh query
          </button>{' '}
          <span data-testid="learn.step-original">{shown('original')}</span>
        </li>
        <li>
          <button type="button" onClick={() => void run('replay')} disabled={!sent || action.busy}>
            Replay it, byte for byte
          </button>{' '}
          <span data-testid="learn.step-replay">{shown('replay')}</span>
        </li>
        <li>
          <button type="button" onClick={() => void run('skewed')} disabled={action.busy}>
            Send with your clock 10 minutes behind
          </button>{' '}
          <span data-testid="learn.step-skewed">{shown('skewed')}</span>
        </li>
      </ol>
      <LessonError error={action.error} />
      <button type="button" onClick={() => void check()}>
        Check
      </button>
      <CheckFeedback result={result} tries={tries} />
    </div>
  );
}

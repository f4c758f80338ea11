import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../../app/environments/settings-store.ts';
import { buildQuery, type BuiltQuery } from '../../../../core/learn/break-it.ts';
import { checkReplayAndClock } from '../../../../core/learn/live-checks.ts';
import { withFault } from '../../api/sandbox-admin.ts';
import { freshDraft, sendLessonQuery, type LessonAnswer } from '../../api/send-lesson-query.ts';
import { CheckFeedback } from '../check-feedback.tsx';
import { useExercise } from '../use-exercise.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';
/** Ten minutes: beyond the sandbox's 300-second window (docs/sandbox.md; spec 8 leaves it open). */
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
  const run = async (step: Step) => {
    let answer: LessonAnswer;
    if (step === 'original') {
      const query = await buildQuery(freshDraft(settings, BODY), null);
      setSent(query);
      answer = await send(query);
    } else if (step === 'replay' && sent) {
      answer = await send(sent);
    } else {
      const query = await buildQuery(freshDraft(settings, BODY), null);
      answer = await withFault({ clock_skew_seconds: SKEW_SECONDS }, () => send(query));
    }
    setAnswers((a) => ({ ...a, [step]: answer }));
  };
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
          <button type="button" onClick={() => void run('original')}>
            Send a fresh query
          </button>{' '}
          <span data-testid="learn.step-original">{shown('original')}</span>
        </li>
        <li>
          <button type="button" onClick={() => void run('replay')} disabled={!sent}>
            Replay it, byte for byte
          </button>{' '}
          <span data-testid="learn.step-replay">{shown('replay')}</span>
        </li>
        <li>
          <button type="button" onClick={() => void run('skewed')}>
            Send with the sandbox clock 10 minutes ahead
          </button>{' '}
          <span data-testid="learn.step-skewed">{shown('skewed')}</span>
        </li>
      </ol>
      <button type="button" onClick={() => void check()}>
        Check
      </button>
      <CheckFeedback result={result} tries={tries} />
    </div>
  );
}

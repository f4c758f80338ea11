import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../../services/environments/settings-store.ts';
import { buildQuery, type BuiltQuery } from '../../../../core/learn/break-it.ts';
import {
  checkReplayAndClock,
  REFUSAL_REASONS,
  type RefusalReason,
} from '../../../../core/learn/live-checks.ts';
import { freshDraft, sendLessonQuery, type LessonAnswer } from '../../api/send-lesson-query.ts';
import { CheckFeedback } from '../check-feedback.tsx';
import { useExercise } from '../use-exercise.ts';
import { LessonError } from '../lesson-error.tsx';
import { useLessonAction } from '../use-lesson-action.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

type Step = 'original' | 'replay' | 'skewed';

/** Spec 5.1, 8: a replayed nonce and a skewed clock, both refused by the sandbox. */
export function ReplayAndClockLesson() {
  const settings = useSettingsStore(
    useShallow((s) => ({ merchantId: s.merchantId, secrets: s.secrets })),
  );
  const [sent, setSent] = useState<BuiltQuery | null>(null);
  const [answers, setAnswers] = useState<Partial<Record<Step, LessonAnswer>>>({});
  // How far behind the learner sets the lesson's clock: finding the window is the exercise. The
  // lesson's clock is set back, not the shared sandbox's, so no other tab's traffic is skewed.
  const [behind, setBehind] = useState('');
  const [readings, setReadings] = useState<Partial<Record<'replay' | 'skewed', RefusalReason>>>({});
  const seconds = Number(behind);
  const validBehind = /^\d{1,7}$/.test(behind) && seconds > 0;
  const { result, tries, check } = useExercise('replay-and-clock', () =>
    checkReplayAndClock({
      original: answers.original ?? null,
      replay: answers.replay ?? null,
      skewed: answers.skewed ?? null,
      replayReading: readings.replay ?? null,
      skewedReading: readings.skewed ?? null,
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
      const skewed = { ...draft, timestamp: String(Number(draft.timestamp) - seconds) };
      answer = await send(await buildQuery(skewed, null));
    }
    setAnswers((a) => ({ ...a, [step]: answer }));
  };
  const run = (which: Step) => action.run(() => step(which));
  const shown = (step: Step) => {
    const answer = answers[step];
    // The sandbox's msg says why, which is the question: it shows once the lesson is passed.
    return answer
      ? `HTTP ${answer.status}, code ${answer.code ?? 'none'}${result?.ok ? `: ${answer.msg ?? ''}` : ''}`
      : '';
  };
  const reading = (step: 'replay' | 'skewed', question: string) =>
    answers[step] && answers[step].status !== 200 ? (
      <label className="learn-reading">
        {question}{' '}
        <select
          value={readings[step] ?? ''}
          onChange={(event) =>
            setReadings((r) => ({ ...r, [step]: event.target.value as RefusalReason }))
          }
        >
          <option value="" disabled>
            choose
          </option>
          {Object.entries(REFUSAL_REASONS).map(([reason, words]) => (
            <option key={reason} value={reason}>
              {words}
            </option>
          ))}
        </select>
      </label>
    ) : null;
  return (
    <div className="lesson-body">
      <p>
        The nonce is used once (spec 5.1, 8) and the timestamp is Unix seconds checked against the
        service&apos;s clock, so a captured request cannot be sent again later. The allowed
        difference is not in the spec; the sandbox allows 300 seconds and refuses a nonce seen
        within that window. A refusal&apos;s code names the check: 1002 the timestamp, 1003 the
        sign, 1004 the nonce.
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
          <span data-testid="learn.step-replay">{shown('replay')}</span>{' '}
          {reading('replay', 'Why was it refused?')}
        </li>
        <li>
          <label>
            Set your clock behind by{' '}
            <input
              className="mono learn-seconds"
              inputMode="numeric"
              value={behind}
              onChange={(event) => setBehind(event.target.value.trim())}
              aria-invalid={behind !== '' && !validBehind}
            />{' '}
            seconds
          </label>{' '}
          <button
            type="button"
            onClick={() => void run('skewed')}
            disabled={!validBehind || action.busy}
          >
            Send it late
          </button>{' '}
          <span data-testid="learn.step-skewed">{shown('skewed')}</span>{' '}
          {reading('skewed', 'Why was it refused?')}
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

import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../../services/environments/settings-store.ts';
import { buildQuery } from '../../../../core/learn/break-it.ts';
import {
  checkErrorReadings,
  ERROR_SIGNALS,
  type ErrorSignal,
  type LiveAnswer,
} from '../../../../core/learn/live-checks.ts';
import {
  freshDraft,
  sendLessonQuery,
  sendLessonQueryWithFault,
  type LessonAnswer,
} from '../../api/send-lesson-query.ts';
import { CheckFeedback } from '../check-feedback.tsx';
import { useExercise } from '../use-exercise.ts';
import { LessonError } from '../lesson-error.tsx';
import { useLessonAction } from '../use-lesson-action.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

/** Spec 7: the five error signals, produced live by the sandbox, read by the learner. */
export function ErrorCodesLesson() {
  const settings = useSettingsStore(
    useShallow((s) => ({ merchantId: s.merchantId, secrets: s.secrets })),
  );
  const [answers, setAnswers] = useState<Partial<Record<ErrorSignal, LessonAnswer>>>({});
  const [readings, setReadings] = useState<Partial<Record<ErrorSignal, boolean>>>({});
  const action = useLessonAction();
  const { result, tries, check } = useExercise('error-codes', () =>
    checkErrorReadings(
      ERROR_SIGNALS.map((signal) => ({
        signal,
        answer: (answers[signal] as LiveAnswer | undefined) ?? null,
        signatureCause: readings[signal] ?? null,
      })),
    ),
  );

  const produce = () =>
    action.run(async () => {
      const send = async (
        draftChange: (d: ReturnType<typeof freshDraft>) => typeof d,
        crlf = false,
      ) =>
        sendLessonQuery(
          await buildQuery(draftChange(freshDraft(settings, BODY)), crlf ? 'crlf' : null),
          settings.secrets.test,
          settings.merchantId,
        );
      const withFault = (fault: { amount_limit_code: 2006 | 5008 }) =>
        sendLessonQueryWithFault(
          freshDraft(settings, BODY),
          fault,
          settings.secrets.test,
          settings.merchantId,
        );
      const next: Partial<Record<ErrorSignal, LessonAnswer>> = {};
      next['401'] = await send((d) => ({ ...d, timestamp: String(Number(d.timestamp) - 3600) }));
      next['403'] = await send((d) => ({ ...d, merchantId: 'M999999' }));
      next['1003'] = await send((d) => d, true);
      next['2006'] = await withFault({ amount_limit_code: 2006 });
      next['5008'] = await withFault({ amount_limit_code: 5008 });
      setAnswers(next);
    });

  return (
    <div className="lesson-body">
      <p>
        Spec 7: HTTP 401 and 403 are authentication failures (see 5.5); code 1003 is a signature
        verification failure; codes 2006 and 5008 are amount limits, not caused by the signature.
        Every answer, errors included, is the envelope <code>{'{code, msg, data}'}</code>.
      </p>
      <h4>Exercise</h4>
      <p>
        Make the sandbox produce each one (a stale timestamp, an unknown merchant, a CR LF
        signature, and its amount-limit faults), then say for each whether the signature caused it.
      </p>
      <button type="button" onClick={() => void produce()} disabled={action.busy}>
        Produce the five answers
      </button>
      <LessonError error={action.error} />
      <table className="learn-table">
        <thead>
          <tr>
            <th>Signal</th>
            <th>The sandbox answered</th>
            <th>Caused by the signature?</th>
          </tr>
        </thead>
        <tbody>
          {ERROR_SIGNALS.map((signal) => {
            const answer = answers[signal];
            return (
              <tr key={signal} data-testid="learn.error-row" data-signal={signal}>
                <td>{signal}</td>
                <td>
                  {/* The sandbox's msg says whether the signature was the cause, which is the
                      question: it shows once the lesson is passed. */}
                  {answer
                    ? `HTTP ${answer.status}, code ${answer.code ?? 'none'}${result?.ok ? `: ${answer.msg ?? ''}` : ''}`
                    : '—'}
                </td>
                <td>
                  <select
                    aria-label={
                      answer
                        ? `Was the signature the cause of this answer (HTTP ${answer.status}, code ${answer.code ?? 'none'})?`
                        : `Was the signature the cause of the ${signal} answer?`
                    }
                    value={readings[signal] === undefined ? '' : String(readings[signal])}
                    onChange={(event) =>
                      setReadings((r) => ({ ...r, [signal]: event.target.value === 'true' }))
                    }
                  >
                    <option value="" disabled>
                      choose
                    </option>
                    <option value="true">Yes</option>
                    <option value="false">No</option>
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" onClick={() => void check()}>
        Check
      </button>
      <CheckFeedback result={result} tries={tries} />
    </div>
  );
}

import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { BREAK_MISTAKES, buildQuery, type BreakMistake } from '../../../core/learn/break-it.ts';
import { diagnoseSentQuery, type ConsoleDiagnosis } from '../../../core/learn/console-diagnosis.ts';
import { freshDraft, sendLessonQuery, type LessonAnswer } from '../api/send-lesson-query.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

/**
 * Break it (spec 5.5): a live query with one chosen mistake switched on, the sandbox's refusal
 * beside the console's own diagnosis of what was sent.
 */
export function BreakItPanel() {
  const settings = useSettingsStore(
    useShallow((s) => ({ merchantId: s.merchantId, secrets: s.secrets })),
  );
  const id = useId();
  const [mistake, setMistake] = useState<BreakMistake | ''>('');
  const [outcome, setOutcome] = useState<
    { answer: LessonAnswer; diagnosis: ConsoleDiagnosis } | { error: string } | null
  >(null);

  const send = async () => {
    try {
      const query = await buildQuery(freshDraft(settings, BODY), mistake || null);
      const [answer, diagnosis] = await Promise.all([
        sendLessonQuery(query, settings.secrets.test, settings.merchantId),
        diagnoseSentQuery(
          query,
          { test: settings.secrets.test, production: freshDraft(settings, BODY).otherSecret },
          Date.now(),
        ),
      ]);
      setOutcome({ answer, diagnosis });
    } catch (error) {
      setOutcome({ error: String(error) });
    }
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Break it</h4>
      <p>
        Switch on one mistake of spec 5.5, send, and compare the sandbox&apos;s refusal with the
        console&apos;s diagnosis. Switch it off again with &quot;No mistake&quot;.
      </p>
      <label htmlFor={id}>Mistake</label>
      <select
        id={id}
        value={mistake}
        onChange={(event) => setMistake(event.target.value as BreakMistake | '')}
      >
        <option value="">No mistake</option>
        {BREAK_MISTAKES.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => void send()}>
        Send with this mistake
      </button>
      {outcome && 'error' in outcome ? <p role="alert">{outcome.error}</p> : null}
      {outcome && 'answer' in outcome ? (
        <div className="learn-side-by-side">
          <div data-testid="learn.break-sandbox">
            <h5>The sandbox answered</h5>
            <p>
              HTTP {outcome.answer.status}, code {outcome.answer.code ?? 'none'} (
              {outcome.answer.verdict.verdict})
            </p>
            <p className="muted">{outcome.answer.msg}</p>
          </div>
          <div data-testid="learn.break-console">
            <h5>The console diagnosed</h5>
            {outcome.diagnosis.causes.length > 0 ? (
              <p data-testid="diagnosis" data-cause={outcome.diagnosis.causes.join(' ')}>
                {outcome.diagnosis.causes.join(' + ')}
              </p>
            ) : null}
            <ul>
              {outcome.diagnosis.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}

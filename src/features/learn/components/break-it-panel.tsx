import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { useConsoleEnvironments } from '../../../services/environments/console-environments.ts';
import { BREAK_MISTAKES, type BreakMistake } from '../../../core/learn/break-it.ts';
import { useBreakIt } from '../api/use-break-it.ts';

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
  const breakIt = useBreakIt();
  const outcome = breakIt.data;
  // The other environment's secret is the sandbox's own demo production secret (docs/sandbox.md,
  // configuration); a sandbox started with its own has none the console may sign with.
  const ownProductionSecret =
    useConsoleEnvironments().data?.sandbox?.demoProductionSecret === false;
  const unavailable = (m: BreakMistake) => m === 'other-secret' && ownProductionSecret;

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
          <option key={m.id} value={m.id} disabled={unavailable(m.id)}>
            {m.label}
          </option>
        ))}
      </select>
      {ownProductionSecret ? (
        <p className="hint" data-testid="learn.break-own-production-secret">
          &quot;The other environment&apos;s secret&quot; is off: this sandbox was started with its
          own production secret (SANDBOX_PROD_SECRET), which the console does not know and never
          asks for here.
        </p>
      ) : null}
      <button type="button" onClick={() => breakIt.mutate({ mistake: mistake || null, settings })}>
        Send with this mistake
      </button>
      {breakIt.error ? <p role="alert">{String(breakIt.error)}</p> : null}
      {outcome ? (
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

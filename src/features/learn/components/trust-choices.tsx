import { useState } from 'react';
import { checkTrust } from '../../../core/learn/live-checks.ts';
import type { LessonId } from '../../../core/learn/lessons.ts';
import { CheckFeedback } from './check-feedback.tsx';
import { useExercise } from './use-exercise.ts';

/** Something signed to judge: its signed headers and body as they arrived. */
export interface SignedItem {
  label: string;
  headers: Array<[string, string]>;
  body: string;
  /** The signing core's verdict over the raw bytes (spec 5.3); never shown before the check. */
  verified: boolean;
}

/** Shuffles items with cryptographic randomness, so their order says nothing. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The learner decides which items to trust; the check compares with the core's verdicts. */
export function TrustChoices({ lesson, items }: { lesson: LessonId; items: SignedItem[] }) {
  const [trusted, setTrusted] = useState<Record<string, boolean>>({});
  const { result, tries, check } = useExercise(lesson, () =>
    checkTrust(items.map((item) => ({ ...item, trusted: trusted[item.label] ?? null }))),
  );
  return (
    <>
      {items.map((item) => (
        <article key={item.label} className="panel" aria-label={item.label}>
          <h5>{item.label}</h5>
          <pre className="mono learn-snippet">
            {item.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
            {'\n\n'}
            {item.body}
          </pre>
          <select
            aria-label={`Trust ${item.label}?`}
            value={trusted[item.label] === undefined ? '' : String(trusted[item.label])}
            onChange={(event) =>
              setTrusted((t) => ({ ...t, [item.label]: event.target.value === 'true' }))
            }
          >
            <option value="" disabled>
              choose
            </option>
            <option value="true">Trust it</option>
            <option value="false">Do not trust it</option>
          </select>
        </article>
      ))}
      <button type="button" onClick={() => void check()}>
        Check
      </button>
      <CheckFeedback result={result} tries={tries} />
    </>
  );
}

import { useId, useState } from 'react';
import { EXERCISE_CASES } from '../../../../core/learn/exercise-case.ts';
import { checkHeaders } from '../../../../core/learn/header-check.ts';
import { useCaseSign } from '../../api/get-case-sign.ts';
import { CheckFeedback } from '../check-feedback.tsx';
import { ExerciseCaseCard } from '../exercise-case-card.tsx';
import { LiveStringToSign } from '../live-string-to-sign.tsx';
import { useExercise } from '../use-exercise.ts';

/** This lesson's own case: no other lesson prints what it asks for. */
const EXERCISE_CASE = EXERCISE_CASES['headers'];

/** Spec 5.1: the four authentication headers, written by hand for a given case. */
export function HeadersLesson() {
  const [text, setText] = useState('');
  const id = useId();
  const caseSign = useCaseSign('headers', EXERCISE_CASE).data ?? null;
  const { result, tries, check } = useExercise('headers', () => checkHeaders(EXERCISE_CASE, text));
  return (
    <div className="lesson-body">
      <p>
        Every request carries <code>Content-Type: application/json</code> and four authentication
        headers (spec 5.1): <code>X-MerchantID</code>, your merchant ID; <code>X-Timestamp</code>,
        the current Unix time in <em>seconds</em>; <code>X-Nonce</code>, a random string used once;
        and <code>X-Sign</code>, the signature of the string to sign below (spec 5.2), live for the
        current second:
      </p>
      <LiveStringToSign />
      <h4>Exercise</h4>
      <p>
        Write the four headers for this case, one <code>Name: value</code> per line. The sign is
        computed for you here: <code className="mono">{caseSign ?? '…'}</code>. Mind the timestamp:
        the case gives a UTC time.
      </p>
      <ExerciseCaseCard exercise={EXERCISE_CASE} showTimestamp={false} />
      <label htmlFor={id}>Your headers</label>
      <textarea
        id={id}
        className="mono learn-answer"
        rows={5}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="button" onClick={() => void check()}>
        Check
      </button>
      <CheckFeedback result={result} tries={tries} />
    </div>
  );
}

import { useState } from 'react';
import { EXERCISE_CASES } from '../../../../core/learn/exercise-case.ts';
import { checkStringToSign } from '../../../../core/learn/exercise-checks.ts';
import { LazyRawBodyEditor } from '../../../../ui/editor/lazy-raw-body-editor.tsx';
import { VisibleText } from '../../../../ui/components/signed-bytes/visible-text-view.tsx';
import { CheckFeedback } from '../check-feedback.tsx';
import { ExerciseCaseCard } from '../exercise-case-card.tsx';
import { LiveStringToSign } from '../live-string-to-sign.tsx';
import { useExercise } from '../use-exercise.ts';

/** This lesson's own case: no other lesson prints what it asks for. */
const EXERCISE_CASE = EXERCISE_CASES['string-to-sign'];

/** Spec 5.2: the string to sign, typed by hand and checked byte for byte. */
export function StringToSignLesson() {
  const [text, setText] = useState('');
  const { result, tries, check } = useExercise('string-to-sign', () =>
    checkStringToSign(EXERCISE_CASE, text),
  );
  return (
    <div className="lesson-body">
      <p>
        The string to sign (spec 5.2) is the merchant ID, the timestamp, the nonce and the raw body,
        in that order only, joined by a single line feed (0x0A, drawn ␊): no CR, nothing before the
        first part, nothing after the body. The body is signed exactly as it is sent, byte for byte.
        Here is one for the current second:
      </p>
      <LiveStringToSign />
      <h4>Exercise</h4>
      <p>Type the string to sign for this case in the editor.</p>
      <ExerciseCaseCard exercise={EXERCISE_CASE} />
      <LazyRawBodyEditor
        value={text}
        onChange={setText}
        ariaLabel="Your string to sign"
        language="plaintext"
        height={140}
      />
      <p className="muted">What you typed, every invisible byte drawn:</p>
      <pre className="learn-visible" data-testid="learn.typed-string">
        <VisibleText text={text} />
      </pre>
      <button type="button" onClick={() => void check()}>
        Check
      </button>
      <CheckFeedback result={result} tries={tries} />
    </div>
  );
}

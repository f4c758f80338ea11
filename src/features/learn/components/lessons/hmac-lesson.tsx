import { useState } from 'react';
import { EXERCISE_CASES } from '../../../../core/learn/exercise-case.ts';
import { checkSign } from '../../../../core/learn/exercise-checks.ts';
import { TextField } from '../../../../ui/components/text-field.tsx';
import { CheckFeedback } from '../check-feedback.tsx';
import { ExerciseCaseCard } from '../exercise-case-card.tsx';
import { LiveStringToSign } from '../live-string-to-sign.tsx';
import { useExercise } from '../use-exercise.ts';

/** This lesson's own case: no other lesson prints what it asks for. */
const EXERCISE_CASE = EXERCISE_CASES['hmac'];

// A way to compute it, not the answer: the learner fills in the case's values.
const SHELL = `printf '%s\\n%s\\n%s\\n%s' "$MERCHANT_ID" "$TIMESTAMP" "$NONCE" "$BODY" \\
  | openssl dgst -sha256 -hmac "$SECRET"`;

/** Spec 5.2 rule 4: the sign, computed with the learner's own tool and checked by the core. */
export function HmacLesson() {
  const [typed, setTyped] = useState('');
  const { result, tries, check } = useExercise('hmac', () => checkSign(EXERCISE_CASE, typed));
  return (
    <div className="lesson-body">
      <p>
        <code>X-Sign</code> is HMAC-SHA256 over the UTF-8 bytes of the string to sign, keyed with
        the UTF-8 bytes of the API secret, written as 64 lowercase hexadecimal characters (spec 5.2
        rule 4): not uppercase, not base64. Each environment has its own secret. The string it
        signs, for the current second:
      </p>
      <LiveStringToSign />
      <h4>Exercise</h4>
      <p>
        Compute the sign of this case with a tool of your own, for example (<code>printf</code> adds
        no line feed after the body):
      </p>
      <pre className="mono learn-snippet">{SHELL}</pre>
      <ExerciseCaseCard exercise={EXERCISE_CASE} />
      <TextField label="Your X-Sign" value={typed} onChange={setTyped} />
      <button type="button" onClick={() => void check()}>
        Check
      </button>
      <CheckFeedback result={result} tries={tries} />
    </div>
  );
}

import type { ExerciseCase } from '../../../core/learn/exercise-case.ts';

/** A by-hand lesson's given case. The secret is the sandbox demo merchant's, public. */
export function ExerciseCaseCard({
  exercise: c,
  showTimestamp = true,
}: {
  exercise: ExerciseCase;
  showTimestamp?: boolean;
}) {
  const rows: Array<[string, string]> = [
    ['Merchant ID', c.merchantId],
    ['Time (UTC)', c.isoTime],
    ...(showTimestamp
      ? ([['Timestamp (Unix seconds)', c.timestamp]] as Array<[string, string]>)
      : []),
    ['Nonce', c.nonce],
    ['Raw body', c.body],
    ['Test secret (demo merchant)', c.secret],
  ];
  return (
    <dl className="learn-case" aria-label="The case">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd className="mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { answeredRequestOf } from '../../../core/diagnosis/explain/answer-in-paste.ts';
import { readServiceAnswer } from '../../../core/diagnosis/explain/service-answer.ts';
import { useTicketEvidence } from '../use-ticket-evidence.ts';
import { useVerifyStore } from '../verify-store.ts';
import { useCaseIntake } from '../use-case-intake.ts';

/**
 * A right signature with the service's answer in the ticket (spec 7): the one thing that answer's
 * code says (the clock by how much, the nonce reused, an amount limit), and its fix; nothing when
 * the ticket shows no answer this console can read.
 */
export function AnswerPanel() {
  const { answer } = useTicketEvidence();
  const kind = useVerifyStore((s) => s.kind);
  const fields = useVerifyStore((s) => s.fields);
  const intake = useCaseIntake();
  if (!answer || kind === 'webhook') return null;
  const reading = readServiceAnswer(
    answer,
    answeredRequestOf(intake, kind, {
      merchantId: fields.merchantId,
      timestamp: fields.timestamp,
      nonce: fields.nonce,
      ...(fields.contentType.trim() ? { contentType: fields.contentType.trim() } : {}),
    }),
  );
  if (!reading) return null;
  return (
    <section
      className="panel diagnosis found"
      data-testid="verify.answer"
      data-code={reading.code}
      aria-label="What the service's answer says"
    >
      <header className="panel-header">
        <h3>
          {kind === 'request' ? 'Signature right; ' : "The service's answer: "}
          {reading.title}
        </h3>
        <code className="cause-code">{reading.code}</code>
      </header>
      <p className="diagnosis-lead" data-testid="verify.answer-lead">
        {reading.lead}
      </p>
      <p className="diagnosis-fix" data-testid="verify.answer-fix">
        <strong>Fix:</strong> {reading.fix}
      </p>
    </section>
  );
}

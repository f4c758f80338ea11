import { deliveryOutcome } from '../../../core/sandbox-api/sandbox-outcomes.ts';
import { messageShareCase, partsFromHeaders } from '../../../core/share/message-case.ts';
import { useDeliveries } from '../../../services/sandbox-api/get-deliveries.ts';
import { useResendDelivery } from '../../../services/sandbox-api/resend-delivery.ts';
import type { DeliveryAttempt } from '../../../core/sandbox-api/webhooks.ts';
import { useOpenInVerify } from '../use-open-in-verify.ts';
import { TimeStamp } from '../../../ui/components/time-stamp.tsx';

function DeliveryRow({ attempt }: { attempt: DeliveryAttempt }) {
  const outcome = deliveryOutcome(attempt);
  const openInVerify = useOpenInVerify();
  const resend = useResendDelivery();
  return (
    <li
      className={`sandbox-row ${outcome.delivered ? 'sandbox-accepted' : 'sandbox-refused'}`}
      data-testid="sandbox.delivery-row"
    >
      <div className="sandbox-row-head">
        <span className="mono">
          {attempt.notificationId} · attempt {attempt.attempt}
        </span>
        <TimeStamp className="muted" value={attempt.time} />
        <span className="sandbox-verdict">{outcome.label}</span>
      </div>
      <div className="sandbox-row-parts mono muted">
        order {attempt.merchantOrderNo} → {attempt.target}
      </div>
      <button
        type="button"
        onClick={() =>
          openInVerify(
            messageShareCase(
              'webhook',
              'test',
              partsFromHeaders(attempt.request.headers, attempt.request.body),
            ),
          )
        }
      >
        Open in Verify
      </button>{' '}
      <button
        type="button"
        disabled={resend.isPending}
        onClick={() => resend.mutate(attempt.notificationId)}
      >
        Resend
      </button>
      {resend.error ? (
        <span role="alert" className="error">
          {' '}
          {resend.error.message}
        </span>
      ) : null}
    </li>
  );
}

/** Every webhook delivery attempt, newest first, live (retries arrive with back-off). */
export function DeliveriesList() {
  const deliveries = useDeliveries();
  const attempts = deliveries.data ?? [];
  return (
    <section aria-labelledby="sandbox-deliveries" className="sandbox-panel">
      <h3 id="sandbox-deliveries">Deliveries</h3>
      {deliveries.error ? (
        <p role="alert" className="error">
          Could not read the deliveries: {deliveries.error.message}
        </p>
      ) : null}
      {deliveries.isSuccess && attempts.length === 0 ? (
        <p className="empty">No webhook sent yet: change an order&apos;s status or send a test.</p>
      ) : null}
      <ol className="sandbox-list" aria-label="Delivery attempts">
        {attempts.map((attempt) => (
          <DeliveryRow key={attempt.id} attempt={attempt} />
        ))}
      </ol>
    </section>
  );
}

import {
  DEFAULT_CLOCK_WINDOW_SECONDS,
  readTimestamp,
} from '../../../core/protocol/timestamp-form.ts';
import { useNow } from '../../../ui/hooks/use-now.ts';

/**
 * When a ticket's case was signed, said once and calmly. A ticket is old by nature: its
 * timestamp is outside the service's clock window now (spec 5.2 rule 5), which says nothing about
 * its sign, so Verify names the time instead of warning of clock drift on every case.
 */
export function TicketTime({ timestamp }: { timestamp: string }) {
  // The note names a fixed time, so it does not tick: the clock is read once a minute only to
  // tell a ticket from a case signed just now.
  const now = useNow(60_000);
  const form = readTimestamp(timestamp);
  if (form.form !== 'seconds') return null;
  const { seconds } = form;
  if (Math.abs(seconds - now / 1000) <= DEFAULT_CLOCK_WINDOW_SECONDS) return null;
  const when = new Date(seconds * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC');
  return (
    <p className="hint" data-testid="verify.ticket-time">
      Signed at {when}. The sign is checked as it was made; the service&apos;s clock window (spec
      5.2) applied when it was sent, not now.
    </p>
  );
}

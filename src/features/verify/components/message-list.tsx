import { useEffect, useMemo } from 'react';
import { chooseLead, verdictOf, type MessageVerdict } from '../../../core/paste/lead.ts';
import type { PasteMessage } from '../../../core/paste/messages.ts';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { useBatchShown } from '../batch-shown.ts';
import { useVerifyStore } from '../verify-store.ts';

const SIDE_NAMES: Record<PasteMessage['side'], string> = {
  request: 'Request',
  response: 'Response',
  webhook: 'Webhook',
};

const VERDICT_WORDS: Record<MessageVerdict, string> = {
  MATCH: 'signature matches',
  MISMATCH: 'signature does not match',
  UNVERIFIED: 'not verified: type the secret to verify it',
};

/** The message's name in the list: its side, and what it is when the paste shows it. */
function nameOf(message: PasteMessage, index: number, messages: readonly PasteMessage[]): string {
  const { method, url } = message.intake;
  const { status } = message;
  const twin = messages.some((other, i) => i < index && other.side === message.side);
  const what = status ? ` ${status}` : method ? ` ${method}${url ? ` ${url}` : ''}` : '';
  return `${SIDE_NAMES[message.side]}${twin ? ' (again, a later copy)' : ''}${what}`;
}

/**
 * The signed messages of a paste (core/paste/messages.ts), each verified on its own, when it
 * holds two or more; one click opens a message. The page shows the lead (core/paste/lead.ts)
 * until the user opens another or edits the case, whichever message the secret makes the lead.
 */
export function MessageList() {
  const messages = useVerifyStore((s) => s.messages);
  const shown = useVerifyStore((s) => s.shownMessage);
  const followsLead = useVerifyStore((s) => s.followsLead);
  const causes = useVerifyStore((s) => s.messageCauses);
  const stale = useVerifyStore((s) => s.stale);
  const showMessage = useVerifyStore((s) => s.showMessage);
  const secret = useSettingsStore((s) => s.secrets[s.env] ?? '');
  const verdicts = useMemo(
    () => (messages ? messages.map((m) => verdictOf(m, secret)) : []),
    [messages, secret],
  );
  const lead = messages ? chooseLead(messages, verdicts) : 0;
  // A log the batch shows lists its messages there, once.
  const batchShown = useBatchShown();
  useEffect(() => {
    if (messages && followsLead && !stale && lead !== shown) showMessage(lead, false);
  }, [messages, followsLead, stale, lead, shown, showMessage]);
  if (!messages || stale || batchShown) return null;
  return (
    <section className="panel message-list" aria-labelledby="message-list-title">
      <h3 id="message-list-title">Signed messages in this paste</h3>
      <p className="hint">
        Each is verified on its own. The result below is for the{' '}
        {shown === lead ? 'lead: the message this ticket is about' : 'message you opened'}.
      </p>
      <ol className="message-rows">
        {messages.map((message, index) => {
          const verdict = verdicts[index]!;
          const cause = verdict === 'MISMATCH' ? causes[index] : undefined;
          return (
            <li
              key={`${message.span.start}-${message.side}`}
              data-testid="verify.message"
              data-side={message.side}
              data-verdict={verdict}
              data-cause={cause}
              data-lead={index === lead ? 'true' : undefined}
            >
              <button
                type="button"
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => showMessage(index, true)}
              >
                <strong>{nameOf(message, index, messages)}</strong>:{' '}
                {message.complete
                  ? VERDICT_WORDS[verdict]
                  : 'not verified: the paste does not hold its body'}
                {cause ? ` (${cause})` : null}
                {index === lead ? ' · lead' : null}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

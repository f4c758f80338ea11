import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../../services/environments/settings-store.ts';
import { freshDraft, useSendLessonQuery } from '../../api/send-lesson-query.ts';
import { AttemptList } from '../attempt-list.tsx';
import { BreakItPanel } from '../break-it-panel.tsx';
import { LiveStringToSign } from '../live-string-to-sign.tsx';
import { useTrafficGrade } from '../use-traffic-grade.ts';

/** Spec 4, 5.4: a query the sandbox accepts, checked from the sandbox's own traffic log. */
export function SendQueryLesson() {
  const settings = useSettingsStore(
    useShallow((s) => ({ merchantId: s.merchantId, secrets: s.secrets })),
  );
  const { grade } = useTrafficGrade('send-query');
  const [body, setBody] = useState('{"merchant_order_no":""}');
  const sending = useSendLessonQuery();
  const answer = sending.data;
  const id = useId();
  const send = () =>
    sending.mutate({ draft: freshDraft(settings, body), merchantId: settings.merchantId });
  return (
    <div className="lesson-body">
      <p>
        The one operation is <code>POST /api/v1/payments/query</code> (spec 4) with a JSON body
        naming the order, <code>merchant_order_no</code> in snake_case (spec 2). The console signs
        the body you write with the Test API secret and sends exactly those bytes (spec 5.4). The
        sandbox has the order <code>ORD-20231114-0001</code>.
      </p>
      <h4>Exercise</h4>
      <p>Write a query body the sandbox accepts, and send it. The sandbox&apos;s log decides.</p>
      <label htmlFor={id}>Query body</label>
      <textarea
        id={id}
        className="mono learn-answer"
        rows={3}
        value={body}
        spellCheck={false}
        onChange={(event) => setBody(event.target.value)}
      />
      <LiveStringToSign body={body} />
      <button type="button" onClick={send}>
        Send
      </button>
      {sending.error ? <p role="alert">{String(sending.error)}</p> : null}
      {answer ? (
        <p data-testid="learn.answer">
          HTTP {answer.status}, code {answer.code ?? 'none'}: {answer.msg} (response{' '}
          {answer.verdict.verdict})
        </p>
      ) : null}
      <AttemptList attempts={grade.attempts} />
      <BreakItPanel />
    </div>
  );
}

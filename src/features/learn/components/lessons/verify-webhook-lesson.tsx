import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../../services/environments/settings-store.ts';
import { utf8 } from '../../../../core/text/bytes.ts';
import { verifyResponse } from '../../../../core/signing/response-verification.ts';
import { useWebhookArrival } from '../../api/webhooks.ts';
import { LessonError } from '../lesson-error.tsx';
import { useLessonAction } from '../use-lesson-action.ts';
import { shuffled, TrustChoices, type SignedItem } from '../trust-choices.tsx';

const ORDER_NO = 'ORD-20231114-0001';

/**
 * The same headers over a body with the status changed: what a forger without the secret sends.
 * The body came over the network, so it is checked, not trusted: anything but a JSON object gets
 * one byte more, which breaks its sign just the same (spec 5.3).
 */
function forge(body: string): string {
  let order: unknown;
  try {
    order = JSON.parse(body);
  } catch {
    return `${body} `;
  }
  if (order === null || typeof order !== 'object' || Array.isArray(order)) return `${body} `;
  const status = 'status' in order && order.status === 'SUCCESS' ? 'FAILED' : 'SUCCESS';
  return JSON.stringify({ ...order, status });
}

/** Spec 5.3, 6: a webhook sent by the sandbox to its inbox, verified, then a forged one spotted. */
export function VerifyWebhookLesson() {
  const { merchantId, secret } = useSettingsStore(
    useShallow((s) => ({ merchantId: s.merchantId, secret: s.secrets.test })),
  );
  const [items, setItems] = useState<SignedItem[] | null>(null);
  const action = useLessonAction();
  const webhook = useWebhookArrival(merchantId);
  const received = webhook.arrived;
  useEffect(() => {
    if (!received) return;
    let live = true;
    const headers = Object.entries(received.headers).filter(([name]) =>
      name.toLowerCase().startsWith('x-'),
    );
    const judge = async (body: string): Promise<boolean> =>
      (
        await verifyResponse({
          secret,
          merchantId,
          headers: new Headers(headers),
          body: utf8(body),
        })
      ).verdict === 'VERIFIED';
    const candidates = [received.body, forge(received.body)];
    void Promise.all(candidates.map(judge)).then((verdicts) => {
      if (!live) return;
      const [first, second] = shuffled(candidates.map((body, i) => ({ body, ok: verdicts[i]! })));
      setItems(
        [first!, second!].map((c, i) => ({
          label: `Webhook ${'AB'[i]}`,
          headers,
          body: c.body,
          verified: c.ok,
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [received, secret, merchantId]);
  const trigger = () => action.run(() => webhook.trigger(ORDER_NO));
  return (
    <div className="lesson-body">
      <p>
        A webhook (spec 6) is a POST from the service to you, signed like a response (spec 5.3):
        verify its <code>X-Sign</code> over the raw body bytes before acting on it, and answer 2xx
        only when it verifies. A forger can copy headers but cannot sign a changed body.
      </p>
      <h4>Exercise</h4>
      <p>
        Have the sandbox send a notification for {ORDER_NO} to its inbox; beside it is the same
        notification with its status changed. Decide which one to trust.
      </p>
      <button
        type="button"
        onClick={() => void trigger()}
        disabled={action.busy || webhook.waiting}
      >
        Trigger a webhook
      </button>
      {webhook.waiting ? (
        <p role="status">Waiting for the notification to reach the inbox…</p>
      ) : null}
      <LessonError error={action.error ?? webhook.error} />
      {items ? <TrustChoices lesson="verify-webhook" items={items} /> : null}
    </div>
  );
}

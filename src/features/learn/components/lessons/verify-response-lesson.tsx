import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSettingsStore } from '../../../../services/environments/settings-store.ts';
import { buildQuery } from '../../../../core/learn/break-it.ts';
import {
  freshDraft,
  sendLessonQuery,
  sendLessonQueryWithFault,
  type LessonAnswer,
} from '../../api/send-lesson-query.ts';
import { LessonError } from '../lesson-error.tsx';
import { useLessonAction } from '../use-lesson-action.ts';
import { shuffled, TrustChoices, type SignedItem } from '../trust-choices.tsx';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

const item = (label: string, answer: LessonAnswer): SignedItem => ({
  label,
  headers: answer.signHeaders,
  body: answer.rawBody,
  verified: answer.verdict.verdict === 'VERIFIED',
});

/** Spec 5.3: two live responses, one corrupted by the sandbox's fault; which may be trusted? */
export function VerifyResponseLesson() {
  const settings = useSettingsStore(
    useShallow((s) => ({ merchantId: s.merchantId, secrets: s.secrets })),
  );
  const [items, setItems] = useState<SignedItem[] | null>(null);
  const action = useLessonAction();
  const fetchTwo = () =>
    action.run(async () => {
      const plain = await sendLessonQuery(
        await buildQuery(freshDraft(settings, BODY), null),
        settings.secrets.test,
        settings.merchantId,
      );
      const corrupted = await sendLessonQueryWithFault(
        freshDraft(settings, BODY),
        { corrupt_response_sign: true },
        settings.secrets.test,
        settings.merchantId,
      );
      const [first, second] = shuffled([plain, corrupted]);
      setItems([item('Response A', first!), item('Response B', second!)]);
    });
  return (
    <div className="lesson-body">
      <p>
        A response is trusted only after its <code>X-Sign</code> verifies (spec 5.3): the string to
        sign is built from the response&apos;s own <code>X-MerchantID</code>,{' '}
        <code>X-Timestamp</code>, <code>X-Nonce</code> and its raw body bytes as they arrived,
        signed with your secret, and compared with the received sign lowercased. Never parse the
        body first.
      </p>
      <h4>Exercise</h4>
      <p>
        Fetch two answers to the same query; the sandbox corrupts the sign of one. Recompute each
        sign (the secret is the Test API secret) and decide which to trust.
      </p>
      <button type="button" onClick={() => void fetchTwo()} disabled={action.busy}>
        Fetch two responses
      </button>
      <LessonError error={action.error} />
      {items ? <TrustChoices lesson="verify-response" items={items} /> : null}
    </div>
  );
}

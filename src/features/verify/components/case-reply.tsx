import type { Diagnosis } from '../../../core/diagnosis/index.ts';
import { answeredRequestOf } from '../../../core/diagnosis/explain/answer-in-paste.ts';
import { preselectedLanguage, writeReply, type ReplyCase } from '../../../core/reply/reply.ts';
import { shareLinkAt } from '../../../core/share/console-address.ts';
import { usePublicConsoleAddress } from '../../../services/environments/public-console-address.ts';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { useReplyLanguageStore } from '../reply-language-store.ts';
import { useShareCase } from '../use-share-case.ts';
import { useTicketEvidence } from '../use-ticket-evidence.ts';
import { useVerifyStore } from '../verify-store.ts';
import { ReplyPanel } from './reply-panel.tsx';
import { useCaseIntake } from '../use-case-intake.ts';

/**
 * **Reply to merchant** for the case in Verify (a paste, a shared case, or a traffic row opened
 * here): the reply of src/core/reply over the case and its diagnosis, once there is one.
 */
export function CaseReply({
  diagnosis,
  ownCheck,
}: {
  diagnosis: Diagnosis | null;
  /** The search over the sign the merchant's own check computed, when the ticket shows one. */
  ownCheck?: Diagnosis | null;
}) {
  const env = useSettingsStore((s) => s.env);
  const secrets = useSettingsStore((s) => s.secrets);
  const kind = useVerifyStore((s) => s.kind);
  const fields = useVerifyStore((s) => s.fields);
  const rawBody = useVerifyStore((s) => s.rawBody);
  const url = useVerifyStore((s) => s.intake?.url);
  const status = useVerifyStore((s) => s.intake?.status);
  const lastChoice = useReplyLanguageStore((s) => s.lastChoice);
  const evidence = useTicketEvidence();
  const { answer } = evidence;
  const intake = useCaseIntake();
  const { shareCase } = useShareCase();
  const address = usePublicConsoleAddress();
  if (!diagnosis) return null;
  const answeredRequest = answeredRequestOf(intake, kind, fields);
  const userAgent = fields.userAgent.trim() || (evidence.userAgent ?? '');
  const replyCase: ReplyCase = {
    kind,
    env,
    merchantId: fields.merchantId,
    timestamp: fields.timestamp,
    nonce: fields.nonce,
    rawBody,
    secrets,
    // The paste's uncertain end holds while the body is the one read; an edited body is the user's.
    ...(intake?.bodyEnd === 'uncertain' && intake.fields.rawBody === rawBody
      ? { bodyEndUncertain: true }
      : {}),
    ...(kind === 'request' && userAgent ? { userAgent } : {}),
    // The reading's own URL, else the one address the ticket's text names for the query.
    ...(url || evidence.url ? { url: url || evidence.url } : {}),
    ...(status !== undefined ? { responseCode: String(status) } : {}),
    ...(answer ? { answer } : {}),
    ...(evidence.host ? { host: evidence.host } : {}),
    ...(evidence.stack ? { ticketStack: evidence.stack } : {}),
    ...(evidence.text ? { ticketText: evidence.text } : {}),
    ...(ownCheck && kind !== 'request' ? { ownCheck } : {}),
    ...(kind === 'response' && answeredRequest ? { answeredRequest } : {}),
    ...(fields.contentType.trim() ? { contentType: fields.contentType.trim() } : {}),
    // Only on the public console address: a link to this console may be one only we can open.
    ...(address ? { ownCheckLink: shareLinkAt(address, shareCase) } : {}),
  };
  return (
    <ReplyPanel
      // A new case starts from its own preselection, not the language picked for the last one.
      key={`${kind}\n${fields.merchantId}\n${fields.timestamp}\n${fields.nonce}\n${rawBody}`}
      write={(language) => writeReply(replyCase, diagnosis, language)}
      preselected={preselectedLanguage(replyCase, diagnosis, lastChoice)}
      fileName={`reply-${fields.merchantId || 'case'}.md`}
    />
  );
}

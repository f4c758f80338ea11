import { useMemo } from 'react';
import { answerInPaste } from '../../core/diagnosis/explain/answer-in-paste.ts';
import { ownComputedSign } from '../../core/diagnosis/explain/own-check.ts';
import { ticketHeader, ticketQueryUrl } from '../../core/reply/ticket-headers.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { ticketStackOf } from '../../core/reply/ticket-stack.ts';
import { USER_AGENT_HEADER } from '../../core/protocol/headers.ts';
import { decodeUtf8 } from '../../core/text/bytes.ts';
import type { CaseSource } from './case-source.ts';
import { useVerifyStore } from './verify-store.ts';
import { useCaseIntake } from './use-case-intake.ts';

/** The text of a pasted or dropped ticket; none for a shared link, which holds only the case. */
function ticketText(source: CaseSource): string | undefined {
  if (source.from === 'paste') return source.text;
  if (source.from === 'file') return decodeUtf8(source.bytes);
  return undefined;
}

/**
 * What the ticket shows beyond the case's signed parts (spec 7, 5.3, 5.5): the service's answer,
 * the receiver's stack (its code or its log's format), the request's Host, address and User-Agent, and
 * the sign the merchant's own check computed. Read from the intake and the ticket's text, once
 * per case.
 */
export function useTicketEvidence() {
  const intake = useCaseIntake();
  const source = useVerifyStore((s) => s.source);
  const kind = useVerifyStore((s) => s.kind);
  const rawBody = useVerifyStore((s) => s.rawBody);
  const receivedSign = useVerifyStore((s) => s.fields.receivedSign);
  return useMemo(() => {
    const text = ticketText(source);
    const stack = ticketStackOf(text);
    const host = ticketHeader(text, 'Host');
    const url = ticketQueryUrl(text, QUERY_PATH);
    const userAgent = kind === 'request' ? ticketHeader(text, USER_AGENT_HEADER) : undefined;
    // A response's or webhook's receiver logs what it computed; a request's check is the service's.
    const ownSign = kind === 'request' ? undefined : ownComputedSign(text, receivedSign);
    return {
      answer: answerInPaste(intake, kind, rawBody, text),
      ...(text ? { text } : {}),
      ...(stack ? { stack } : {}),
      ...(host ? { host } : {}),
      ...(url ? { url } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...(ownSign ? { ownSign } : {}),
    };
  }, [intake, source, kind, rawBody, receivedSign]);
}

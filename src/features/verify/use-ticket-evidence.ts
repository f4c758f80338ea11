import { useMemo } from 'react';
import { answerInPaste } from '../../core/diagnosis/explain/answer-in-paste.ts';
import { decodeUtf8 } from '../../core/text/bytes.ts';
import type { CaseSource } from './case-source.ts';
import { useVerifyStore } from './verify-store.ts';

/** The text of a pasted or dropped ticket; none for a shared link, which holds only the case. */
function ticketText(source: CaseSource): string | undefined {
  if (source.from === 'paste') return source.text;
  if (source.from === 'file') return decodeUtf8(source.bytes);
  return undefined;
}

/**
 * What the ticket shows beyond the case's signed parts (spec 7, 5.5): the service's answer to it.
 * Read from the intake and the ticket's text, once per case.
 */
export function useTicketEvidence() {
  const intake = useVerifyStore((s) => s.intake);
  const source = useVerifyStore((s) => s.source);
  const kind = useVerifyStore((s) => s.kind);
  const rawBody = useVerifyStore((s) => s.rawBody);
  return useMemo(() => {
    const text = ticketText(source);
    return { answer: answerInPaste(intake, kind, rawBody, text), text };
  }, [intake, source, kind, rawBody]);
}

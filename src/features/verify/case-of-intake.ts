import type { Intake } from '../../core/intake/types.ts';
import { senderUserAgent } from './sender-user-agent.ts';

/**
 * The case's text fields. `userAgent` is the sender's User-Agent: it only fits the diagnosis's
 * hints to the sender's stack (spec 5.5), never the verdict, and may stay empty.
 */
export type CaseField =
  'merchantId' | 'timestamp' | 'nonce' | 'receivedSign' | 'contentType' | 'userAgent';

export const EMPTY_FIELDS: Record<CaseField, string> = {
  merchantId: '',
  timestamp: '',
  nonce: '',
  receivedSign: '',
  contentType: '',
  userAgent: '',
};

/** The case's fields as an intake read them (spec 5.1 headers). */
export function fieldsOf(intake: Intake): Record<CaseField, string> {
  const { fields } = intake;
  return {
    merchantId: fields.merchantId ?? '',
    timestamp: fields.timestamp ?? '',
    nonce: fields.nonce ?? '',
    receivedSign: fields.receivedSign ?? '',
    contentType: fields.contentType ?? '',
    userAgent: senderUserAgent(intake) ?? '',
  };
}

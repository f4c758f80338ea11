import { headerValue } from '../../core/intake/extract/headers.ts';
import type { Intake } from '../../core/intake/types.ts';
import { USER_AGENT_HEADER } from '../../core/protocol/headers.ts';

/**
 * The sender's User-Agent, when the paste shows the request's own headers (a raw request, a HAR
 * entry, `curl -v` output, a header map): it fits the diagnosis's hints to the stack (spec 5.5).
 * None for a response (its headers are the answerer's) and none invented when the paste shows
 * no such header, as a curl command without one.
 */
export function senderUserAgent(intake: Intake | null): string | undefined {
  if (!intake || intake.kind === 'response') return undefined;
  const value = headerValue(intake.headers, USER_AGENT_HEADER)?.trim();
  return value ? value : undefined;
}

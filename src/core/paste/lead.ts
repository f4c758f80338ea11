/**
 * The lead of a paste of several signed messages (docs/verify-intake.md, "The lead"): the
 * message the ticket is about, which the headline, the diagnosis and the reply show. Each
 * message is verified on its own (spec 5.2 requests, 5.3 responses and webhooks); a failing
 * message leads over a verified one, so the headline never says MATCH while another message of
 * the paste fails.
 */
import type { Intake } from '../intake/types.ts';
import { checkSignBytes } from '../signing/sign-check.ts';
import { hmacSha256Now, stringToSignPieces } from '../signing/signing.ts';
import type { PasteMessage } from './messages.ts';

/** A message's own verdict: UNVERIFIED without the secret. */
export type MessageVerdict = 'MATCH' | 'MISMATCH' | 'UNVERIFIED';

function readingMatches(reading: Intake, secret: string): boolean {
  const {
    merchantId = '',
    timestamp = '',
    nonce = '',
    receivedSign = '',
    rawBody,
  } = reading.fields;
  const parts = { merchantId, timestamp, nonce, body: rawBody };
  const mac = hmacSha256Now(secret, ...stringToSignPieces(parts));
  return checkSignBytes(reading.kind, mac, receivedSign).ok;
}

/**
 * Verifies one message with `secret`: MATCH when its bytes, or another reading of the same
 * message's bytes (decide.ts), give its received X-Sign.
 */
export function verdictOf(message: PasteMessage, secret: string): MessageVerdict {
  if (secret === '' || !message.complete) return 'UNVERIFIED';
  const readings = message.intake.readings ?? [message.intake];
  return readings.some((reading) => readingMatches(reading, secret)) ? 'MATCH' : 'MISMATCH';
}

/**
 * The index of the lead: the first failing message, a request before a response or webhook
 * (a refused request leads over the service's right error answer; a receiver's failing check
 * leads over the webhook the service signed right); with none failing, the first request, since
 * a ticket asks about what the merchant sent; else the first message. A message whose body is
 * not in the paste is not verified and leads only when every message lacks its body.
 */
export function chooseLead(
  messages: readonly PasteMessage[],
  verdicts: readonly MessageVerdict[],
): number {
  // A message whose body the paste does not hold leads only when no message is whole.
  const whole = [...messages.keys()].filter((i) => messages[i]!.complete);
  const indexes = whole.length > 0 ? whole : [...messages.keys()];
  const failing = indexes.filter((i) => verdicts[i] === 'MISMATCH');
  const request = (among: number[]) => among.find((i) => messages[i]!.side === 'request');
  if (failing.length > 0) return request(failing) ?? failing[0]!;
  return request(indexes) ?? indexes[0]!;
}

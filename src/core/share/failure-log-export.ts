/**
 * The failure log that spec 5.5 recommends, built from a checked case so a support engineer can
 * attach it to a ticket. It holds the string to sign but never the secret: the input type has
 * no field for one, and the log is built field by field.
 */
import { decodeUtf8 } from '../text/bytes.ts';
import { FAILURE_LOG_KEYS, type FailureLog } from '../protocol/failure-log-fields.ts';
import { stringToSignBytes } from '../signing/signing.ts';

/** What a failure log is built from. There is deliberately no secret here. */
export interface FailureLogInput {
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
  receivedSign: string;
  expectedSign: string;
}

/**
 * Builds the spec 5.5 failure log: `merchant_id`, `timestamp`, `nonce`, `raw_body`,
 * `sign_payload` (the string to sign of spec 5.2, LF-joined), `received_sign`, `expected_sign`,
 * and nothing else, whatever extra properties the argument carries.
 */
export function buildFailureLog(input: FailureLogInput): FailureLog {
  const signPayload = stringToSignBytes({
    merchantId: input.merchantId,
    timestamp: input.timestamp,
    nonce: input.nonce,
    body: input.rawBody,
  });
  return {
    merchant_id: input.merchantId,
    timestamp: input.timestamp,
    nonce: input.nonce,
    raw_body: input.rawBody,
    sign_payload: decodeUtf8(signPayload),
    received_sign: input.receivedSign,
    expected_sign: input.expectedSign,
  };
}

/**
 * The failure log as pretty JSON text with a final newline (spec 5.5), ready to save or paste
 * into a ticket; the intake's failure-log parser reads it back unchanged.
 */
export function failureLogJson(log: FailureLog): string {
  const ordered = Object.fromEntries(FAILURE_LOG_KEYS.map((key) => [key, log[key]]));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

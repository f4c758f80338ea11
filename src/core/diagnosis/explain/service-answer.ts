/**
 * When the signature is right, the service's own answer explains the refusal (spec 7: every
 * answer is the envelope `{code, msg, data}`; 1003, 2006 and 5008 are the spec's, the others the
 * sandbox's documented codes in src/core/protocol/result-codes.ts). One code, one reading: what
 * the code says of this request (the clock by how much, the nonce reused) and the one fix, never
 * a list of guesses.
 */
import { explainCode, explainHttpStatus } from '../../protocol/result-codes.ts';
import {
  DEFAULT_CLOCK_WINDOW_SECONDS,
  isMillisecondDigits,
} from '../../protocol/timestamp-form.ts';

/** The service's answer as a paste shows it: its code, message, status and its own timestamp. */
export interface ServiceAnswer {
  /** The envelope's `code` (spec 7), as text; absent when only the HTTP status is shown. */
  code?: string;
  msg?: string;
  /** The HTTP status of the answer, when shown. */
  status?: number;
  /** The answer's X-Timestamp: the service's clock when it answered (spec 5.3). */
  timestamp?: string;
}

/** What the answer says of a request whose signature is right. */
export interface AnswerReading {
  /** The code read (`1004`), or `HTTP 401` when only a status is shown. */
  code: string;
  title: string;
  /** One sentence: what the service refused, and that it is not the signature (or is). */
  lead: string;
  /** The one fix. */
  fix: string;
  /** False when the code says the signature is not the cause (all but 1003, 401, 403). */
  aboutSignature: boolean;
}

/** The request the answer was given to, as the reading needs it. */
export interface AnsweredRequest {
  timestamp: string;
  nonce: string;
  merchantId: string;
  contentType?: string;
}

/** The envelope's code and msg of a body (spec 7), when it is one. */
export function envelopeOf(body: string): { code: string; msg?: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const { code, msg } = parsed as Record<string, unknown>;
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  return { code: String(code).trim(), ...(typeof msg === 'string' ? { msg } : {}) };
}

const seconds = (n: number) => `${n} s${n >= 120 ? ` (${Math.round(n / 60)} min)` : ''}`;

/** The clock's words for 1002: the request's timestamp against the answer's, by how much. */
function clockReading(
  answer: ServiceAnswer,
  request: AnsweredRequest,
): Omit<AnswerReading, 'code' | 'title' | 'aboutSignature'> {
  const sent = request.timestamp.trim();
  const fix =
    'Set X-Timestamp to the current Unix time in seconds when the request is sent (not cached, not milliseconds), and keep the clock in sync with NTP; then sign again (spec 5.1, 5.2 rule 5).';
  if (sent === '') {
    return {
      lead: "The service refused the request's timestamp (code 1002), not the signature: X-Timestamp was not Unix seconds close to the service's clock.",
      fix,
    };
  }
  if (isMillisecondDigits(sent)) {
    return {
      lead: `The service refused the timestamp (code 1002), not the signature: X-Timestamp ${sent} is in milliseconds where the service expects Unix seconds.`,
      fix,
    };
  }
  const served = answer.timestamp?.trim();
  if (/^\d+$/.test(sent) && served && /^\d+$/.test(served)) {
    const drift = Number(served) - Number(sent);
    const side = drift >= 0 ? 'behind' : 'ahead of';
    return {
      lead: `The service refused the timestamp (code 1002), not the signature: X-Timestamp ${sent} is ${seconds(Math.abs(drift))} ${side} the service's clock (its answer is stamped ${served}); the sandbox allows ${DEFAULT_CLOCK_WINDOW_SECONDS} s by default, the spec does not show the service's window.`,
      fix,
    };
  }
  return {
    lead: `The service refused the timestamp (code 1002), not the signature: X-Timestamp ${sent || '(empty)'} is not Unix seconds close to the service's clock.`,
    fix,
  };
}

const SIGNATURE_CODES = new Set(['1003', 'HTTP 401', 'HTTP 403']);

/**
 * The reading of the service's answer to a request whose signature is right (spec 7), or
 * undefined when the answer shows no code or status this console knows. A 1003 (or a 401/403
 * with no code) beside a right signature says the service holds another secret, or received
 * other bytes, than this case.
 */
export function readServiceAnswer(
  answer: ServiceAnswer,
  shown: AnsweredRequest | undefined,
): AnswerReading | undefined {
  // Without the request in the ticket its parts are not named, only what the code means.
  const request = shown ?? {
    merchantId: '(the merchant ID sent)',
    timestamp: '',
    nonce: '(the nonce sent)',
  };
  const code = answer.code ?? (answer.status !== undefined ? `HTTP ${answer.status}` : undefined);
  if (code === undefined) return undefined;
  const info =
    answer.code !== undefined
      ? explainCode(answer.code)
      : answer.status !== undefined
        ? explainHttpStatus(answer.status)
        : undefined;
  if (!info) return undefined;
  const base = { code, title: info.title, aboutSignature: SIGNATURE_CODES.has(code) };
  switch (code) {
    case '0':
      return {
        ...base,
        lead: 'The service accepted the request (code 0) and its signature is right.',
        fix: 'Nothing to fix in the signing.',
      };
    case '1002':
      return { ...base, ...clockReading(answer, request) };
    case '1004':
      return {
        ...base,
        lead: `The service refused the nonce (code 1004), not the signature: X-Nonce ${request.nonce} was already used within the clock window, as when a retry sends the same signed request again.`,
        fix: 'Generate a fresh nonce (and timestamp) for every attempt, retries included, and sign each attempt anew (spec 5.4 step 2).',
      };
    case '1005':
      return {
        ...base,
        lead: `The service does not know merchant ${request.merchantId} (code 1005), though the signature over it is right: the ID is not the assigned one, or belongs to the other environment.`,
        fix: "Send the merchant ID assigned for this environment (spec 5.5 'Merchant ID'), with that environment's secret.",
      };
    case '1006':
      return {
        ...base,
        lead: `The service refused the Content-Type (code 1006), not the signature${request.contentType ? `: the request sent ${request.contentType}` : ''}.`,
        fix: 'Send Content-Type: application/json (spec 5.1).',
      };
    case '2006':
    case '5008':
      return {
        ...base,
        lead: `Code ${code} is an amount-limit error, not a signature error (spec 7): the signature is right.`,
        fix: "Check the order's amount against the merchant's limits.",
      };
    case '1003':
    case 'HTTP 401':
    case 'HTTP 403':
      return {
        ...base,
        lead: `The signature is right for the secret typed here, yet the service answered ${code}: it holds another secret for merchant ${request.merchantId} in this environment, or it received other bytes than these.`,
        fix: 'Compare the key fingerprint of the secret the code uses with the one the service issued for this environment; if they are equal, capture the bytes as sent (a proxy or the HTTP library may change them after they are logged).',
      };
    default:
      return {
        ...base,
        lead: `The service answered code ${code} (${info.title}), not a signature failure: the signature is right.`,
        fix: info.explanation,
      };
  }
}

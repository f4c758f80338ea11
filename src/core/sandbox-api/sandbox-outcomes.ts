/**
 * How the Sandbox view words what the sandbox did: a request's verdict (spec 7 result codes),
 * a webhook delivery attempt (spec 6, any 2xx accepts) and the receiver check's summary.
 * Pure, so the words are tested once and every panel says the same thing.
 */
import { explainCode, SANDBOX_CODE } from '../protocol/result-codes.ts';
import { DIAGNOSIS_POINTER, type CutHeaders } from './traffic.ts';

export interface TrafficOutcome {
  accepted: boolean;
  /** One line: `accepted (200)` or `refused: 401, code 1003 Signature verification failed`. */
  label: string;
}

const is2xx = (status: number) => status >= 200 && status < 300;

/**
 * Whether the sandbox accepted a request: a 2xx whose envelope carries the success code (the
 * sandbox's choice, `0` by default; spec 7 leaves it open), or a 2xx with no envelope. An
 * amount-limit code (2006, 5008) comes with HTTP 200 but is a refusal (spec 7).
 */
export function trafficOutcome(
  entry: { status: number; code: number | string | null },
  successCode: number | string = SANDBOX_CODE.success,
): TrafficOutcome {
  const accepted =
    is2xx(entry.status) && (entry.code === null || String(entry.code) === String(successCode));
  if (accepted) return { accepted, label: `accepted (${entry.status})` };
  if (entry.code === null) return { accepted, label: `refused: ${entry.status}` };
  const title = explainCode(entry.code)?.title;
  return {
    accepted,
    label: `refused: ${entry.status}, code ${entry.code}${title ? ` ${title}` : ''}`,
  };
}

/**
 * A refusal's `msg` as the traffic view shows it: without the sandbox's closing pointer to the
 * traffic entry ({@link DIAGNOSIS_POINTER}), which the reader of that very entry already has
 * (spec 7 codes; the pointer is the sandbox's own addition to 1003).
 */
export function trafficMessage(msg: string): string {
  return msg.endsWith(DIAGNOSIS_POINTER) ? msg.slice(0, -DIAGNOSIS_POINTER.length).trimEnd() : msg;
}

/** Which requests the traffic view lists, as a dashboard's outcome filter does. */
export type TrafficFilter = 'all' | 'accepted' | 'refused';

export interface DeliveryOutcome {
  delivered: boolean;
  label: string;
}

/**
 * One webhook delivery attempt in words (spec 6; the sandbox wants any 2xx): the answer and
 * how long it took, or why there was none, and when the next attempt goes out.
 */
export function deliveryOutcome(attempt: {
  status: number | null;
  error: string | null;
  durationMs: number;
  nextRetryAt: string | null;
}): DeliveryOutcome {
  const delivered = attempt.status !== null && is2xx(attempt.status);
  const answer =
    attempt.status === null
      ? `no answer${attempt.error ? ` (${attempt.error})` : ''}`
      : `${delivered ? 'delivered' : 'refused'}: ${attempt.status} in ${attempt.durationMs} ms`;
  const retry = attempt.nextRetryAt ? `; next attempt at ${attempt.nextRetryAt}` : '';
  return { delivered, label: answer + retry };
}

/** The receiver check's verdict: required checks decide it, advisory ones are counted apart. */
export interface ReceiverVerdict {
  /** Whether every required check passed (spec 5.3). */
  ok: boolean;
  /** One plain sentence that leads. */
  headline: string;
  /** The advisory checks' count, or null when there were none. */
  advisory: string | null;
}

/**
 * The receiver check's verdict (spec 5.3): the endpoint passes when it accepts the genuine
 * deliveries and refuses every forgery the spec requires it to refuse; the checks of what the
 * spec leaves open (clock window, replays) are advice, counted apart, never part of the verdict.
 * An endpoint that answered nothing at all is said to be unreachable rather than failing.
 */
export function receiverVerdict(report: {
  checks: ReadonlyArray<{ pass: boolean; advisory: boolean; status: number | null }>;
}): ReceiverVerdict {
  const required = report.checks.filter((check) => !check.advisory);
  const advice = report.checks.filter((check) => check.advisory);
  const failed = required.filter((check) => !check.pass).length;
  const advisory =
    advice.length === 0
      ? null
      : `Advisory, where the spec leaves the choice to you: ${advice.filter((check) => check.pass).length} of ${advice.length} passed.`;
  if (report.checks.length > 0 && report.checks.every((check) => check.status === null)) {
    return {
      ok: false,
      headline:
        'Your endpoint answered none of the deliveries: check that it is running and reachable from the sandbox.',
      advisory,
    };
  }
  if (failed === 0) {
    return {
      ok: true,
      headline: `Your receiver passes: all ${required.length} required checks of spec 5.3 passed.`,
      advisory,
    };
  }
  return {
    ok: false,
    headline: `Your receiver fails spec 5.3: ${failed} of ${required.length} required checks failed.`,
    advisory,
  };
}

/** A diagnosis state in words, for when there is no explanation to show yet (or ever). */
export function diagnosisStateText(state: 'pending' | 'done' | 'failed' | 'skipped'): string {
  switch (state) {
    case 'pending':
      return 'Diagnosis pending: the sandbox is searching the spec 5.5 mistakes.';
    case 'skipped':
      return 'Diagnosis skipped (body too large, not UTF-8, or too many waiting).';
    case 'failed':
      return 'The diagnosis failed; open the request in Verify to search it in the console.';
    case 'done':
      return 'Diagnosed.';
  }
}

/** The header each cut entry field came from, as the sender wrote it (spec 5.1). */
const CUT_HEADER_NAMES: Record<keyof CutHeaders, string> = {
  merchantId: 'X-MerchantID',
  timestamp: 'X-Timestamp',
  nonce: 'X-Nonce',
  receivedSign: 'X-Sign',
  contentType: 'Content-Type',
  userAgent: 'User-Agent',
};

/**
 * What the traffic view says of an entry whose header values the log cut (it keeps 1 KiB of
 * each): which headers and their size as they arrived, and whether the entry can still be opened
 * in Verify — not when a signed header was cut, since the cut value would never match its sign.
 */
export function cutHeadersNote(
  cut: CutHeaders | undefined,
): { text: string; signedCut: boolean } | null {
  const fields = Object.entries(cut ?? {}).filter(
    (entry): entry is [keyof CutHeaders, number] => entry[1] !== undefined,
  );
  if (fields.length === 0) return null;
  const named = fields.map(([field, size]) => `${CUT_HEADER_NAMES[field]} (${size} bytes)`);
  const signedCut = fields.some(([field]) => field !== 'userAgent' && field !== 'contentType');
  return {
    text: `The log kept the first 1 KiB of ${named.join(', ')}.${signedCut ? ' A signed header was cut, so this entry cannot be verified from the log.' : ''}`,
    signedCut,
  };
}

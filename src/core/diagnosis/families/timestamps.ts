/**
 * The timestamp family (spec 5.1: Unix seconds, the same text in X-Timestamp and in the string
 * to sign; spec 5.5 "Timestamp"): signed in milliseconds and sent in seconds or the reverse,
 * including every millisecond a real clock gives, and the clock read twice.
 */
import { isMillisecondDigits } from '../../protocol/timestamp-form.ts';
import { utf8 } from '../../text/bytes.ts';
import type { ClientStack, StackLanguage } from '../stack/client-stack.ts';
import { receivedName, type ExplainContext, type MistakeFamily, type Part } from './family.ts';
import type { DiagnosisInput } from '../types.ts';

/** A millisecond clock and the seconds clock to use instead, in each language. */
const CLOCKS: Record<StackLanguage, { ms: string; s: string }> = {
  javascript: { ms: 'Date.now()', s: 'Math.floor(Date.now() / 1000)' },
  shell: { ms: 'date +%s%3N', s: 'date +%s' },
  python: { ms: 'int(time.time() * 1000)', s: 'int(time.time())' },
  php: { ms: 'round(microtime(true) * 1000)', s: 'time()' },
  go: { ms: 'time.Now().UnixMilli()', s: 'time.Now().Unix()' },
  java: { ms: 'System.currentTimeMillis()', s: 'Instant.now().getEpochSecond()' },
  ruby: { ms: '(Time.now.to_f * 1000).to_i', s: 'Time.now.to_i' },
};

export type TimestampMistake =
  | {
      dimension: 'timestamp';
      cause: 'TIMESTAMP_MILLISECONDS';
      timestamp: string;
      signedIn: 'ms' | 's';
      /** One of many clock readings tried: alone only, never paired with another mistake. */
      single?: boolean;
    }
  | {
      dimension: 'timestamp';
      cause: 'TIMESTAMP_MISMATCH';
      timestamp: string;
      /** Signed minus sent, in seconds. */
      offset: number;
    };

/** How far a second reading of the clock is searched, in seconds either way (spec 5.4 step 2). */
const CLOCK_READ_TWICE_WINDOW = 5;

/**
 * How many bytes of strings to sign the every-millisecond readings may cost in all: each is a
 * MAC over the whole body, so a small body gets every millisecond of three seconds and a large
 * one the sent second's first milliseconds only (the search's budget, docs/performance.md).
 */
const MILLISECOND_BYTE_BUDGET = 2 * 1024 * 1024;

/**
 * Every millisecond of the sent second, then of the second before (from its end) and after
 * (from its start), a clock read twice, as a clock's `UnixMilli()`, `Date.now()` or `currentTimeMillis()` gives them, within
 * {@link MILLISECOND_BYTE_BUDGET}; the whole second's `000` is tried earlier, on its own.
 */
function everyMillisecond(seconds: number, payloadBytes: number): TimestampMistake[] {
  const room = Math.floor(MILLISECOND_BYTE_BUDGET / Math.max(payloadBytes, 1));
  const out: TimestampMistake[] = [];
  // Nearest the sent second first: the second before from its end, the one after from its start.
  const readings = [
    ...Array.from({ length: 999 }, (_, i) => seconds * 1000 + i + 1),
    ...Array.from({ length: 1000 }, (_, i) => seconds * 1000 - 1 - i),
    ...Array.from({ length: 1000 }, (_, i) => (seconds + 1) * 1000 + i),
  ];
  for (const reading of readings) {
    {
      if (out.length >= room || reading < 0) return out;
      const timestamp = String(reading);
      out.push({
        dimension: 'timestamp',
        cause: 'TIMESTAMP_MILLISECONDS',
        timestamp,
        signedIn: 'ms',
        single: true,
      });
    }
  }
  return out;
}

/**
 * The timestamps a sender may have signed instead of `timestamp` (spec 5.1, 5.5), most specific
 * first: seconds with `000` (or milliseconds cut to seconds), the clock read twice within
 * {@link CLOCK_READ_TWICE_WINDOW} seconds, then every millisecond of the sent second and its
 * neighbours, bounded by the size of the string to sign (`payloadBytes`).
 */
export function timestampMistakes(timestamp: string, payloadBytes: number): TimestampMistake[] {
  if (!/^\d+$/.test(timestamp)) return [];
  const out: TimestampMistake[] = [];
  const inMs = isMillisecondDigits(timestamp);
  const second = inMs ? timestamp.slice(0, -3) : timestamp;
  out.push(
    inMs
      ? {
          dimension: 'timestamp',
          cause: 'TIMESTAMP_MILLISECONDS',
          timestamp: second,
          signedIn: 's',
        }
      : {
          dimension: 'timestamp',
          cause: 'TIMESTAMP_MILLISECONDS',
          timestamp: `${timestamp}000`,
          signedIn: 'ms',
        },
  );
  // Milliseconds sent, seconds signed from a second reading of the clock.
  if (inMs && second.length <= 11) {
    for (const offset of [-1, 1]) {
      const signed = Number(second) + offset;
      if (signed >= 0) {
        out.push({
          dimension: 'timestamp',
          cause: 'TIMESTAMP_MILLISECONDS',
          timestamp: String(signed),
          signedIn: 's',
          single: true,
        });
      }
    }
  }
  // The clock read once for the header and again for the string to sign (or the other way).
  if (!inMs && timestamp.length <= 11) {
    const sent = Number(timestamp);
    for (let step = 1; step <= CLOCK_READ_TWICE_WINDOW; step++) {
      for (const offset of [-step, step]) {
        if (sent + offset < 0) continue;
        out.push({
          dimension: 'timestamp',
          cause: 'TIMESTAMP_MISMATCH',
          timestamp: String(sent + offset),
          offset,
        });
      }
    }
    out.push(...everyMillisecond(sent, payloadBytes));
  }
  return out;
}

function explainTimestamp(mistake: TimestampMistake, input: DiagnosisInput, actor: string): Part {
  const who = input.signer === 'handler' ? 'Your handler' : 'You';
  if (mistake.cause === 'TIMESTAMP_MISMATCH') {
    const seconds = Math.abs(mistake.offset);
    const way = mistake.offset < 0 ? 'earlier' : 'later';
    return {
      cause: mistake.cause,
      title: 'Timestamp taken twice',
      lead: `${who} signed a timestamp ${seconds} s ${way} than the one in X-Timestamp.`,
      action: 'Read the clock once; use that value in both places.',
      explanation: `${actor} signed the timestamp ${mistake.timestamp}, ${seconds} s ${way} than the ${input.timestamp} in X-Timestamp: the clock was read twice, once for the header and once for the string to sign.`,
      fix: 'Read the clock once and use that same value in X-Timestamp and in the string to sign (spec 5.1, 5.4 step 2).',
      detail: `Timestamp signed: ${mistake.timestamp}, ${seconds} s ${way} than the header's ${input.timestamp} (searched ±${CLOCK_READ_TWICE_WINDOW} s).`,
    };
  }
  const signedMs = mistake.signedIn === 'ms';
  return {
    cause: mistake.cause,
    title: signedMs ? 'Timestamp signed in milliseconds' : 'Timestamp header in milliseconds',
    lead: signedMs
      ? `${who} signed the timestamp in milliseconds; X-Timestamp has seconds.`
      : `${who} sent X-Timestamp in milliseconds but signed seconds.`,
    action: 'Use whole Unix seconds in X-Timestamp and in the signature.',
    explanation: signedMs
      ? `${actor} signed the timestamp in milliseconds (${mistake.timestamp}) while the header carries seconds (${input.timestamp}).`
      : `The header carries milliseconds (${input.timestamp}) while ${actor.toLowerCase()} signed seconds (${mistake.timestamp}).`,
    fix: 'Use Unix time in whole seconds, the same text in X-Timestamp and in the string to sign (spec 5.1).',
    detail: `Timestamp signed: ${mistake.timestamp} (header: ${input.timestamp}).`,
  };
}

/** A millisecond clock in the words of the sender's stack (its User-Agent names the language). */
function clockOfStack(part: Part, stack: ClientStack, signedIn: 'ms' | 's'): Part {
  const clock = CLOCKS[stack.language];
  const where = signedIn === 'ms' ? 'in the string to sign' : 'in X-Timestamp';
  return {
    ...part,
    action: `Use ${clock.s} for both.`,
    explanation: `${part.explanation} With ${stack.name}, ${clock.ms} gives milliseconds.`,
    fix: `Read the clock once in whole seconds, ${clock.s}, and put that same text in X-Timestamp and in the string to sign; not ${clock.ms} ${where} (spec 5.1).`,
    evidence: [stack.evidence],
  };
}

function explainInContext(mistake: TimestampMistake, context: ExplainContext): Part {
  const { input, actor, party, stack } = context;
  const part = explainTimestamp(mistake, input, actor);
  if (party === 'receiver') {
    // The service signed the X-Timestamp it sent: the copy verified is not that text.
    return {
      ...part,
      lead: `You verified this ${receivedName(input)} with a timestamp other than the one signed.`,
      action: 'Use X-Timestamp exactly as received.',
    };
  }
  return mistake.cause === 'TIMESTAMP_MILLISECONDS' && stack
    ? clockOfStack(part, stack, mistake.signedIn)
    : part;
}

/**
 * The timestamp family (spec 5.1, 5.5 "Timestamp"). A clock read twice is a second apart in
 * nearly every case (the reads straddle a second boundary): pairs try ±1 s only, singles the
 * whole window; the every-millisecond readings are many, so alone only and HMAC-SHA256 only.
 */
export const timestampFamily: MistakeFamily<TimestampMistake> = {
  dimension: 'timestamp',
  causes: ['TIMESTAMP_MILLISECONDS', 'TIMESTAMP_MISMATCH'],
  changesBody: false,
  candidates(input) {
    // The size of the string to sign, near enough, for the every-millisecond budget.
    const payloadBytes =
      utf8(input.rawBody).length + input.merchantId.length + input.nonce.length + 20;
    return timestampMistakes(input.timestamp, payloadBytes);
  },
  apply(mistake, draft) {
    draft.values.timestamp = mistake.timestamp;
  },
  pairable: (mistake) =>
    mistake.cause === 'TIMESTAMP_MISMATCH' ? Math.abs(mistake.offset) <= 1 : !mistake.single,
  bulk: (mistake) => mistake.cause === 'TIMESTAMP_MILLISECONDS' && mistake.single === true,
  explain: explainInContext,
};

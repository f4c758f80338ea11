/**
 * The timestamp family (spec 5.1: Unix seconds, the same text in X-Timestamp and in the string
 * to sign; spec 5.5 "Timestamp"): signed in milliseconds and sent in seconds or the reverse,
 * including every millisecond a real clock gives, and the clock read twice.
 */
import { isMillisecondDigits } from '../../protocol/timestamp-form.ts';

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
export const CLOCK_READ_TWICE_WINDOW = 5;

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

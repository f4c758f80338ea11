/**
 * The decide stage of intake (docs/verify-intake.md, "Decide"): a paste may read several ways
 * (several body candidates, several messages, a layer undone or kept). With the secret known, a
 * reading whose expected sign equals the received one is proven and wins over any format guess;
 * without it, the readings stay ranked by evidence and the page says so.
 */
import { checkSign } from '../signing/sign-check.ts';
import { utf8 } from '../text/bytes.ts';
import { headerValue } from './extract/headers.ts';
import type { Intake } from './types.ts';

/** What the signature decided, for the page to say. */
export interface Decision {
  /** The index into `readings` of the reading to use. */
  index: number;
  proven: boolean;
  note: string;
}

const describe = (reading: Intake) => {
  const how = reading.warnings.find((w) => w.startsWith('Read by evidence')) ?? '';
  return `${reading.kind}, body of ${reading.fields.rawBody.length} characters${how ? `; ${how.replace(/\.$/, '')}` : ''}`;
};

/**
 * Checks each reading's four signed parts (spec 5.2) with `secret` against its received sign,
 * best ranked first; the first that matches is proven. When some reading has the byte count its
 * Content-Length declares, one that count contradicts is not checked: the count proves the
 * bytes sent, and the signature decides only between readings no byte count contradicts.
 * Undefined when none does or none can be checked (a part missing), so the ranked reading stands
 * and the mistake search explains it.
 */
export async function decideReading(
  readings: readonly Intake[],
  secret: string,
): Promise<Decision | undefined> {
  const counted = readings.some((reading) => fitsLength(reading) === true);
  for (const [index, reading] of readings.entries()) {
    // The bytes sent are the ones a reading's Content-Length counts: when some reading has
    // them, one that Content-Length contradicts is not the message sent, whatever it signs
    // (a file sent with its final line feed but signed without it); the mistake search then
    // names the difference from the bytes sent.
    if (counted && fitsLength(reading) === false) continue;
    const { merchantId, timestamp, nonce, receivedSign, rawBody } = reading.fields;
    if (!merchantId || !timestamp || !nonce || !receivedSign) continue;
    const check = await checkSign(
      reading.kind,
      secret,
      { merchantId, timestamp, nonce, body: rawBody },
      receivedSign,
    );
    if (!check.ok) continue;
    return {
      index,
      proven: true,
      note: `Decided by the signature: of ${readings.length} readings of this paste, reading ${index + 1} (${describe(reading)}) gives the received X-Sign with the secret typed, so it is the message that was signed.`,
    };
  }
  return undefined;
}

/** Whether the body has the byte count the reading's Content-Length declares; undefined without one. */
function fitsLength(reading: Intake): boolean | undefined {
  const declared = headerValue(reading.headers, 'Content-Length');
  if (declared === undefined || !/^\d+$/.test(declared)) return undefined;
  return utf8(reading.fields.rawBody).length === Number(declared);
}

/** How many readings the mistake search covers in all, the one shown included: a few. */
const SEARCHED_READINGS = 3;

const isWhole = (reading: Intake) => {
  const { merchantId, timestamp, nonce, receivedSign } = reading.fields;
  return Boolean(merchantId && timestamp && nonce && receivedSign);
};

/**
 * The readings the mistake search may try after the one shown found nothing: those with all
 * four signed headers, best ranked first, so that at most {@link SEARCHED_READINGS} are
 * searched in all. Indexes into `readings`; never 0 (the reading shown, searched already).
 */
export function readingsToSearch(readings: readonly Intake[]): number[] {
  const whole = [...readings.keys()].filter((index) => isWhole(readings[index]!));
  return whole.slice(0, SEARCHED_READINGS).filter((index) => index !== 0);
}

/**
 * When no reading is proven (decideReading) and the mistake search names no cause for the
 * reading shown: searches the next best readings one after another ({@link readingsToSearch}),
 * and adopts the first for which `search` names a cause (its words, e.g. "TIMESTAMP_MILLISECONDS
 * (...)"), since that cause reproduces the received sign from it (spec 5.5). Stops between
 * readings once `cancelled` says the input changed. Undefined when none reproduces it.
 */
export async function searchReadings(
  readings: readonly Intake[],
  search: (reading: Intake) => Promise<string | null>,
  cancelled: () => boolean = () => false,
): Promise<Decision | undefined> {
  const before = [1];
  for (const index of readingsToSearch(readings)) {
    if (cancelled()) return undefined;
    const reading = readings[index]!;
    const cause = await search(reading);
    if (cancelled()) return undefined;
    if (cause === null) {
      before.push(index + 1);
      continue;
    }
    const others = `${before.length > 1 ? 'readings' : 'reading'} ${before.join(' and ')}`;
    return {
      index,
      proven: false,
      note: `Reading ${index + 1} of ${readings.length} (${describe(reading)}): the mistake search reproduces the received X-Sign from it with ${cause}, and from ${others} with none, so this is the message that was signed.`,
    };
  }
  return undefined;
}

/** What the page says when the other readings were searched too and none reproduced the sign. */
export const searchedReadingsNote = (searched: number, count: number): string =>
  `The mistake search also tried the next ${searched === 1 ? 'reading' : `${searched} readings`} of the ${count} this paste gives: no common mistake reproduces the received X-Sign from any of them.`;

/**
 * What the page says of several readings until the signature decides: true whether or not a
 * secret is typed, since no reading may match it.
 */
export const rankedNote = (count: number): string =>
  `This paste reads ${count} ways; the one shown ranks first by evidence (signed headers found, their shape, a JSON body). With the right secret typed, a reading whose sign matches (and whose body has the Content-Length shown, if any) is chosen instead.`;

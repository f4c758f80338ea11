/**
 * The decide stage of intake (docs/verify-intake.md, "Decide"): a paste may read several ways
 * (several body candidates, several messages, a layer undone or kept). With the secret known, a
 * reading whose expected sign equals the received one is proven and wins over any format guess;
 * without it, the readings stay ranked by evidence and the page says so.
 */
import { checkSign } from '../signing/sign-check.ts';
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
 * best ranked first; the first that matches is proven. Undefined when none does or none can be
 * checked (a part missing), so the ranked reading stands and the mistake search explains it.
 */
export async function decideReading(
  readings: readonly Intake[],
  secret: string,
): Promise<Decision | undefined> {
  for (const [index, reading] of readings.entries()) {
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

/**
 * What the page says of several readings until the signature decides: true whether or not a
 * secret is typed, since no reading may match it.
 */
export const rankedNote = (count: number): string =>
  `This paste reads ${count} ways; the one shown ranks first by evidence (signed headers found, their shape, a JSON body). With the right secret typed, a reading whose sign matches is chosen instead.`;

// Fresh pastes (docs/verify-intake.md): what real tools, tickets, logs and test runners printed
// for a signed message, gathered after intake was written and not tuned for (fixtures/fresh,
// each family's cases.json names the tool and whether it was captured here or written to the
// tool's documented format). The truth of each is what a loopback server received and the sign
// it carried; the sign of a correctly signed case is checked here with node:crypto.
// A case marked `unread` is one intake does not read yet: the test holds that it still fails,
// so reading it flips the mark (and the mark's reason says what defeats it).
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideReading } from './decide.ts';
import { parseIntake } from './detect.ts';
import type { Intake } from './types.ts';

interface FreshCase {
  file: string;
  tool: string;
  how: string;
  secret: string;
  side?: 'request' | 'response';
  /** The body shown is a logger's serialization, not the bytes sent (types.ts). */
  loggerRewrote?: boolean;
  /** Signed with another key or over other parts than sent: the sign is the one sent. */
  mistake?: string;
  unread?: string;
  truth: { merchantId: string; timestamp: string; nonce: string; body: string; sign: string };
}

const root = new URL('./fixtures/fresh/', import.meta.url);
const families = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
const casesOf = (family: string) =>
  JSON.parse(readFileSync(new URL(`${family}/cases.json`, root), 'utf8')) as FreshCase[];

/** The reading the page uses once the secret is typed: the one the signature proves, if any. */
async function used(family: string, c: FreshCase): Promise<Intake | string> {
  const text = readFileSync(new URL(`${family}/${c.file}`, root), 'utf8');
  const result = parseIntake(text, c.side ? { side: c.side } : {});
  if (!result.ok) return result.error;
  const { readings } = result.intake;
  const decision = readings && (await decideReading(readings, c.secret));
  return decision ? (readings?.[decision.index] ?? result.intake) : result.intake;
}

/** What differs from the truth; empty when the paste reads as sent. */
function differences(reading: Intake | string, c: FreshCase): string[] {
  if (typeof reading === 'string') return [`refused: ${reading}`];
  const { fields } = reading;
  const out: string[] = [];
  if (fields.merchantId !== c.truth.merchantId) out.push('merchantId');
  if (fields.timestamp !== c.truth.timestamp) out.push('timestamp');
  if (fields.nonce !== c.truth.nonce) out.push('nonce');
  if (fields.receivedSign !== c.truth.sign) out.push('sign');
  if (c.loggerRewrote ? reading.bodyRewrittenBy !== 'logger' : fields.rawBody !== c.truth.body)
    out.push('body');
  if (reading.kind !== (c.side === 'response' ? 'response' : reading.kind)) out.push('side');
  return out;
}

for (const { name: family } of families) {
  describe(`fresh pastes: ${family}`, () => {
    it.for(casesOf(family))('$file ($tool)', async (c) => {
      if (!c.mistake) {
        const { merchantId, timestamp, nonce, body } = c.truth;
        const sign = createHmac('sha256', c.secret)
          .update(`${merchantId}\n${timestamp}\n${nonce}\n${body}`)
          .digest('hex');
        expect(c.truth.sign, 'the truth is signed with its secret').toBe(sign);
      }
      const found = differences(await used(family, c), c);
      if (c.unread) expect(found, `marked unread (${c.unread}), and now read`).not.toEqual([]);
      else expect(found).toEqual([]);
    });
  });
}

// The intake worker's answer crosses to the page by structured clone: it must arrive as the very
// value the intake gave (no class, function or undefined lost on the way), for every kind of
// paste the intake reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { answerIntake } from './intake-answer.ts';
import type { IntakeReply } from './intake-protocol.ts';

const FIXTURES = join(import.meta.dirname, '../../core/intake/fixtures');
const fixtureFiles = readdirSync(FIXTURES, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.endsWith('.ts'))
  .map((entry) => join(entry.parentPath, entry.name));

const SIGN = 'ab'.repeat(32);
/** A paste read several ways (its `readings`), and one read as a webhook with its notes. */
const SEVERAL = [
  `headers={'X-MerchantID': 'M100001', 'X-Timestamp': '1732700000', 'X-Nonce': 'n-1', 'X-Sign': '${SIGN}'}`,
  'config {"retries":3}',
  'sent {"merchant_order_no":"ORD-7"}',
].join('\n');

/** The reply as the page receives it from the worker. */
const received = (reply: IntakeReply) => structuredClone(reply);

describe('the intake answer', () => {
  it('arrives unchanged through structured clone, for every intake fixture', () => {
    expect(fixtureFiles.length).toBeGreaterThan(100);
    let read = 0;
    for (const file of fixtureFiles) {
      const bytes = new Uint8Array(readFileSync(file));
      const reply = answerIntake({ run: 7, input: { bytes }, options: {} });
      expect(received(reply), file).toStrictEqual(reply);
      if ('result' in reply && reply.result.ok) read += 1;
    }
    // Most fixtures are messages the intake reads, so the answers compared are full intakes.
    expect(read).toBeGreaterThan(fixtureFiles.length / 2);
  });

  it('arrives unchanged with several readings, options and a refusal', () => {
    const several = answerIntake({ run: 1, input: { text: SEVERAL }, options: {} });
    expect(several).toMatchObject({
      result: { ok: true, intake: { readings: expect.any(Array) } },
    });
    expect(received(several)).toStrictEqual(several);
    const sided = answerIntake({ run: 2, input: { text: SEVERAL }, options: { side: 'response' } });
    expect(received(sided)).toStrictEqual(sided);
    const refused = answerIntake({ run: 3, input: { text: 'hello' }, options: {} });
    expect(refused).toMatchObject({ run: 3, result: { ok: false } });
    expect(received(refused)).toStrictEqual(refused);
  });

  it('reads text and bytes alike, and a request survives the crossing too', () => {
    const text = readFileSync(
      fixtureFiles.find((f) => f.endsWith('.http'))!,
      'utf8',
    );
    const request = { run: 4, input: { bytes: new TextEncoder().encode(text) }, options: {} };
    expect(answerIntake(structuredClone(request))).toStrictEqual(
      answerIntake({ run: 4, input: { text }, options: {} }),
    );
  });
});

describe('an intake that throws', () => {
  it("is answered with the error's message, never a throw out of the worker", async () => {
    vi.resetModules();
    vi.doMock('../../core/paste/messages.ts', () => ({
      readPaste: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
      readPasteBytes: () => {
        throw 'not an Error';
      },
    }));
    const { answerIntake: answer } = await import('./intake-answer.ts');
    expect(answer({ run: 5, input: { text: 'x' }, options: {} })).toEqual({
      run: 5,
      failed: 'Maximum call stack size exceeded',
    });
    expect(answer({ run: 6, input: { bytes: new Uint8Array() }, options: {} })).toEqual({
      run: 6,
      failed: 'not an Error',
    });
    vi.doUnmock('../../core/paste/messages.ts');
  });
});

/**
 * Every diagnosis leads with one sentence addressed to the party that made the mistake and one
 * fix, together within four lines at phone width: for every cause of every family, on every
 * side (a request's sender, a verifying handler, the receiver of a webhook or a response), with
 * and without a User-Agent naming the sender's stack.
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../candidates.ts';
import type { MistakeFamily, MistakeShape, Party } from '../families/family.ts';
import { everyFormatMistake, FAMILY_SAMPLE, FORM_SAMPLE } from '../families/test-support.ts';
import { clientStackOf } from '../stack/client-stack.ts';
import { TEST_SECRET } from '../test-support.ts';
import type { DiagnosisInput } from '../types.ts';

/** Characters a line holds in the diagnosis panel at 390 px (14 px text), with a margin. */
const PHONE_LINE = 42;
const PHONE_LINES = 4;

/** Lines a text takes when wrapped at word boundaries, a word longer than a line broken. */
export function wrappedLines(text: string, width = PHONE_LINE): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const need = used === 0 ? word.length : used + 1 + word.length;
    if (need <= width) used = need;
    else {
      lines += used === 0 ? 0 : 1;
      lines += Math.ceil(word.length / width) - 1;
      used = word.length % width || width;
    }
  }
  return lines;
}

const sentences = (text: string) => text.match(/[.!?](?=\s|$)/g)?.length ?? 0;

const samples: DiagnosisInput[] = [
  { ...FAMILY_SAMPLE, suspectedArtifacts: ['trailing-newline', 'nbsp'] },
  FORM_SAMPLE,
  {
    ...FAMILY_SAMPLE,
    rawBody: '{"note": "fish \\u0026 chips", "url": "https:\\/\\/a.example\\/b"}',
  },
];
const formats = everyFormatMistake();

const SIDES: { party: Party; over: Partial<DiagnosisInput> }[] = [
  { party: 'sender', over: {} },
  { party: 'handler', over: { signer: 'handler' } },
  { party: 'receiver', over: { kind: 'webhook' } },
  { party: 'receiver', over: { kind: 'response' } },
];
const USER_AGENTS = [
  undefined,
  'axios/1.16.0',
  'curl/8.5.0',
  'python-requests/2.31.0',
  'Python/3.11 aiohttp/3.9.1',
  'Go-http-client/1.1',
  'okhttp/4.12.0',
  'Faraday v2.9.0',
  'GuzzleHttp/7',
];

describe('the lead and the fix of every cause, on every side', () => {
  for (const family of FAMILIES as readonly MistakeFamily<MistakeShape>[]) {
    it(`the ${family.dimension} family: one sentence to the party, one fix, four lines`, () => {
      const problems: string[] = [];
      const causes = new Set<string>();
      for (const sample of samples) {
        const mistakes =
          family.dimension === 'format' ? formats : family.candidates(sample, TEST_SECRET);
        for (const { party, over } of SIDES) {
          for (const userAgent of party === 'sender' ? USER_AGENTS : [undefined]) {
            const input = { ...sample, ...over, userAgent };
            const stack = party === 'sender' ? clientStackOf(userAgent) : null;
            const actor = party === 'handler' ? 'The verifying handler' : 'The sender';
            // A family of thousands says the same of each: its first few stand for the rest.
            for (const mistake of mistakes.slice(0, 60)) {
              const part = family.explain(mistake, { input, actor, party, stack });
              causes.add(part.cause);
              const where = `${part.cause} ${party} ${input.kind} ${userAgent ?? ''}`;
              const lines = wrappedLines(part.lead) + wrappedLines(`Fix: ${part.action}`);
              if (lines > PHONE_LINES)
                problems.push(`${where}: ${lines} lines: ${part.lead} / ${part.action}`);
              if (sentences(part.lead) !== 1) problems.push(`${where}: lead ${part.lead}`);
              if (sentences(part.action) !== 1) problems.push(`${where}: fix ${part.action}`);
              if (
                party === 'receiver' &&
                /^You (signed|joined|hashed|sent|keyed|swapped)/.test(part.lead)
              ) {
                problems.push(
                  `${where}: blames the service's signing on the receiver: ${part.lead}`,
                );
              }
            }
          }
        }
      }
      expect(problems).toEqual([]);
      expect(causes).toEqual(new Set(family.causes));
    });
  }

  it('counts wrapped lines as a phone shows them', () => {
    expect(wrappedLines('a'.repeat(42))).toBe(1);
    expect(wrappedLines(`${'a'.repeat(40)} bb`)).toBe(2);
    expect(wrappedLines('a'.repeat(85))).toBe(3);
  });
});

import { createHmac } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMistakes, FAMILIES, mistakeDimensions, payloadText } from '../candidates.ts';
import { CAUSE_CODES, type DiagnosisInput } from '../types.ts';
import { PROD_SECRET, TEST_SECRET } from '../test-support.ts';
import type { MistakeFamily, MistakeShape } from './family.ts';
import { everyFormatMistake, FAMILY_SAMPLE, FORM_SAMPLE } from './test-support.ts';

// The format family has no candidates (the received sign's readings carry its mistakes): its
// words are checked over every algorithm and encoding a reading can name. Each family is tested
// over the first sample it has candidates for.
const formatMistakes = everyFormatMistake();
const sample = FAMILY_SAMPLE;
const SAMPLES = [FAMILY_SAMPLE, FORM_SAMPLE];

// The secrets as text and in the encodings a key mistake uses: none may show in any words.
const secretForms = [TEST_SECRET, PROD_SECRET].flatMap((secret) => [
  secret,
  Buffer.from(secret).toString('hex'),
  Buffer.from(secret).toString('base64'),
]);

/** A fix cites the section of the spec it follows: "spec 5.2", "(spec 5.1, 5.4 step 2)". */
const SPEC_SECTION = /\bspec \d+(\.\d+)?/;

const families = FAMILIES as readonly MistakeFamily<MistakeShape>[];

/** What a signing signs, computed with node:crypto: equal keys and strings give equal MACs. */
function macOf(mistakes: Parameters<typeof applyMistakes>[2], input = sample): string {
  const signing = applyMistakes(input, TEST_SECRET, mistakes);
  const text = payloadText(signing);
  return JSON.stringify([
    signing.swapped
      ? createHmac('sha256', text).update(signing.secret).digest('hex')
      : createHmac('sha256', signing.secret).update(text).digest('hex'),
    signing.form,
    signing.plain,
  ]);
}

describe('the catalogue of mistake families', () => {
  it('lists each dimension once, and the search gets the candidates in the list order', () => {
    const dimensions = families.map((family) => family.dimension);
    expect(new Set(dimensions).size).toBe(dimensions.length);
    const lists = mistakeDimensions(sample, TEST_SECRET);
    expect(lists).toHaveLength(families.length);
    lists.forEach((list, i) => {
      expect(list.every((mistake) => mistake.dimension === dimensions[i])).toBe(true);
    });
  });

  it('holds every family that a module under families/ exports', async () => {
    const folder = new URL('.', import.meta.url);
    const modules = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
    const exported: unknown[] = [];
    for (const file of modules) {
      const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        const shape = value as Partial<MistakeFamily<MistakeShape>> | null;
        if (typeof shape?.explain === 'function' && typeof shape.candidates === 'function') {
          exported.push(value);
        }
      }
    }
    expect(exported.length).toBe(families.length);
    for (const family of exported) expect(families).toContain(family);
  });

  for (const family of families) {
    describe(`the ${family.dimension} family`, () => {
      const caseOf =
        SAMPLES.find((input) => family.candidates(input, TEST_SECRET).length > 0) ?? sample;
      const candidates = family.candidates(caseOf, TEST_SECRET);

      const explained: MistakeShape[] = family.dimension === 'format' ? formatMistakes : candidates;

      it('has candidates for the sample case, each of its declared causes, all in CAUSE_CODES', () => {
        if (family.dimension === 'format') {
          // Found by reading the received sign, never by changing what is signed.
          expect(candidates).toEqual([]);
          return;
        }
        expect(candidates.length).toBeGreaterThan(0);
        for (const cause of family.causes) expect(CAUSE_CODES).toContain(cause);
        const strays = candidates.filter(
          (m) => m.dimension !== family.dimension || !family.causes.includes(m.cause),
        );
        expect(strays).toEqual([]);
        expect(new Set(candidates.map((m) => m.cause))).toEqual(new Set(family.causes));
      });

      it('changes what is signed with every candidate, never to the correct signing', () => {
        const correct = macOf([], caseOf);
        const same = candidates.filter((mistake) => macOf([mistake as never], caseOf) === correct);
        expect(same).toEqual([]);
      });

      it('tries its many-candidate mistakes alone', () => {
        const paired = candidates.filter((m) => family.bulk(m) && family.pairable(m));
        expect(paired).toEqual([]);
      });

      for (const party of ['sender', 'handler', 'receiver'] as const) {
        it(`explains each candidate for the ${party}: its cause, the fix citing the spec, no secret`, () => {
          const input: DiagnosisInput =
            party === 'receiver'
              ? { ...caseOf, kind: 'webhook' }
              : { ...caseOf, signer: party === 'handler' ? 'handler' : 'sender' };
          const actor = party === 'handler' ? 'The verifying handler' : 'The sender';
          const problems: string[] = [];
          for (const mistake of explained) {
            const part = family.explain(mistake, { input, actor, party, stack: null });
            const texts = [
              part.title,
              part.lead,
              part.action,
              part.explanation,
              part.fix,
              part.detail,
            ];
            if (part.cause !== mistake.cause)
              problems.push(`${mistake.cause}: cause ${part.cause}`);
            if (texts.some((text) => text.trim() === '')) problems.push(`${part.title}: empty`);
            if (texts.some((text) => secretForms.some((secret) => text.includes(secret)))) {
              problems.push(`${part.title}: shows a secret`);
            }
            if (!SPEC_SECTION.test(part.fix)) problems.push(`${part.title}: ${part.fix}`);
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
});

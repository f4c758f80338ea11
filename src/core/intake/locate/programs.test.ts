// What real programs, servers and tools write for one signed query, read back byte for byte.
// Captured on this machine by scripts/capture-intake-fixtures.ts, or built from the tool's own
// source where it cannot run here; programs.json names each one's tool, version and source.
// Each capture signed with its own HMAC; every truth here is node:crypto's.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import type { Intake } from '../types.ts';
import type { FixtureFields, FixtureManifest } from '../fixtures/fixture-manifest.ts';

const dir = new URL('../fixtures/programs/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('programs.json', dir), 'utf8')) as FixtureManifest;
const SECRET = 'test_sk_4f9a2c7e1b3d';

const truth = ({ merchantId, timestamp, nonce, rawBody }: FixtureFields) =>
  createHmac('sha256', SECRET)
    .update(`${merchantId}\n${timestamp}\n${nonce}\n${rawBody}`)
    .digest('hex');

function read(text: string, side?: 'request' | 'response'): Intake {
  const result = parseIntake(text, side ? { side } : {});
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

describe('what programs and tools write, read back byte for byte', () => {
  it('names a tool, a version or source commit, and captured or built for every fixture', () => {
    for (const fixture of manifest.fixtures) {
      // A captured tool names its version; a built one names the source file and its commit.
      if (fixture.source === 'captured') expect(fixture.tool).toMatch(/\d+\.\d+/);
      else expect(fixture.source).toMatch(/^built from \S+\/\S+ \S+.*[ (][0-9a-f]{40}\)?$/);
    }
  });

  for (const fixture of manifest.fixtures) {
    it(`${fixture.tool} (${fixture.source === 'captured' ? 'captured' : 'built'}): ${fixture.file}`, () => {
      const text = readFileSync(new URL(fixture.file, dir), 'utf8');
      const intake = read(text);
      expect(intake.format).toBe(fixture.format);
      if (fixture.formatDetail) expect(intake.formatDetail).toBe(fixture.formatDetail);
      const expected: Partial<FixtureFields> & { receivedSign?: string } = {
        ...manifest.fields,
        receivedSign: truth(manifest.fields),
      };
      for (const [field, note] of Object.entries(fixture.unread ?? {})) {
        delete expected[field as keyof typeof expected];
        expect(intake.fields[field as keyof Intake['fields']]).toBeUndefined();
        expect(intake.warnings.join(' ')).toContain(note);
      }
      expect(intake.fields).toMatchObject(expected);
      expect(intake.fields.rawBody).toBe(manifest.fields.rawBody);
    });

    if (fixture.response) {
      it(`${fixture.file}: the request is cut at Content-Length, and the answer is offered`, () => {
        const text = readFileSync(new URL(fixture.file, dir), 'utf8');
        const request = read(text);
        expect(request.sides).toEqual(['request', 'response']);
        expect(request.restored?.join(' ')).toMatch(/Content-Length/);
        const answer = read(text, 'response');
        expect(answer.kind).toBe('response');
        expect(answer.fields).toMatchObject({
          ...manifest.response,
          receivedSign: truth(manifest.response),
        });
      });
    }
  }

  it('postman-collection.json: a collection that signs in a pre-request script signs at run time', () => {
    const intake = read(readFileSync(new URL('postman-collection.json', dir), 'utf8'));
    expect(intake.warnings.join(' ')).toMatch(
      /signs at run time.*paste the request from the Postman Console/,
    );
  });
});

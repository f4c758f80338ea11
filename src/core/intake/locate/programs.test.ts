// What real programs print for one signed query, captured on this machine by
// scripts/capture-intake-fixtures.ts (each fixture names its tool and version in programs.json).
// Each program signed with its own HMAC; the truth here is node:crypto's.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';

const dir = new URL('../fixtures/programs/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('programs.json', dir), 'utf8')) as {
  fields: { merchantId: string; timestamp: string; nonce: string; rawBody: string };
  fixtures: Array<{ file: string; tool: string; format: string }>;
};
const SECRET = 'test_sk_4f9a2c7e1b3d';

describe('what programs print, read back byte for byte', () => {
  for (const fixture of manifest.fixtures) {
    it(`${fixture.tool}: ${fixture.file}`, () => {
      const result = parseIntake(readFileSync(new URL(fixture.file, dir), 'utf8'));
      if (!result.ok) throw new Error(result.error);
      const { fields, format } = result.intake;
      expect(format).toBe(fixture.format);
      expect(fields).toMatchObject(manifest.fields);
      const { merchantId, timestamp, nonce, rawBody } = manifest.fields;
      const truth = createHmac('sha256', SECRET)
        .update(`${merchantId}\n${timestamp}\n${nonce}\n${rawBody}`)
        .digest('hex');
      expect(fields.receivedSign).toBe(truth);
    });
  }
});

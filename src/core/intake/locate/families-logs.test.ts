// HTTP libraries' debug output and log pipelines (docs/verify-intake.md, "Families read by
// cleaning and evidence"): what real tools wrote (fixtures/logs, captured by
// scripts/intake-fixtures/logs.py) and pastes written to a tool's documented format (logs.json
// names which). Each truth is computed here with node:crypto, never by the product.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideReading } from '../decide.ts';
import { parseIntake } from '../detect.ts';
import { PARSED_BODY } from '../extract/json-message.ts';
import { intakeOrThrow } from '../test-support.ts';

const dir = new URL('../fixtures/logs/', import.meta.url);
const truth = JSON.parse(readFileSync(new URL('logs.json', dir), 'utf8')) as {
  secret: string;
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
  fixtures: Array<{ file: string; tool: string; how: string; body?: string }>;
};
/** The sign of a fixture's query; a fixture may send a body of its own (logs.json `body`). */
const signOf = (body: string) =>
  createHmac('sha256', truth.secret)
    .update(`${truth.merchantId}\n${truth.timestamp}\n${truth.nonce}\n${body}`)
    .digest('hex');
const fixture = (file: string) => readFileSync(new URL(file, dir), 'utf8');

/** The reading the page uses once the secret is typed: the one the signature proves, if any. */
async function usedReading(file: string) {
  const intake = intakeOrThrow(parseIntake(fixture(file)));
  const decision = intake.readings && (await decideReading(intake.readings, truth.secret));
  return decision ? (intake.readings?.[decision.index] ?? intake) : intake;
}

describe('debug output and log pipelines, read with the secret typed', () => {
  it.for(truth.fixtures)('$file ($tool; $how)', async ({ file, body }) => {
    expect((await usedReading(file)).fields).toMatchObject({
      merchantId: truth.merchantId,
      timestamp: truth.timestamp,
      nonce: truth.nonce,
      receivedSign: signOf(body ?? truth.body),
      rawBody: body ?? truth.body,
    });
  });
});

describe('without the secret, ranked by evidence', () => {
  // A log's line structure adds a final line feed nothing proves is the body's, so those are
  // left to the signature (above); every other fixture reads right at once.
  const lineFed = new Set(['kubectl-timestamps-raw.txt']);
  it.for(truth.fixtures.filter(({ file }) => !lineFed.has(file)))('$file', ({ file, body }) => {
    const intake = intakeOrThrow(parseIntake(fixture(file)));
    expect(intake.fields.rawBody).toBe(body ?? truth.body);
    expect(intake.fields.receivedSign).toBe(signOf(body ?? truth.body));
  });

  it('says a body the logger was given parsed is its JSON, not the bytes sent', () => {
    for (const file of ['pino-req-parsed-body.txt', 'bunyan-req-parsed-body.txt']) {
      expect(intakeOrThrow(parseIntake(fixture(file))).warnings).toContain(PARSED_BODY);
    }
    expect(intakeOrThrow(parseIntake(fixture('pino-req-body.txt'))).warnings).not.toContain(
      PARSED_BODY,
    );
  });

  it('the Java HttpClient log, which holds the response too, is read as the request', () => {
    const intake = intakeOrThrow(parseIntake(fixture('java-httpclient-log-all.txt')));
    expect(intake.kind).toBe('request');
  });
});

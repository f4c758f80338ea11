// Several requests in one .http file, libcurl's verbose output and curl --json, read from what
// the real tools wrote or ran (fixtures/files, captured by scripts/intake-fixtures/files.py;
// files.json names each tool, its version, how, and the request the loopback server received).
// Every truth is the received body signed here with node:crypto, never by the product.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideReading } from '../decide.ts';
import { parseIntake } from '../detect.ts';
import { headerValue } from '../extract/headers.ts';
import { intakeOrThrow } from '../test-support.ts';
import type { Intake } from '../types.ts';

const dir = new URL('../fixtures/files/', import.meta.url);
interface Fixture {
  file: string;
  tool: string;
  how: string;
  nonce: string;
  sent: string;
  sentHeaders: Record<string, string>;
}
const truth = JSON.parse(readFileSync(new URL('files.json', dir), 'utf8')) as {
  secret: string;
  otherSecret: string;
  merchantId: string;
  timestamp: string;
  fixtures: Fixture[];
};
const signOf = (nonce: string, body: string, secret = truth.secret) =>
  createHmac('sha256', secret)
    .update(`${truth.merchantId}\n${truth.timestamp}\n${nonce}\n${body}`)
    .digest('hex');
const text = (file: string) => readFileSync(new URL(file, dir), 'utf8');
const fixtures = (pattern: RegExp) => truth.fixtures.filter((f) => pattern.test(f.file));

const expectSent = (intake: Intake, fixture: Fixture) =>
  expect(intake.fields).toMatchObject({
    merchantId: truth.merchantId,
    timestamp: truth.timestamp,
    nonce: fixture.nonce,
    receivedSign: signOf(fixture.nonce, fixture.sent),
    rawBody: fixture.sent,
  });

describe("libcurl's verbose output, captured from PHP's curl extension", () => {
  it.for(fixtures(/^php-curl-verbose-(?!no-body)/))('$file ($how)', (fixture) => {
    const intake = intakeOrThrow(parseIntake(text(fixture.file)));
    expect(intake.format).toBe('libcurl-verbose');
    expect(intake.method).toBe('POST');
    expectSent(intake, fixture);
    for (const [name, value] of Object.entries(fixture.sentHeaders)) {
      expect(headerValue(intake.headers, name)).toBe(value);
    }
  });

  it.for(fixtures(/^php-curl-(?:header-out|getinfo)/))(
    'the signature picks the request head and body the program printed: $file ($how)',
    async (fixture) => {
      const intake = intakeOrThrow(parseIntake(text(fixture.file)));
      const readings = intake.readings ?? [intake];
      const decision = await decideReading(readings, truth.secret);
      expectSent(readings[decision?.index ?? -1]!, fixture);
    },
  );

  it('says the body was printed nowhere, rather than taking the answer printed beside it', () => {
    const [fixture] = fixtures(/no-body/);
    const intake = intakeOrThrow(parseIntake(text(fixture!.file)));
    expect(intake.format).toBe('libcurl-verbose');
    expect(intake.fields.nonce).toBe(fixture!.nonce);
    expect(intake.fields.rawBody).toBe('');
    expect(intake.warnings.join(' ')).toMatch(/does not print the request body/);
  });
});

describe('.http files with several requests, each run by httpyac', () => {
  it.for(fixtures(/\.http$/))(
    'the signature picks the request httpyac sent: $file ($how)',
    async (fixture) => {
      const intake = intakeOrThrow(parseIntake(text(fixture.file)));
      expect(intake.format).toBe('http-file');
      const readings = intake.readings ?? [intake];
      const decision = await decideReading(readings, truth.secret);
      expect(decision?.proven).toBe(true);
      const chosen = readings[decision!.index]!;
      expectSent(chosen, fixture);
      // No other request of the file verifies with the test key.
      const others = readings.filter((r) => r.fields.nonce !== fixture.nonce);
      expect(await decideReading(others, truth.secret)).toBeUndefined();
    },
  );

  it('names each request, and the other requests of the file are readings too', () => {
    const intake = intakeOrThrow(parseIntake(text('jetbrains-three-requests-crlf.http')));
    const named = (intake.readings ?? []).map((r) => r.formatDetail);
    expect(named).toEqual([
      'request 1 of 3, “Query with the live key (stale)”',
      'request 2 of 3, “Query with the test key”',
      'request 3 of 3',
      'request 2 of 3, “Query with the test key”',
    ]);
    // The handler script, the response reference and the comment line are not the request's.
    for (const reading of intake.readings ?? []) {
      expect(reading.fields.rawBody).not.toMatch(/%\}|<>|client\.|\/\//);
    }
  });

  it("offers a multi-line body as REST Client on Windows sends it, and says why it can't be told", () => {
    const fixture = fixtures(/jetbrains/)[0]!;
    const readings = intakeOrThrow(parseIntake(text(fixture.file))).readings ?? [];
    const lf = readings.find((r) => r.fields.rawBody === fixture.sent)!;
    const crlf = readings.find((r) => r.fields.rawBody === fixture.sent.replace(/\n/g, '\r\n'))!;
    expect(lf.warnings.join(' ')).toMatch(/joined with LF as httpyac and JetBrains/);
    expect(crlf.warnings.join(' ')).toMatch(/REST Client on Windows/);
  });
});

describe('curl --json, captured in a bash session and as a bare command', () => {
  it.for(fixtures(/curl-json-(?!file)/))('$file ($how)', (fixture) => {
    const intake = intakeOrThrow(parseIntake(text(fixture.file)));
    expectSent(intake, fixture);
    for (const [name, value] of Object.entries(fixture.sentHeaders)) {
      expect(headerValue(intake.headers, name)).toBe(value);
    }
  });

  it('--json @file reads the content cat printed above it, its final line feed kept', () => {
    const fixture = fixtures(/curl-json-file/)[0]!;
    expect(fixture.sent.endsWith('}\n')).toBe(true);
    expectSent(intakeOrThrow(parseIntake(text(fixture.file))), fixture);
  });
});

// HTTP libraries' debug output and log pipelines (docs/verify-intake.md, "Families read by
// cleaning and evidence"): what real tools wrote (fixtures/logs, captured by
// scripts/intake-fixtures/logs.py) and pastes written to a tool's documented format (logs.json
// names which). Each truth is computed here with node:crypto, never by the product.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideReading } from '../decide.ts';
import { parseIntake } from '../detect.ts';
import { LOGGER_REWROTE } from '../extract/json-message.ts';
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
      expect(intakeOrThrow(parseIntake(fixture(file))).warnings).toContain(LOGGER_REWROTE);
    }
    expect(intakeOrThrow(parseIntake(fixture('pino-req-body.txt'))).warnings).not.toContain(
      LOGGER_REWROTE,
    );
  });

  it.for([
    ['journalctl-multiline.txt', "journalctl's time, host and unit"],
    ['journalctl-short-iso.txt', "journalctl's time, host and unit"],
    ['journalctl-short-precise.txt', "journalctl's time, host and unit"],
    ['docker-json-file-split-in-sign.txt', "Docker's json-file log lines"],
    ['splunk-export-json.txt', 'a Splunk search export'],
    ['splunk-export-csv.txt', 'a log search exported as CSV'],
  ])('%s: names the layer it undid, and undid it exactly', ([file, layer]) => {
    const notes = intakeOrThrow(parseIntake(fixture(file as string))).restored ?? [];
    expect(notes.find((note) => note.includes(layer as string))).toMatch(/undone exactly/);
  });

  it('the Java HttpClient log, which holds the response too, is read as the request', () => {
    const intake = intakeOrThrow(parseIntake(fixture('java-httpclient-log-all.txt')));
    expect(intake.kind).toBe('request');
  });
});

describe('more forms of each pipeline, written to its documented format', () => {
  const sign = signOf(truth.body);
  const headers = {
    'Content-Type': 'application/json',
    'X-MerchantID': truth.merchantId,
    'X-Timestamp': truth.timestamp,
    'X-Nonce': truth.nonce,
    'X-Sign': sign,
  };
  const expectRead = (text: string) =>
    expect(intakeOrThrow(parseIntake(text)).fields).toMatchObject({
      merchantId: truth.merchantId,
      receivedSign: sign,
      rawBody: truth.body,
    });

  it('a Sentry event whose request.headers is an object and whose data Sentry parsed', () => {
    const event = {
      event_id: 'e1',
      request: { method: 'POST', headers, data: JSON.parse(truth.body) },
    };
    expectRead(JSON.stringify(event, null, 2));
    expect(intakeOrThrow(parseIntake(JSON.stringify(event))).warnings).toContain(LOGGER_REWROTE);
  });

  it("a JSON log line kept as a string inside another JSON (a CloudWatch export's message, Loki's line)", () => {
    const line = fixture('bunyan-req-body.txt').trimEnd();
    expectRead(JSON.stringify({ events: [{ timestamp: 1, message: line }] }));
    expectRead(
      JSON.stringify([{ line, timestamp: '1795808811000000000', labels: { app: 'shop' } }]),
    );
  });

  it("Elastic Common Schema's http.request.body.content beside the request's headers", () => {
    const doc = {
      '@timestamp': 'x',
      http: { request: { method: 'POST', headers, body: { content: truth.body } } },
    };
    expectRead(JSON.stringify(doc));
    expect(intakeOrThrow(parseIntake(JSON.stringify(doc))).warnings).not.toContain(LOGGER_REWROTE);
  });

  it('a CloudWatch Logs Insights CSV export whose @message is the captured winston line', () => {
    const message = fixture('winston-json.txt').trimEnd();
    expectRead(`@timestamp,@message\n2026-11-27 10:00:00.000,"${message.replace(/"/g, '""')}"\n`);
  });

  it("containerd's CRI pieces (P, then F) of a pino line longer than 16 KiB", () => {
    const line = fixture('pino-req-body.txt')
      .trimEnd()
      .replace('"msg"', `"pad":"${'x'.repeat(20_000)}","msg"`);
    const pieces = [line.slice(0, 16_384), line.slice(16_384)];
    expectRead(
      `2026-11-27T10:00:00.123456789Z stdout P ${pieces[0]}\n2026-11-27T10:00:00.123456789Z stdout F ${pieces[1]}\n`,
    );
  });

  it('kubectl logs --timestamps over the captured Go dump, its CR LF lines kept', () => {
    const lines = fixture('go-dump-log.txt').split('\n').slice(0, -1);
    expectRead(lines.map((l, n) => `2026-11-27T10:00:0${n % 10}.5Z ${l}`).join('\n'));
  });

  it('journalctl -o short-full, one message holding the request', () => {
    const prefix = 'Fri 2026-11-27 10:00:00 UTC shop-01 shop-api[4120]: ';
    const request = `POST /api/v1/payments/query HTTP/1.1\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}\n\n${truth.body}`;
    expectRead(
      request
        .split('\n')
        .map((l, n) => (n === 0 ? prefix : ' '.repeat(prefix.length)) + l)
        .join('\n'),
    );
  });
});

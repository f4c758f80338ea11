import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READERS } from './locate/registry.ts';
import { EMPTY_PASTE, UNRECOGNISED_PASTE, parseIntake, parseIntakeBytes } from './detect.ts';
import {
  curlOf,
  failureLogOf,
  fieldsArb,
  harOf,
  headersAndBodyOf,
  rawRequest,
  rawResponse,
  type SignedFields,
} from './test-support.ts';

const SAMPLE: SignedFields = {
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'a1b2c3d4e5f6g7h8',
  rawBody: '{"merchant_order_no":"ORD-1"}',
  receivedSign: 'a'.repeat(64),
};

describe('parseIntake: detection', () => {
  it.each([
    ['har', harOf(SAMPLE)],
    ['failure-log', failureLogOf(SAMPLE)],
    ['curl', `  \n${curlOf(SAMPLE)}`],
    ['raw-http-request', rawRequest(SAMPLE)],
    ['raw-http-response', rawResponse(SAMPLE)],
    ['headers-and-body', headersAndBodyOf(SAMPLE)],
  ])('detects %s', (format, text) => {
    const result = parseIntake(text);
    expect(result).toMatchObject({ ok: true, intake: { format } });
  });

  it('detects a single HAR entry and passes the entry index and side on', () => {
    const entry = JSON.stringify(
      (JSON.parse(harOf(SAMPLE)) as { log: { entries: unknown[] } }).log.entries[0],
    );
    expect(parseIntake(entry)).toMatchObject({
      ok: true,
      intake: { format: 'har', kind: 'request' },
    });
    expect(parseIntake(harOf(SAMPLE), { entryIndex: 0, side: 'response' })).toMatchObject({
      ok: true,
      intake: { kind: 'response', entryIndex: 0 },
    });
    expect(parseIntake(harOf(SAMPLE), { entryIndex: 4 })).toMatchObject({ ok: false });
  });

  it('says what it expected when it cannot recognise the paste, and what stopped each format', () => {
    const result = parseIntake('hello there\nX-Sign abc');
    expect(result.ok).toBe(false);
    const error = result.ok ? '' : result.error;
    // What was found leads; the formats read follow, as UNRECOGNISED_PASTE lists them.
    expect(error).toMatch(/^Could not recognise this paste\. Found none of X-MerchantID/);
    expect(error).toContain(UNRECOGNISED_PASTE.replace('Could not recognise this paste. ', ''));
    for (const reader of READERS)
      if (reader.asks) expect(UNRECOGNISED_PASTE).toContain(reader.asks);
    expect(UNRECOGNISED_PASTE).toMatch(/raw HTTP.*HAR.*failure-log JSON \(merchant_id/);
    expect(error).toContain('curl: no "curl" command at the start');
    expect(error).toContain('raw HTTP: the first line "hello there" is not a request line');
    expect(error).toContain('headers and body: the first line "hello there" is not "Name: value"');
    expect(error).toMatch(/HAR, Postman and failure log: not JSON \(.*JSON.*\)/);
    expect(error).toContain('PowerShell: no Invoke-WebRequest');
    expect(error).toContain('log line: no "{" in the paste');
  });

  it('gives an empty paste its own message', () => {
    expect(parseIntake('')).toEqual({ ok: false, error: EMPTY_PASTE });
    expect(parseIntake(' \r\n\t')).toEqual({ ok: false, error: EMPTY_PASTE });
  });

  it('tells a lone JSON body from a HAR or a failure log', () => {
    expect(parseIntake('{"merchant_order_no":"ORD-1"}')).toMatchObject({
      ok: false,
      error: /body alone/,
    });
  });

  it('reports broken JSON as such', () => {
    expect(parseIntake('{"merchant_id": "M1",}')).toMatchObject({
      ok: false,
      error: /looks like JSON but does not parse/,
    });
  });

  it('drops a BOM at the start of the paste but keeps one inside the body', () => {
    const f = { ...SAMPLE, rawBody: '\uFEFF{"a":1}' };
    expect(parseIntake(`\uFEFF${failureLogOf(f)}`)).toMatchObject({
      ok: true,
      intake: { fields: { rawBody: f.rawBody } },
    });
  });
});

describe('parseIntakeBytes: a dropped file', () => {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

  it('drops the BOM at the start of the file, keeps a BOM inside the body', () => {
    const f = { ...SAMPLE, rawBody: '\uFEFF{"a":"\r\n"}' };
    for (const text of [harOf(f), rawRequest(f), failureLogOf(f)]) {
      const result = parseIntakeBytes(bytes(`\uFEFF${text}`));
      expect(result).toMatchObject({ ok: true, intake: { fields: { rawBody: f.rawBody } } });
    }
  });

  it('refuses a file that is not UTF-8 text', () => {
    const result = parseIntakeBytes(new Uint8Array([0x50, 0x4f, 0x53, 0x54, 0x20, 0xff, 0xfe]));
    expect(result).toMatchObject({ ok: false, error: /not UTF-8 text/ });
  });
});

describe('all formats of the same request give the same fields', () => {
  it('a single-quoted curl word holding ` ^"` stays a POSIX curl, not a cmd one', () => {
    const f = { ...SAMPLE, merchantId: '^"!' };
    const result = parseIntake(curlOf(f));
    expect(result).toMatchObject({
      ok: true,
      intake: { format: 'curl', fields: { merchantId: '^"!' } },
    });
  });

  it('property: raw HTTP, curl, HAR, failure log and headers-and-body agree', () => {
    fc.assert(
      fc.property(fieldsArb, (f) => {
        const texts = [
          rawRequest(f),
          rawRequest(f, '\n'),
          curlOf(f),
          harOf(f),
          failureLogOf(f),
          headersAndBodyOf(f),
        ];
        for (const text of texts) {
          const result = parseIntake(text);
          if (!result.ok) throw new Error(result.error);
          const { merchantId, timestamp, nonce, rawBody, receivedSign } = result.intake.fields;
          expect({ merchantId, timestamp, nonce, rawBody, receivedSign }).toEqual(f);
        }
      }),
      { numRuns: 200 },
    );
  });
});

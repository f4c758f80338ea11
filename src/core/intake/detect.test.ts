import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READERS } from './locate/registry.ts';
import { EMPTY_PASTE, FORMATS_READ, parseIntake, parseIntakeBytes } from './detect.ts';
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
    if (result.ok) throw new Error('read');
    // One sentence of what is missing and what to ask for; the rest is folded in details.
    expect(result.error).toMatch(
      /^Could not recognise this paste: it holds none of the signed headers/,
    );
    expect(result.error.match(/[.;] /g) ?? []).toEqual(['; ']);
    const details = result.details ?? [];
    expect(details[0]).toBe(FORMATS_READ);
    for (const reader of READERS) if (reader.asks) expect(FORMATS_READ).toContain(reader.asks);
    expect(FORMATS_READ).toMatch(/raw HTTP.*HAR.*failure-log JSON \(merchant_id/);
    expect(details).toContain('curl: no "curl" command at the start');
    // Each reader's own reason, one line each.
    const said = (start: string) => details.some((d) => d.startsWith(start));
    expect(said('raw HTTP: the first line "hello there" is not a request line')).toBe(true);
    expect(said('headers and body: the first line "hello there" is not "Name: value"')).toBe(true);
    expect(said('HAR, Postman and failure log: not JSON (')).toBe(true);
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHar } from './har.ts';
import { expectedFields, fieldsArb, harOf, intakeOrThrow } from '../test-support.ts';

const entry = (method: string, url: string, sign: string | undefined, body: string) => ({
  request: {
    method,
    url,
    headers: [
      { name: ':method', value: method },
      { name: 'x-merchantid', value: 'M1' },
      ...(sign ? [{ name: 'x-sign', value: sign }] : []),
    ],
    ...(body ? { postData: { mimeType: 'application/json', text: body } } : {}),
  },
  response: {
    status: 200,
    headers: [
      { name: 'X-Sign', value: 'resp-sign' },
      { name: 'X-Nonce', value: 'rn' },
    ],
    content: { size: 10, mimeType: 'application/json', text: '{"code":0}' },
  },
});

const har = (...entries: unknown[]) => JSON.stringify({ log: { version: '1.2', entries } });

const intakeOf = (text: string, index?: number, side?: 'request' | 'response') =>
  intakeOrThrow(parseHar(text, index, side));

describe('parseHar', () => {
  const log = har(
    entry('GET', 'https://x/app.js', undefined, ''),
    entry('POST', 'https://x/api/v1/payments/query', 'sign-1', '{"merchant_order_no":"A"}'),
    entry('POST', 'https://x/api/v1/payments/query', 'sign-2', '{"merchant_order_no":"B"}'),
  );

  it('lists the entries and picks the first whose request carries X-Sign, saying so', () => {
    const intake = intakeOf(log);
    expect(intake.entries).toEqual([
      { index: 0, method: 'GET', url: 'https://x/app.js', status: 200 },
      { index: 1, method: 'POST', url: 'https://x/api/v1/payments/query', status: 200 },
      { index: 2, method: 'POST', url: 'https://x/api/v1/payments/query', status: 200 },
    ]);
    expect(intake).toMatchObject({ format: 'har', kind: 'request', entryIndex: 1, method: 'POST' });
    expect(intake.fields).toMatchObject({
      receivedSign: 'sign-1',
      rawBody: '{"merchant_order_no":"A"}',
    });
    // Numbered as the entry list shows them, from 1: the second entry is entry 2.
    expect(intake.warnings.join()).toMatch(
      /3 entries; entry 2 \(POST .* first whose request carries X-Sign/,
    );
  });

  it('picks the entry asked for', () => {
    expect(intakeOf(log, 2).fields.receivedSign).toBe('sign-2');
    expect(intakeOf(log, 0).warnings).toEqual([]);
  });

  it('refuses an entry index out of range', () => {
    expect(parseHar(log, 3)).toMatchObject({
      ok: false,
      error: /3 entries, numbered 0 to 2; there is no entry 3/,
    });
  });

  it('takes a single entry object and the only entry without a warning', () => {
    const single = JSON.stringify(entry('POST', 'https://x/p', 's', '{}'));
    expect(intakeOf(single)).toMatchObject({
      entryIndex: 0,
      warnings: [],
      fields: { rawBody: '{}' },
    });
  });

  it('reads the response side: headers and content text', () => {
    const intake = intakeOf(log, 1, 'response');
    expect(intake).toMatchObject({ kind: 'response', status: 200 });
    expect(intake.fields).toMatchObject({
      receivedSign: 'resp-sign',
      nonce: 'rn',
      rawBody: '{"code":0}',
    });
  });

  it('decodes base64 response content as UTF-8 text, CR and BOM kept', () => {
    const text = '\uFEFF{"msg":"成功 😀"}\r\n';
    const e = entry('POST', 'https://x/p', 's', '{}');
    e.response.content = {
      size: 0,
      mimeType: 'application/json',
      text: Buffer.from(text, 'utf8').toString('base64'),
      encoding: 'base64',
    } as typeof e.response.content;
    expect(intakeOf(har(e), 0, 'response').fields.rawBody).toBe(text);
  });

  it('warns when base64 content is not UTF-8', () => {
    const e = entry('POST', 'https://x/p', 's', '{}');
    Object.assign(e.response.content, {
      text: Buffer.from([0xff, 0xfe, 0x41]).toString('base64'),
      encoding: 'base64',
    });
    expect(intakeOf(har(e), 0, 'response').warnings.join()).toMatch(/not valid UTF-8/);
  });

  it('warns when no entry carries X-Sign, and when a POST has no body text', () => {
    const intake = intakeOf(
      har(entry('POST', 'https://x/a', undefined, ''), entry('GET', 'https://x/b', undefined, '')),
    );
    expect(intake.entryIndex).toBe(0);
    expect(intake.warnings.join()).toMatch(/no request carries X-Sign/);
    expect(intake.warnings.join()).toMatch(/no request body text/);
  });

  it.each([
    ['{', /not valid JSON/],
    ['{"log":{"entries":[]}}', /no entries/],
    ['{"a":1}', /not a HAR/],
  ])('refuses %j', (text, message) => {
    expect(parseHar(text)).toMatchObject({ ok: false, error: message });
  });

  it('property: reads back any fields and the exact body', () => {
    fc.assert(
      fc.property(fieldsArb, (f) => {
        const intake = intakeOf(harOf(f));
        expect(intake.fields).toEqual(expectedFields(f));
      }),
      { numRuns: 200 },
    );
  });
});

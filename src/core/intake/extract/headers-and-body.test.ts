import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHeadersAndBody } from './headers-and-body.ts';
import { expectedFields, fieldsArb, headersAndBodyOf, intakeOrThrow } from '../test-support.ts';

const intakeOf = (text: string) => intakeOrThrow(parseHeadersAndBody(text));

describe('parseHeadersAndBody', () => {
  it('reads header lines, an empty line and the exact body', () => {
    const intake = intakeOf('X-MerchantID: M1\nx-timestamp: 1\nX-NONCE: n\nX-Sign: s\n\n{"a":1}\n');
    expect(intake).toMatchObject({
      format: 'headers-and-body',
      kind: 'request',
      fields: {
        merchantId: 'M1',
        timestamp: '1',
        nonce: 'n',
        receivedSign: 's',
        rawBody: '{"a":1}\n',
      },
      warnings: [],
    });
  });

  it('accepts a body starting with { straight after the headers, without a warning', () => {
    const intake = intakeOf('X-Sign: s\r\nX-Nonce: n\r\n{\r\n  "a": 1\r\n}');
    expect(intake.fields.rawBody).toBe('{\r\n  "a": 1\r\n}');
    expect(intake.warnings).toEqual([]);
  });

  it("reads HTTP/2 pseudo-headers as a browser's Copy request headers gives them", () => {
    const intake = intakeOf(':method: POST\n:path: /api/v1/payments/query\nx-sign: s\n\n{}');
    expect(intake.headers[0]).toEqual([':method', 'POST']);
    expect(intake.fields).toEqual({ receivedSign: 's', rawBody: '{}' });
  });

  it('reads headers with no body', () => {
    expect(intakeOf('X-Sign: s').fields).toEqual({ receivedSign: 's', rawBody: '' });
  });

  it('joins folded header lines and warns', () => {
    const intake = intakeOf('X-Sign: abc\n  def\n\nbody');
    expect(intake.fields.receivedSign).toBe('abc def');
    expect(intake.warnings.join()).toMatch(/folded/);
  });

  it('takes a line of spaces as the empty line, with a warning', () => {
    const intake = intakeOf('X-Sign: s\n  \n body ');
    expect(intake.fields.rawBody).toBe(' body ');
    expect(intake.warnings.join()).toMatch(/spaces or tabs/);
  });

  it('refuses text without header lines', () => {
    expect(parseHeadersAndBody('just words')).toMatchObject({
      ok: false,
      error: /No header lines/,
    });
  });

  it('property: reads back any fields and exact body, LF or CR LF framed', () => {
    fc.assert(
      fc.property(fieldsArb, fc.constantFrom('\n', '\r\n'), (f, eol) => {
        const intake = intakeOf(headersAndBodyOf(f, eol));
        expect(intake.fields).toEqual(expectedFields(f));
      }),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crtWords, parseCmdCurl } from './curl-cmd.ts';
import { parseIntake } from '../../detect.ts';
import {
  escapeWin,
  expectedFields,
  fieldsArb,
  intakeOrThrow,
  type SignedFields,
} from '../../test-support.ts';

function devtoolsCmd(f: SignedFields, program = 'curl'): string {
  const parts = [
    escapeWin('https://sandbox.example/api/v1/payments/query'),
    `-H ${escapeWin('Content-Type: application/json')}`,
    `-H ${escapeWin(`X-MerchantID: ${f.merchantId}`)}`,
    `-H ${escapeWin(`X-Timestamp: ${f.timestamp}`)}`,
    `-H ${escapeWin(`X-Nonce: ${f.nonce}`)}`,
    `-H ${escapeWin(`X-Sign: ${f.receivedSign}`)}`,
    `--data-raw ${escapeWin(f.rawBody)}`,
  ];
  return `${program} ${parts.join(' ^\n  ')}`;
}

const sample: SignedFields = {
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'n-2b7c9d1e4f60a8',
  rawBody: '{"merchant_order_no":"ORD-1","note":"50% off ^ <b>&amp;</b> \\"q\\" é"}\n{}',
  receivedSign: 'ab'.repeat(32),
};

describe('parseCmdCurl', () => {
  it('reads what DevTools writes for "Copy as cURL (cmd)", body byte for byte', () => {
    const command = devtoolsCmd(sample);
    expect(command).toContain('^\n\n');
    const intake = intakeOrThrow(parseIntake(command));
    expect(intake.format).toBe('curl-cmd');
    expect(intake.method).toBe('POST');
    expect(intake.fields).toEqual(expectedFields(sample));
  });

  it('reads Firefox\u2019s curl.exe and a copy whose line breaks became CR LF', () => {
    const command = devtoolsCmd(sample, 'curl.exe').replace(/\n/g, '\r\n');
    expect(intakeOrThrow(parseIntake(command)).fields.rawBody).toBe(sample.rawBody);
  });

  it('flags that a cmd copy cannot carry a CR LF body', () => {
    const intake = intakeOrThrow(parseCmdCurl(devtoolsCmd(sample)));
    expect(intake.suspectedArtifacts).toEqual(['crlf-to-lf']);
  });

  it('reads a hand-written cmd command by the C runtime rules', () => {
    const command =
      'curl -X POST https://pay.example/q -H "X-Sign: abc" -H "X-Nonce: n1" ^\n -d "{\\"a\\":\\"x\\\\y\\"}"';
    const intake = intakeOrThrow(parseIntake(command));
    expect(intake.format).toBe('curl-cmd');
    expect(intake.fields.receivedSign).toBe('abc');
    // Backslashes not before a quote are literal to the C runtime.
    expect(intake.fields.rawBody).toBe('{"a":"x\\\\y"}');
  });

  it('splits words as the Microsoft C runtime does', () => {
    expect(crtWords('a "b c" d\\\\"e f" g\\"h ""', false)).toEqual([
      'a',
      'b c',
      'd\\e f',
      'g"h',
      '',
    ]);
    expect(crtWords('"say ""hi"""', false)).toEqual(['say "hi"']);
  });

  it('gives back the bytes of any case DevTools copied (CR aside: cmd cannot carry it)', () => {
    const noCr = fieldsArb.map((f) => ({ ...f, rawBody: f.rawBody.replace(/\r/g, '') }));
    fc.assert(
      fc.property(noCr, (f) => {
        const intake = intakeOrThrow(parseIntake(devtoolsCmd(f)));
        expect(intake.fields).toEqual(expectedFields(f));
      }),
    );
  });
});

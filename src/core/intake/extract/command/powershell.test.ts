import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';
import {
  expectedFields,
  fieldsArb,
  intakeOrThrow,
  psString,
  type SignedFields,
} from '../../test-support.ts';

/**
 * Chromium DevTools' "Copy as PowerShell" (front_end/panels/network/NetworkLogView.ts), written
 * out here: "..." strings with ` before ` $ ", `$([char]N)` for every UTF-16 unit outside
 * printable ASCII, a WebRequestSession prelude, a -Headers table, and a body through
 * UTF8.GetBytes when it is not ASCII.
 */

function devtoolsPowerShell(f: SignedFields): string {
  const headers = [
    ['X-MerchantID', f.merchantId],
    ['X-Timestamp', f.timestamp],
    ['X-Nonce', f.nonce],
    ['X-Sign', f.receivedSign],
  ].map(([name, value]) => `${psString(name as string)}=${psString(value as string)}`);
  const body = psString(f.rawBody);
  const command = [
    '-UseBasicParsing',
    `-Uri ${psString('https://sandbox.example/api/v1/payments/query')}`,
    `-Method ${psString('POST')}`,
    '-WebSession $session',
    `-Headers @{\n${headers.join('\n  ')}\n}`,
    `-ContentType ${psString('application/json')}`,
    /[^\x20-\x7E]/.test(f.rawBody)
      ? `-Body ([System.Text.Encoding]::UTF8.GetBytes(${body}))`
      : `-Body ${body}`,
  ];
  const session =
    '$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n' +
    `$session.UserAgent = ${psString('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')}\n`;
  return `${session}Invoke-WebRequest ${command.join(' `\n')};`;
}

const sample: SignedFields = {
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'n-2b7c9d1e4f60a8',
  rawBody: '{"merchant_order_no":"ORD-1","goods_name":"Caf\u00e9 $5 `x`"}\r\n',
  receivedSign: 'ab'.repeat(32),
};

describe('parsePowerShell', () => {
  it('reads what DevTools writes for "Copy as PowerShell", body byte for byte', () => {
    const script = devtoolsPowerShell(sample);
    expect(script).toContain('UTF8.GetBytes(');
    const intake = intakeOrThrow(parseIntake(script));
    expect(intake.format).toBe('powershell');
    expect(intake.method).toBe('POST');
    expect(intake.url).toBe('https://sandbox.example/api/v1/payments/query');
    expect(intake.fields).toEqual(expectedFields(sample));
  });

  it('reads a hand-written script: variables, a here-string, bare keys, single quotes', () => {
    const script = [
      '$headers = @{ X-MerchantID = "M100001"; "X-Timestamp" = \'1700000000\'',
      '  X-Nonce = \'it\'\'s-a-nonce-123\'; "X-Sign" = "abc" }',
      "$body = @'",
      '{"merchant_order_no":"ORD-1",',
      ' "note":"$notAVariable `n stays"}',
      "'@",
      'Invoke-RestMethod -Uri https://pay.example/q -Method Post -Headers $headers `',
      '  -ContentType "application/json" -Body $body',
    ].join('\n');
    const intake = intakeOrThrow(parseIntake(script));
    expect(intake.fields).toEqual({
      merchantId: 'M100001',
      timestamp: '1700000000',
      nonce: "it's-a-nonce-123",
      receivedSign: 'abc',
      contentType: 'application/json',
      rawBody: '{"merchant_order_no":"ORD-1",\n "note":"$notAVariable `n stays"}',
    });
    expect(intake.method).toBe('POST');
  });

  it('expands an "expandable" here-string and backtick escapes, and names a $variable', () => {
    const script =
      'iwr https://x -Method POST -Body @"\n{"a":"`t$name"}\n"@ -Headers @{"X-Sign"="s"}';
    const intake = intakeOrThrow(parseIntake(script));
    expect(intake.fields.rawBody).toBe('{"a":"\t$name"}');
    expect(intake.warnings.join(' ')).toContain('$variable');
  });

  it('takes typographic quotes, as chat writes them, for quotes', () => {
    const script =
      'Invoke-WebRequest -Uri \u201Chttps://x\u201D -Method POST -Body \u2018{"a":1}\u2019';
    expect(intakeOrThrow(parseIntake(script)).fields.rawBody).toBe('{"a":1}');
  });

  it('refuses a body PowerShell computes, such as ConvertTo-Json', () => {
    const result = parseIntake(
      'Invoke-RestMethod -Uri https://x -Method Post -Body ($o | ConvertTo-Json)',
    );
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? '' : result.error).toContain('ConvertTo-Json');
  });

  it('warns that Windows PowerShell 5.1 sends a non-ASCII string body as ISO-8859-1', () => {
    const intake = intakeOrThrow(
      parseIntake('Invoke-WebRequest -Uri https://x -Method POST -Body \'{"a":"\u00e9"}\''),
    );
    expect(intake.warnings.join(' ')).toContain('ISO-8859-1');
  });

  it('gives back the fields and bytes of any case DevTools copied', () => {
    fc.assert(
      fc.property(fieldsArb, (f) => {
        expect(intakeOrThrow(parseIntake(devtoolsPowerShell(f))).fields).toEqual(expectedFields(f));
      }),
    );
  });
});

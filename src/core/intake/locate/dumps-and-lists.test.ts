// Values printed apart from their names and bodies printed as a dump's string or a capture's
// encoded bytes (nested-field-forms.ts, var-dumper-strings.ts, tap-bodies.ts): each in a form
// other than the fresh pastes', with the sign made here by node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { readWithSecret } from '../test-support.ts';

const secret = 'test_sk_dumps_lists_01';
const signOf = (mid: string, ts: string, nonce: string, body: string) =>
  createHmac('sha256', secret).update(`${mid}\n${ts}\n${nonce}\n${body}`).digest('hex');

const read = (text: string, side?: 'response') => readWithSecret(text, secret, side);

describe('dumps and header lists', () => {
  it('reads a VarDumper dump of a request object: nested header bag and a CRLF """ body', async () => {
    const body = '{\r\n\t"order": "A-1",\r\n\t"note": "caf\u00e9"\r\n}';
    const sign = signOf('M77', '1795800100', 'n-vd-1', body);
    const text = [
      'Symfony\\Component\\HttpFoundation\\Request {#42',
      '  +headers: Symfony\\Component\\HttpFoundation\\HeaderBag {#45',
      '    #headers: array:4 [',
      '      "x-merchantid" => array:1 [',
      '        0 => "M77"',
      '      ]',
      '      "x-timestamp" => array:1 [',
      '        0 => "1795800100"',
      '      ]',
      '      "x-nonce" => array:1 [',
      '        0 => "n-vd-1"',
      '      ]',
      '      "x-sign" => array:1 [',
      `        0 => "${sign}"`,
      '      ]',
      '    ]',
      '    #cacheControl: []',
      '  }',
      '  #content: """',
      '    {\\r\\n',
      '    \\t"order": "A-1",\\r\\n',
      '    \\t"note": "caf\u00e9"\\r\\n',
      '    }',
      '    """',
      '}',
    ].join('\n');
    const intake = await read(text);
    expect(intake.fields).toMatchObject({
      merchantId: 'M77',
      timestamp: '1795800100',
      nonce: 'n-vd-1',
      receivedSign: sign,
      rawBody: body,
    });
  });

  it("reads Elixir Plug's req_headers with a pair broken after its comma", async () => {
    const body = '{"amount":"9.90"}';
    const sign = signOf('M2024pl', '1795800200', 'plug-nonce-0001', body);
    const text = [
      '%Plug.Conn{',
      '  method: "POST",',
      '  req_headers: [',
      '    {"content-type", "application/json"},',
      '    {"x-merchantid", "M2024pl"},',
      '    {"x-timestamp", "1795800200"},',
      '    {"x-nonce", "plug-nonce-0001"},',
      '    {"x-sign",',
      `     "${sign}"}`,
      '  ],',
      '  request_path: "/v1/payments"',
      '}',
      `raw body: ${body}`,
    ].join('\n');
    expect((await read(text)).fields).toMatchObject({ receivedSign: sign, rawBody: body });
  });

  it('reads OpenTelemetry span attributes and an Envoy as_string body', async () => {
    const body = '{"order":"A-9","n":1}';
    const sign = signOf('M9', '1795800300', 'otel-n', body);
    const attribute = (key: string, value: string) =>
      `{"key": "http.response.header.${key}", "value": {"stringValue": "${value}"}}`;
    const text = [
      'span export:',
      `"attributes": [${attribute('x-merchantid', 'M9')}, ${attribute('x-timestamp', '1795800300')},`,
      ` ${attribute('x-nonce', 'otel-n')}, ${attribute('x-sign', sign)}],`,
      `"body": {"truncated": false, "as_string": ${JSON.stringify(body)}}`,
    ].join('\n');
    expect((await read(text)).fields).toMatchObject({
      merchantId: 'M9',
      timestamp: '1795800300',
      nonce: 'otel-n',
      receivedSign: sign,
      rawBody: body,
    });
  });

  it('does not take a header name mapped to its spelling as its value', async () => {
    const text = '"x-nonce" => "X-Nonce"\n"x-merchantid" => "X-MerchantID"\n';
    const result = parseIntake(text);
    const fields = result.ok ? result.intake.fields : {};
    expect(fields).not.toMatchObject({ nonce: 'X-Nonce' });
    expect(fields).not.toMatchObject({ merchantId: 'X-MerchantID' });
  });
});

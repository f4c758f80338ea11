// Apache's mod_dumpio lines (apache-dumps.ts) and mod_log_forensic records (nested-field-forms.ts),
// in forms other than the fresh pastes': a body dumpio split over two data lines under one byte count, the response
// direction logged beside it, and a forensic record with %-escaped bytes and its body quoted
// in the ticket. Signs by node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';

const secret = 'test_sk_apache_01';
const signOf = (mid: string, ts: string, nonce: string, body: string) =>
  createHmac('sha256', secret).update(`${mid}\n${ts}\n${nonce}\n${body}`).digest('hex');

const line = (dir: string, data: string) =>
  `[Mon Dec 01 10:00:00.000001 2026] [dumpio:trace7] [pid 7:tid 9] mod_dumpio.c(100): [client 10.0.0.5:5100] mod_dumpio:  ${dir} (data-HEAP): ${data}`;
const readbytes = (dir: string) =>
  `[Mon Dec 01 10:00:00.000002 2026] [dumpio:trace7] [pid 7:tid 9] mod_dumpio.c(135): [client 10.0.0.5:5100] mod_dumpio: ${dir} [readbytes-blocking] 96 readbytes`;

describe('Apache dumps', () => {
  it('joins a dumpio body split over two data lines and leaves the response lines out', () => {
    const body = '{"note":"tab\\there","city":"Z\u00fcrich"}';
    const sign = signOf('M5', '1795801000', 'dio-n-1', body);
    const head = [
      'POST /pay HTTP/1.1\r\n',
      'X-MerchantID: M5\r\n',
      'X-Timestamp: 1795801000\r\n',
      'X-Nonce: dio-n-1\r\n',
      `X-Sign: ${sign}\r\n`,
      '\r\n',
    ];
    const esc = (s: string) => s.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
    const bytes = new TextEncoder().encode(body).length;
    const text = [
      ...head.flatMap((h) => [line('dumpio_in', `${h.length} bytes`), line('dumpio_in', esc(h))]),
      readbytes('dumpio_in'),
      line('dumpio_in', `${bytes} bytes`),
      line('dumpio_in', '{"note":"tab\\\\there","city":"Z\\xc3'),
      line('dumpio_in', '\\xbcrich"}'),
      line('dumpio_out', '17 bytes'),
      line('dumpio_out', 'HTTP/1.1 401 \\r\\n'),
    ].join('\n');
    const result = parseIntake(text);
    expect(result.ok && result.intake.fields).toMatchObject({
      merchantId: 'M5',
      nonce: 'dio-n-1',
      receivedSign: sign,
      rawBody: body,
    });
  });

  it('reads a forensic record with %-escaped values and the body the ticket quotes', () => {
    const body = '{"order":"F-7","amount":100}';
    const sign = signOf('M6', '1795801100', 'fz-9_a', body);
    const text = [
      'Forensic record of the failed call:',
      `+7:65e1a2:3|POST /v2/pay HTTP/1.1|Host:api%3a8443|X-MerchantID:M6|X-Timestamp:1795801100|X-Nonce:fz-9_a|User-Agent:shop%7cbatch|X-Sign:${sign}|Content-Type:application/json`,
      '-7:65e1a2:3',
      '',
      'Body we sent:',
      body,
    ].join('\n');
    const result = parseIntake(text);
    expect(result.ok && result.intake.fields).toMatchObject({
      merchantId: 'M6',
      timestamp: '1795801100',
      nonce: 'fz-9_a',
      receivedSign: sign,
      rawBody: body,
    });
  });
});

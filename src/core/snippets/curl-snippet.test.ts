import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { curlCommand, shellQuote } from './curl-snippet.ts';

// bash itself is the independent judge of the quoting: it must hand back each argument intact.
const bashEcho = (script: string) =>
  execFileSync('bash', ['-c', `printf '%s\\0' ${script}`], { encoding: 'utf8' });

describe('shellQuote', () => {
  it('round-trips any text without NUL through bash', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((s) => !s.includes('\0')),
        (text) => {
          expect(bashEcho(shellQuote(text))).toBe(`${text}\0`);
        },
      ),
      { numRuns: 60 },
    );
    // Sixty bash processes: allow for a machine busy with the snippet suites beside it.
  }, 30_000);
});

describe('curlCommand', () => {
  it('builds a command whose arguments bash reads back exactly', () => {
    const body = '{"merchant_order_no":"O\'1"}\r\n';
    const command = curlCommand({
      url: 'http://127.0.0.1:8787/api/v1/payments/query',
      headers: { 'Content-Type': 'application/json', 'X-Sign': 'ab' },
      body,
    });
    const args = bashEcho(command.replace(/^curl /, '')).split('\0');
    expect(args).toEqual([
      '-sS',
      '-X',
      'POST',
      'http://127.0.0.1:8787/api/v1/payments/query',
      '-H',
      'Content-Type: application/json',
      '-H',
      'X-Sign: ab',
      '--data-raw',
      body,
      '',
    ]);
  });
});

describe('curlCommand refuses to write', () => {
  const url = 'http://127.0.0.1:8787/api/v1/payments/query';
  it('a header value with CR LF, which would become a header of its own', () => {
    expect(() =>
      curlCommand({ url, headers: { 'X-MerchantID': 'M1\r\nX-Evil: 1' }, body: '{}' }),
    ).toThrow(/X-MerchantID holds a carriage return/);
  });

  it('a URL holding a template', () => {
    expect(() =>
      curlCommand({ url: 'http://127.0.0.1:1/{{api_secret}}/api', headers: {}, body: '{}' }),
    ).toThrow(/"\{\{"/);
  });
});

// The requests of a .http file written to the clients' documented syntax (JetBrains HTTP Client
// "HTTP request syntax", VS Code REST Client's README, httpyac's docs): where each body ends and
// what is not sent. What httpyac really sends is proven in locate/files-captured.test.ts.
import { describe, expect, it } from 'vitest';
import { httpFileRequests } from './http-file-requests.ts';

const lines = (...text: string[]) => text.join('\n');

describe('httpFileRequests', () => {
  it('splits at ### with or without a title, and names a request by title or # @name', () => {
    const file = lines(
      '@host = https://x',
      '',
      'GET {{host}}/health',
      '',
      '###',
      '# @name query',
      'POST {{host}}/q HTTP/1.1',
      'Content-Type: application/json',
      '',
      '{"a":1}',
      '',
      '##### Refund it',
      '// @name refund',
      'POST {{host}}/r',
      '',
      '{"b":2}',
    );
    const requests = httpFileRequests(file);
    expect(requests.map((r) => [r.name, r.method, r.url, r.bodyLines.join('\n')])).toEqual([
      [undefined, 'GET', '{{host}}/health', ''],
      ['query', 'POST', '{{host}}/q', '{"a":1}'],
      ['Refund it', 'POST', '{{host}}/r', '{"b":2}'],
    ]);
  });

  it.for([
    ['a handler script', '> {%\n  client.global.set("a", 1);\n%}'],
    ['a one-line handler script', '> {% client.log(response.status); %}'],
    ['a handler file', '> ./handlers/check.js'],
    ['a response reference', '<> ./2026-11-27T101010.200.json'],
    ['an output redirect', '>>! ./out/answer.json'],
    ['an httpyac assertion', '?? status == 200'],
  ])('ends the body at %s', ([, after]) => {
    const [request] = httpFileRequests(`POST https://x/q\n\n{"a":\n 1}\n\n${after}\n`);
    expect(request?.bodyLines).toEqual(['{"a":', ' 1}']);
  });

  it('skips a pre-request script and comments above the request line, and comments in headers', () => {
    const file = lines(
      '< {%',
      '  request.variables.set("POST https://not/this", "1");',
      '%}',
      '# a note',
      'POST https://x/q',
      '// X-Old: 1',
      'X-New: 2',
      '',
      'body',
    );
    const [request] = httpFileRequests(file);
    expect(request).toMatchObject({ url: 'https://x/q', headerLines: ['X-New: 2'] });
  });

  it('takes comment lines out of the body and counts them; names a body read from a file', () => {
    const [request] = httpFileRequests('POST https://x/q\r\n\r\n{\r\n  # x\r\n  "a": 1\r\n}\r\n');
    expect(request).toMatchObject({ bodyLines: ['{', '  "a": 1', '}'], droppedComments: 1 });
    const [fromFile] = httpFileRequests('POST https://x/q\n\n< ./body.json\n');
    expect(fromFile?.fromFile).toBe('./body.json');
  });

  it('gives nothing for a section without a request line', () => {
    expect(httpFileRequests('### only a title\n# and a comment\n')).toEqual([]);
  });
});

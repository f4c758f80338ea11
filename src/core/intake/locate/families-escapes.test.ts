// Strings whose escapes or pieces hide the body (docs/verify-intake.md): forms other than the
// fresh pastes' of each family, written here to each tool's documented or source-given format
// (Perl's HTTP::Message 6.44 dump and bash 5.2's $'...' as run here; Chrome's escapeStringPosix,
// Node's util.inspect, nbformat 4, DiscordChatExporter's JSON, test2json's events as their
// sources and docs write them). Each truth is signed here with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideReading } from '../decide.ts';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow } from '../test-support.ts';
import { ansiCQuote, decodeAnsiC } from '../unwrap/ansi-c.ts';
import { decodeDumpEscapes, dumpedBody } from './dumped-body.ts';

const SECRET = 'test_sk_escapes_family';
const M = 'M100001';
const T = '1795826000';
const N = 'n0nce-escapes-1';
const signOf = (body: string) =>
  createHmac('sha256', SECRET).update(`${M}\n${T}\n${N}\n${body}`).digest('hex');

/** The reading the page uses once the secret is typed, as fresh-pastes.test.ts reads one. */
async function reads(text: string, body: string, side?: 'request' | 'response') {
  const intake = intakeOrThrow(parseIntake(text, side ? { side } : {}));
  const decision = intake.readings && (await decideReading(intake.readings, SECRET));
  const used = decision ? (intake.readings?.[decision.index] ?? intake) : intake;
  expect(used.fields).toMatchObject({
    merchantId: M,
    timestamp: T,
    nonce: N,
    receivedSign: signOf(body),
    rawBody: body,
  });
  return used;
}

describe("bash's ANSI-C quoting, $'...' (bash manual 3.1.2.4; each checked against bash 5.2)", () => {
  it.for([
    ['octal and hex bytes, a UTF-8 pair', String.raw`a\041b\x41\xc3\xa9`, 'a!bAé'],
    ['\\u and \\U characters', String.raw`\u00e9\U0001F600\u2014`, 'é😀—'],
    ['a control character, ESC, an unknown escape kept', String.raw`\cA\e\q`, '\x01\x1b\\q'],
    ['\\c\\\\ is one control character', String.raw`\c\\z`, '\x1cz'],
    ['three octal digits at most', String.raw`\1234`, 'S4'],
    ['a NUL ends the string', String.raw`x\0y`, 'x'],
    ['\\u without digits stays', String.raw`\u`, '\\u'],
  ])('%s', ([, inner, want]) => {
    expect(decodeAnsiC(inner as string)).toBe(want);
  });

  it('gives back what ansiCQuote wrote', () => {
    const text = `{"m":"it's \\ fine! ☕ 😀\n"}`;
    expect(decodeAnsiC(ansiCQuote(text).slice(2, -1))).toBe(text);
  });

  it("reads Chrome's Copy as cURL (bash), whose escapeStringPosix writes ! as \\u0021", async () => {
    const body = '{"note":"Danke! \u00fcber \u20ac5","q":"it\'s"}';
    const chrome = body
      .replace(/\\/g, '\\\\')
      .replace(/'/g, "\\'")
      .replace(/[^ -~]|!/gu, (c) => {
        // Chrome's escapeStringPosix: [\0-\x1F\x7F-\x9F!] as \uXXXX, the rest as it stands.
        const code = c.codePointAt(0) ?? 0;
        const escaped = code < 0x20 || (code >= 0x7f && code <= 0x9f) || c === '!';
        return escaped ? `\\u${code.toString(16).padStart(4, '0')}` : c;
      });
    const command = [
      "curl 'https://sandbox.pay.example.com/v1/orders' \\",
      "  -H 'content-type: application/json' \\",
      `  -H 'x-merchantid: ${M}' -H 'x-timestamp: ${T}' -H 'x-nonce: ${N}' \\`,
      `  -H 'x-sign: ${signOf(body)}' \\`,
      `  --data-raw $'${chrome}'`,
    ].join('\n');
    await reads(command, body);
  });

  it("reads \\xHH in $'...' as bytes, as bash sends them, in a bare curl command", async () => {
    const body = '{"city":"K\u00f8benhavn!"}';
    const command = `curl -X POST https://sandbox.pay.example.com/v1/orders -H 'X-MerchantID: ${M}' -H 'X-Timestamp: ${T}' -H 'X-Nonce: ${N}' -H 'X-Sign: ${signOf(body)}' -d $'{"city":"K\\xc3\\xb8benhavn\\041"}'`;
    const intake = await reads(command, body);
    expect(intake.format).toBe('curl');
  });
});

describe('byte escapes that spell UTF-8', () => {
  it("decodes a dump's escapes: \\\\, \\t, octal, \\xHH bytes, \\x{263A}", () => {
    expect(decodeDumpEscapes(String.raw`a\\"b\t\033\40K\xC3\xB8 \x{263A}\n`)).toBe(
      'a\\"b\t\x1b K\u00f8 \u263a\n',
    );
    expect(decodeDumpEscapes(String.raw`a\"b`)).toBeUndefined();
  });

  it("reads Perl's HTTP::Request->dump of a request whose JSON escapes a quote", async () => {
    const body = '{"order":"A-1","note":"say \\"hi\\"","city":"K\u00f8benhavn"}\n';
    const dump = [
      'POST https://sandbox.pay.example.com/v1/orders',
      'Content-Type: application/json',
      `X-MerchantID: ${M}`,
      `X-Nonce: ${N}`,
      `X-Sign: ${signOf(body)}`,
      `X-Timestamp: ${T}`,
      '',
      String.raw`{"order":"A-1","note":"say \\"hi\\"","city":"K\xC3\xB8benhavn"}\n`,
      '',
    ].join('\n');
    await reads(`my request, $req->dump says:\n\n${dump}`, body);
  });

  it("takes no body from a dump cut at maxlength, whose end is not the body's", () => {
    const head = `X-MerchantID: ${M}\nX-Sign: ${signOf('{}')}\n\n`;
    expect(dumpedBody(`${head}{"a":"\\xC3\\xA9"}\n`, 0).map((c) => c.body)).toEqual([
      '{"a":"\u00e9"}',
    ]);
    expect(dumpedBody(`${head}{"a":"\\xC3\\xA9...\n(+ 90 more bytes not shown)\n`, 0)).toEqual([]);
  });
});

describe('a string printed in pieces', () => {
  it("reads util.inspect of request options whose body string is split into '...' + pieces", async () => {
    const body = '{\n  "order": "A-1",\n  "note": "it\'s \u00e9"\n}';
    const pieces = body
      .split(/(?<=\n)/)
      .map((line) =>
        line.includes("'") ? JSON.stringify(line) : `'${line.replace(/\n/g, '\\n')}'`,
      )
      .join(' +\n    ');
    const inspected = [
      '{',
      `  headers: {`,
      `    'x-merchantid': '${M}',`,
      `    'x-timestamp': '${T}',`,
      `    'x-nonce': '${N}',`,
      `    'x-sign': '${signOf(body)}'`,
      '  },',
      `  body: ${pieces}`,
      '}',
    ].join('\n');
    await reads(inspected, body);
  });

  it("reads Python's implicit concatenation of b'...' pieces in parentheses", async () => {
    const body = '{"order": "A-1", "city": "K\u00f8benhavn"}';
    const text = [
      `headers = {'X-MerchantID': '${M}', 'X-Timestamp': '${T}', 'X-Nonce': '${N}', 'X-Sign': '${signOf(body)}'}`,
      'body = (',
      `    b'{"order": "A-1", '`,
      `    b'"city": "K\\xc3\\xb8benhavn"}'`,
      ')',
    ].join('\n');
    await reads(text, body);
  });
});

describe("a JSON document's message texts", () => {
  it('reads a DiscordChatExporter export whose message content holds a fenced request', async () => {
    const body = '{"order":"A-1","amount":100}';
    const message = `\`\`\`http\nPOST /v1/orders HTTP/1.1\nX-MerchantID: ${M}\nX-Timestamp: ${T}\nX-Nonce: ${N}\nX-Sign: ${signOf(body)}\n\n${body}\n\`\`\``;
    const exported = JSON.stringify(
      {
        guild: { id: '1', name: 'Shop' },
        channel: { id: '2', type: 'GuildTextChat', name: 'payments' },
        messages: [
          {
            id: '3',
            type: 'Default',
            content: 'sign fails, request below:',
            author: { name: 'a' },
          },
          { id: '4', type: 'Default', content: message, author: { name: 'a' } },
        ],
      },
      null,
      2,
    );
    await reads(exported, body);
  });

  it("reads a notebook's execute_result, whose text/plain is a Python bytes repr", async () => {
    const body = '{"city": "K\u00f8benhavn"}';
    const notebook = {
      cells: [
        {
          cell_type: 'code',
          outputs: [
            {
              name: 'stdout',
              output_type: 'stream',
              text: [
                `X-MerchantID: ${M}\n`,
                `X-Timestamp: ${T}\n`,
                `X-Nonce: ${N}\n`,
                `X-Sign: ${signOf(body)}\n`,
              ],
            },
            {
              output_type: 'execute_result',
              data: { 'text/plain': [`b'{"city": "K\\xc3\\xb8benhavn"}'`] },
              metadata: {},
              execution_count: 3,
            },
          ],
          source: ['r.request.body'],
        },
      ],
      nbformat: 4,
      nbformat_minor: 5,
    };
    await reads(JSON.stringify(notebook, null, 1), body);
  });

  it("reads a notebook's Markdown cell that holds a pasted request", async () => {
    const body = '{"order":"A-1"}';
    const request = `POST /v1/orders HTTP/1.1\nX-MerchantID: ${M}\nX-Timestamp: ${T}\nX-Nonce: ${N}\nX-Sign: ${signOf(body)}\n\n${body}`;
    const notebook = {
      cells: [
        { cell_type: 'markdown', metadata: {}, source: request.split(/(?<=\n)/) },
        { cell_type: 'code', outputs: [], source: ["headers = {'X-MerchantID': MID}"] },
      ],
      nbformat: 4,
    };
    await reads(JSON.stringify(notebook, null, 1), body);
  });
});

describe("go test's output", () => {
  const event = (test: string, output: string) =>
    JSON.stringify({ Action: 'output', Package: 'example.com/pay', Test: test, Output: output });

  it("joins one test's Output events among a parallel test's, a line cut in two", async () => {
    const body = '{"order":"A-1","city":"K\u00f8benhavn"}';
    const lines = [
      JSON.stringify({ Action: 'run', Package: 'example.com/pay', Test: 'TestPay' }),
      event('TestPay', '=== RUN   TestPay\n'),
      event('TestPing', '=== RUN   TestPing\n'),
      event('TestPay', `    pay_test.go:21: X-MerchantID: ${M} X-Timestamp: ${T}\n`),
      event('TestPing', '    ping_test.go:9: body: {"ping":true}\n'),
      event('TestPay', `    pay_test.go:22: X-Nonce: ${N} X-Sign: ${signOf(body)}\n`),
      event('TestPay', `    pay_test.go:23: body: {"order":"A-1",`),
      event('TestPay', `"city":"K\u00f8benhavn"}\n`),
      event('TestPay', '--- FAIL: TestPay (0.00s)\n'),
    ];
    const paste = `${lines.join('\n')}\n`;
    await reads(paste, body);
    // Without the secret too: the body as logged, not behind t.Log's indentation.
    expect(intakeOrThrow(parseIntake(paste)).fields.rawBody).toBe(body);
  });

  it("undoes t.Log's indentation in a subtest run without -v", async () => {
    const body = '{\n\t"order": "A-1",\n\t"lines": [\n\t\t1\n\t]\n}';
    const logged = body.split('\n').join('\n            ');
    const out = [
      '--- FAIL: TestPay (0.00s)',
      '    --- FAIL: TestPay/eur (0.00s)',
      `        pay_test.go:30: X-MerchantID=${M} X-Timestamp=${T} X-Nonce=${N} X-Sign=${signOf(body)}`,
      `        pay_test.go:31: ${logged}`,
      'FAIL',
      'FAIL\texample.com/pay\t0.004s',
    ].join('\n');
    await reads(out, body);
    expect(intakeOrThrow(parseIntake(out)).fields.rawBody).toBe(body);
  });
});

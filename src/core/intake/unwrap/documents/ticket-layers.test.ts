// Tickets that hold the message in a mail's source, a table or a CSV export (docs/verify-intake.md,
// "Clean"): each written here to its format's documentation in a form other than the fresh
// pastes' (fixtures/fresh/tickets-mail-docs), with a truth computed by node:crypto.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWithSecret } from '../../test-support.ts';
import { csvCellStep } from './csv-cell.ts';
import { mailSourceStep } from './mime.ts';
import { isDelimiterRow, tableCellsStep } from './table-cells.ts';

const SECRET = 'test_sk_tickets_4kQ';
const T = { merchantId: 'M7730042', timestamp: '1795900000', nonce: 'c0ffee00d15ea5e1' };
const signOf = (body: string) =>
  createHmac('sha256', SECRET)
    .update(`${T.merchantId}\n${T.timestamp}\n${T.nonce}\n${body}`)
    .digest('hex');

async function expectRead(text: string, body: string) {
  const { fields } = await readWithSecret(text, SECRET);
  expect(fields).toMatchObject({ ...T, receivedSign: signOf(body), rawBody: body });
}

const crlfBody = '{\r\n  "refund_no": "RF-9",\r\n  "note": "naïve \\"quoted\\""\r\n}';
const request = (body: string, eol = '\r\n') =>
  [
    'POST /v1/refunds HTTP/1.1',
    'Content-Type: application/json',
    `X-MerchantID: ${T.merchantId}`,
    `X-Timestamp: ${T.timestamp}`,
    `X-Nonce: ${T.nonce}`,
    `X-Sign: ${signOf(body)}`,
    '',
    body,
  ].join(eol);

/** Quoted-printable as RFC 2045 6.7 writes it: =XX for = and non-ASCII, soft breaks at 76. */
const qp = (text: string) => {
  let out = '';
  let line = '';
  for (const byte of new TextEncoder().encode(text)) {
    const piece =
      byte === 13 || byte === 10 || (byte >= 32 && byte < 127 && byte !== 61)
        ? String.fromCharCode(byte)
        : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line.length + piece.length > 75 && piece !== '\r' && piece !== '\n') {
      out += `${line}=\r\n`;
      line = '';
    }
    line += piece;
    if (byte === 10) [out, line] = [out + line, ''];
  }
  return out + line;
};

describe("an e-mail's source (RFC 2045, 2046)", () => {
  it('nested multiparts: the quoted-printable attachment holding the headers, its CR LF kept', async () => {
    const body = crlfBody;
    const text = [
      'Received: from mx.example.net by mail.example.com; Fri, 27 Nov 2026 10:00:00 +0000',
      'From: Ops <ops@merchant.example>',
      'Subject: refund signature',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed;',
      '\tboundary="outer-b"',
      '',
      'This is a multi-part message in MIME format.',
      '--outer-b',
      'Content-Type: multipart/alternative; boundary=inner-b',
      '',
      '--inner-b',
      'Content-Type: text/plain; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Gr=FC=DFe, see the attachment.',
      '--inner-b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>see the attachment</p>',
      '--inner-b--',
      '--outer-b',
      'Content-Type: text/plain; charset=utf-8; name=request.txt',
      'Content-Transfer-Encoding: quoted-printable',
      'Content-Disposition: attachment; filename=request.txt',
      '',
      qp(request(body)),
      '--outer-b--',
      '',
    ].join('\r\n');
    await expectRead(text, body);
    expect(mailSourceStep.undo(text)).toBe(request(body));
  });

  it('is not taken for a message whose own header block holds the signed headers', () => {
    const text = `MIME-Version: 1.0\nX-Sign: ${signOf('{}')}\nContent-Type: application/json\n\n{}`;
    expect(mailSourceStep.applies(text)).toBe(false);
  });
});

describe("header names and values in a table's cells", () => {
  it('Markdown rows of name and value with code spans, the body in a fence below', async () => {
    const body = '{"refund_no":"RF-9","amount":100}';
    const text = [
      '## Failing refund',
      '',
      '| Header | Value |',
      '| :----- | :---- |',
      `| X-MerchantID | \`${T.merchantId}\` |`,
      `| X-Timestamp | \`${T.timestamp}\` |`,
      `| X-Nonce | \`${T.nonce}\` |`,
      `| X-Sign | \`${signOf(body)}\` |`,
      '',
      'Body:',
      '',
      '```json',
      body,
      '```',
    ].join('\n');
    await expectRead(text, body);
  });

  it('a Jira table of names over a row of values, and cells copied as tabs', async () => {
    const body = '{"refund_no":"RF-9"}';
    const names = 'X-MerchantID X-Timestamp X-Nonce X-Sign'.split(' ');
    const values = [T.merchantId, T.timestamp, T.nonce, signOf(body)];
    const jira = `||${names.join('||')}||\n|${values.join('|')}|\n\n{code:json}\n${body}\n{code}`;
    await expectRead(jira, body);
    await expectRead(`${names.join('\t')}\n${values.join('\t')}\n\n${body}`, body);
  });

  it('says a value with spaces in a cell may not be as sent, a token value is', () => {
    const tokens = `X-Sign\t${signOf('{}')}\nX-Nonce\t${T.nonce}`;
    expect(tableCellsStep.undo(tokens)).toBe(`X-Sign: ${signOf('{}')}\nX-Nonce: ${T.nonce}`);
    expect(tableCellsStep.exact?.(tokens)).toBe(true);
    expect(tableCellsStep.exact?.(`${tokens}\nBody\t{"a": 1}`)).toBe(false);
  });

  it('leaves pipes and tabs that are no table of signed headers as they are', () => {
    const log = '10:00:01 | INFO | sent X-Sign: abc | 401\n10:00:02 | INFO | done | 200';
    const pipeline = "curl -s -H 'X-Sign: abc' https://x.example | jq .\nps aux | grep curl";
    const tabs = '2026-11-27T10:00:00Z\treq-1\tINFO\t{"X-Sign":"abc"}';
    for (const text of [log, pipeline, tabs]) {
      expect(tableCellsStep.applies(text) && tableCellsStep.undo(text)).toBeFalsy();
    }
  });
});

describe('the table reading, written without patterns that backtrack over blanks', () => {
  // The patterns the hand-written readers replaced, kept here as the truth they must agree with.
  const NAMED_CELL =
    /(?:^[ \t]*\|{0,2}|\||\t)[ \t]*x[-_]?(?:merchant[-_]?id|timestamp|nonce|sign)[ \t]*(?:\||\t)/im;
  const DELIMITER = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/;
  const pieces = (...units: string[]) =>
    fc.array(fc.constantFrom(...units), { maxLength: 24 }).map((parts) => parts.join(''));

  it('finds a signed name in a cell wherever the pattern found one', () => {
    const text = pieces(' ', '\t', '|', '||', '\n', '\r', 'X-Sign', 'x_nonce', 'a', 'X-');
    fc.assert(
      fc.property(text, (sample) => {
        expect(tableCellsStep.applies(sample), JSON.stringify(sample)).toBe(
          NAMED_CELL.test(sample),
        );
      }),
      { seed: 46, numRuns: 2000 },
    );
  });

  it('knows a delimiter row wherever the pattern matched one', () => {
    const row = pieces(' ', '\t', '|', '-', '---', ':', 'a');
    fc.assert(
      fc.property(row, (line) => {
        expect(isDelimiterRow(line), JSON.stringify(line)).toBe(DELIMITER.test(line));
      }),
      { seed: 46, numRuns: 2000 },
    );
  });
});

describe('a CSV export (RFC 4180)', () => {
  it('semicolons, the raw request with its CR LF in a quoted cell, quotes doubled', async () => {
    const body = crlfBody;
    const cell = `"Customer says 1003.\r\n${request(body).replace(/"/g, '""')}"`;
    const text = `Id;Subject;Description\r\n9001;Refund fails;${cell}\r\n9002;Other;"no ""signature"" here"\r\n`;
    await expectRead(text, body);
  });

  it('does not take a JSON body or a curl command with commas for a CSV', () => {
    for (const text of [
      `curl -H "X-Sign: abc", -d '{"a":1,"b":2}'\n"x"`,
      `X-Sign: abc, def\n\n{"a":"","b":[1,2]}`,
    ]) {
      expect(csvCellStep.applies(text) ? csvCellStep.undo(text) : undefined).toBeUndefined();
    }
  });
});

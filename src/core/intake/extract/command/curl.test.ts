import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCurl } from './curl.ts';
import { curlOf, expectedFields, fieldsArb, intakeOrThrow } from '../../test-support.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';
const SIGN = 'a1fbf6030032b60e5a41f3fe891fd76bc8f5b05c927645259a4d2df3cebe3aaf';

const intakeOf = (command: string) => intakeOrThrow(parseCurl(command));

describe('parseCurl: commands as people paste them', () => {
  it('reads a multi-line command with single quotes and continuations', () => {
    const command = [
      `curl -sS -X POST 'https://sandbox.example/api/v1/payments/query'`,
      `  -H 'Content-Type: application/json'`,
      `  -H 'X-MerchantID: M100001'`,
      `  -H 'X-Timestamp: 1700000000'`,
      `  -H 'X-Nonce: a1b2c3d4e5f6g7h8'`,
      `  -H 'X-Sign: ${SIGN}'`,
      `  --data-binary '${BODY}'`,
    ].join(' \\\n');
    const intake = intakeOf(command);
    expect(intake).toMatchObject({
      format: 'curl',
      kind: 'request',
      method: 'POST',
      url: 'https://sandbox.example/api/v1/payments/query',
      fields: {
        merchantId: 'M100001',
        timestamp: '1700000000',
        nonce: 'a1b2c3d4e5f6g7h8',
        receivedSign: SIGN,
        contentType: 'application/json',
        rawBody: BODY,
      },
      warnings: [],
    });
  });

  it("reads a browser's Copy as cURL with lowercase headers and an ANSI-C body", () => {
    const command = `curl 'https://x/api' -H 'content-type: application/json' -H 'x-sign: abc' -H 'X-MERCHANTID: M1' --data-raw $'{"goods_name":"it\\'s\\r\\n"}' --compressed`;
    const intake = intakeOf(command);
    expect(intake.fields).toMatchObject({ receivedSign: 'abc', merchantId: 'M1' });
    expect(intake.fields.rawBody).toBe(`{"goods_name":"it's\r\n"}`);
  });

  it('reads double-quoted bodies with escapes, and glued options', () => {
    const intake = intakeOf(
      `curl -sSL -XPOST -H"X-Nonce: n1" -d "{\\"a\\":\\"b\\\\\\\\c \\$5\\"}" https://x`,
    );
    expect(intake.method).toBe('POST');
    expect(intake.fields.nonce).toBe('n1');
    expect(intake.fields.rawBody).toBe('{"a":"b\\\\c $5"}');
  });

  it('sends a literal -d value as it is: newlines, CR and spaces kept', () => {
    const body = '{\r\n  "a": 1\n}\n';
    expect(intakeOf(`curl -d '${body}' https://x`).fields.rawBody).toBe(body);
  });

  it('joins several -d values with & as curl does, and warns', () => {
    const intake = intakeOf(`curl -d a=1 --data b=2 --data-binary 'c=3' https://x`);
    expect(intake.fields.rawBody).toBe('a=1&b=2&c=3');
    expect(intake.warnings.join()).toMatch(/3 data options/);
  });

  it('concatenates several --json values without & and sets the JSON content type', () => {
    const intake = intakeOf(`curl --json '{"a":' --json '1}' https://x`);
    expect(intake.fields.rawBody).toBe('{"a":1}');
    expect(intake.fields.contentType).toBe('application/json');
  });

  it('adds the Content-Type and Accept --json sends, unless the command sets its own (curl(1))', () => {
    const intake = intakeOf(`curl --json '{}' -H 'Accept: text/plain' https://x`);
    expect(intake.headers).toEqual([
      ['Accept', 'text/plain'],
      ['Content-Type', 'application/json'],
    ]);
  });

  it('says curl sends a form content type when -d has no Content-Type header', () => {
    const intake = intakeOf(`curl -d '${BODY}' https://x`);
    expect(intake.fields.contentType).toBe('application/x-www-form-urlencoded');
    expect(intake.warnings.join()).toMatch(/application\/x-www-form-urlencoded.*spec 5\.1/);
  });

  it('keeps a --data-raw value that starts with @', () => {
    expect(intakeOf(`curl --data-raw '@home' https://x`).fields.rawBody).toBe('@home');
  });

  it('skips the values of harmless options instead of reading them as the URL', () => {
    const intake = intakeOf(
      `curl -u user:pw -o out.json --max-time 5 -A agent -i -k --url https://right https://other`,
    );
    expect(intake.url).toBe('https://right');
    expect(intake.warnings.join()).toMatch(/Only the first URL/);
  });

  it('defaults the method to GET without data, HEAD with -I', () => {
    expect(intakeOf('curl https://x').method).toBe('GET');
    expect(intakeOf('curl -I https://x').method).toBe('HEAD');
  });

  it('explains that -H "Name:" leaves the header out, and "Name;" sends it empty', () => {
    const left = intakeOf(`curl -H 'X-Nonce:' https://x`);
    expect(left.fields.nonce).toBeUndefined();
    expect(left.warnings.join()).toMatch(/leave X-Nonce out/);
    expect(intakeOf(`curl -H 'X-Nonce;' https://x`).fields.nonce).toBe('');
  });

  it('puts -G data in the URL, not the body', () => {
    const intake = intakeOf(`curl -G -d a=1 https://x`);
    expect(intake.fields.rawBody).toBe('');
    expect(intake.warnings.join()).toMatch(/-G/);
  });

  it('warns about unknown options and shell variables, keeping the text', () => {
    const intake = intakeOf(`curl --frobnicate -d "{\\"id\\":\\"$ORDER\\"}" https://x`);
    expect(intake.fields.rawBody).toBe('{"id":"$ORDER"}');
    expect(intake.warnings.join()).toMatch(/--frobnicate/);
    expect(intake.warnings.join()).toMatch(/\$ORDER/);
  });

  it.each([
    [`curl -d @body.json https://x`, 'the body is in a file (@file); paste the body itself'],
    [`curl --data-binary @- https://x`, 'the body is in a file (@file); paste the body itself'],
    [`curl --json @x.json https://x`, 'the body is in a file (@file); paste the body itself'],
    [`curl -H @headers.txt https://x`, 'headers are in a file'],
    [`curl -F a=b https://x`, 'multipart form'],
    [`curl --data-urlencode a=b https://x`, '--data-urlencode'],
    [`curl -T body.json https://x`, 'in a file'],
    [`curl https://x -X`, '-X needs a value'],
    [`wget https://x`, 'not a curl command'],
    [`curl -d '{"a":1} https://x`, 'never closed'],
  ])('refuses %j', (command, message) => {
    const result = parseCurl(command);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.toLowerCase()).toContain(message.toLowerCase());
  });
});

describe('parseCurl: property', () => {
  it("reads back any fields and body quoted with shell-quote's quote", () => {
    fc.assert(
      fc.property(fieldsArb, (f) => {
        const intake = intakeOf(curlOf(f));
        expect(intake.fields).toEqual(expectedFields(f));
      }),
      { numRuns: 300 },
    );
  });
});

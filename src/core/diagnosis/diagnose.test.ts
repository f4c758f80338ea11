import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { diagnose, MissingSecretError, type DiagnosisInput } from './index.ts';
import { casesOver, PROD_SECRET as PROD, TEST_SECRET as TEST } from './test-support.ts';

const vector = vectors[1]!;

/** The "sender's" sign, computed with Node's crypto, independently of the code under test. */
const nodeSign = (
  secret: string,
  payload: string,
  hash = 'sha256',
  encoding: 'hex' | 'base64' | 'base64url' = 'hex',
) => createHmac(hash, secret).update(payload, 'utf8').digest(encoding);

const join = (...parts: string[]) => parts.join('\n');

const caseOf = casesOver({
  merchantId: vector.merchant_id,
  timestamp: vector.timestamp,
  nonce: vector.nonce,
  rawBody: vector.raw_body,
});

const { merchant_id: m, timestamp: t, nonce: n, raw_body: b } = vector;

async function found(input: DiagnosisInput) {
  const result = await diagnose(input);
  if (result.verdict !== 'MISMATCH') throw new Error('expected a mismatch');
  return result;
}

describe('diagnose: match', () => {
  it.each(vectors.map((v) => [v.name, v] as const))('vector %s matches', async (_name, v) => {
    const result = await diagnose({
      ...caseOf(v.sign),
      merchantId: v.merchant_id,
      timestamp: v.timestamp,
      nonce: v.nonce,
      rawBody: v.raw_body,
      secrets: { test: v.secret },
    });
    expect(result).toEqual({ verdict: 'MATCH', expectedSign: v.sign, notes: [] });
  });

  it('lowercases an uppercase response sign (spec 5.3) and says so', async () => {
    const result = await diagnose(caseOf(vector.sign.toUpperCase(), { kind: 'response' }));
    expect(result.verdict).toBe('MATCH');
    expect(result.expectedSign).toBe(vector.sign);
    if (result.verdict === 'MATCH') expect(result.notes.join()).toMatch(/lowercased/);
  });

  it('lowercases an uppercase webhook sign too', async () => {
    const result = await diagnose(caseOf(vector.sign.toUpperCase(), { kind: 'webhook' }));
    expect(result.verdict).toBe('MATCH');
  });
});

describe('diagnose: single mistakes, one per cause code', () => {
  const cases: [string, string, string][] = [
    ['CRLF_SEPARATORS', nodeSign(TEST, [m, t, n, b].join('\r\n')), 'CR LF'],
    ['SEPARATORS_MISSING', nodeSign(TEST, m + t + n + b), 'nothing between'],
    ['TRAILING_LINE_FEED', nodeSign(TEST, `${join(m, t, n, b)}\n`), 'extra line feed'],
    ['FIELD_ORDER', nodeSign(TEST, join(n, m, t, b)), 'nonce, merchant ID, timestamp, body'],
    [
      'BODY_REFORMATTED',
      nodeSign(TEST, join(m, t, n, JSON.stringify(JSON.parse(b), null, 2))),
      '2 spaces',
    ],
    ['SECRET_ENV_MIXED', nodeSign(PROD, join(m, t, n, b)), 'production secret'],
    ['SECRET_WHITESPACE', nodeSign(`${TEST}\n`, join(m, t, n, b)), 'line feed'],
    ['TIMESTAMP_MILLISECONDS', nodeSign(TEST, join(m, `${t}000`, n, b)), 'milliseconds'],
    [
      'OUTPUT_FORMAT',
      nodeSign(TEST, join(m, t, n, b), 'sha256', 'base64'),
      'base64 of HMAC-SHA256',
    ],
  ];

  it.each(cases)('%s', async (cause, receivedSign, words) => {
    const result = await found(caseOf(receivedSign));
    expect(result.expectedSign).toBe(vector.sign);
    expect(result.found?.causes).toEqual([cause]);
    expect(`${result.found?.explanation} ${result.found?.details.join(' ')}`).toContain(words);
    expect(result.found?.correctPayload).toBe(vector.sign_payload);
    expect(result.searched).toBeGreaterThan(0);
  });

  it('reports the payload the sender signed', async () => {
    const payload = [n, m, t, b].join('\n');
    const result = await found(caseOf(nodeSign(TEST, payload)));
    expect(result.found?.senderPayload).toBe(payload);
    expect(result.found?.details[0]).toMatch(/^Order signed: nonce, merchant ID, timestamp, body/);
  });

  it('finds a header in milliseconds signed in seconds', async () => {
    const result = await found(caseOf(nodeSign(TEST, join(m, t, n, b)), { timestamp: `${t}123` }));
    expect(result.found?.causes).toEqual(['TIMESTAMP_MILLISECONDS']);
    expect(result.found?.title).toBe('Timestamp header in milliseconds');
  });

  it('finds a trimmed secret when the console holds one with a trailing space', async () => {
    const result = await found(
      caseOf(nodeSign(TEST, join(m, t, n, b)), { secrets: { test: `${TEST} ` } }),
    );
    expect(result.found?.causes).toEqual(['SECRET_WHITESPACE']);
  });

  it('never shows a secret in what it explains', async () => {
    const result = await found(caseOf(nodeSign(PROD, join(m, t, n, b))));
    expect(JSON.stringify(result)).not.toContain(PROD);
    expect(JSON.stringify(result)).not.toContain(TEST);
  });
});

describe('diagnose: output format', () => {
  const payload = join(m, t, n, b);
  it.each([
    ['uppercase hex of HMAC-SHA256', nodeSign(TEST, payload).toUpperCase()],
    ['base64url of HMAC-SHA256', nodeSign(TEST, payload, 'sha256', 'base64url')],
    ['lowercase hex of HMAC-SHA1', nodeSign(TEST, payload, 'sha1')],
    ['lowercase hex of HMAC-SHA512', nodeSign(TEST, payload, 'sha512')],
    ['base64 of HMAC-SHA512', nodeSign(TEST, payload, 'sha512', 'base64')],
    ['lowercase hex of plain SHA-256 (no key)', createHash('sha256').update(payload).digest('hex')],
  ])('a request signed as %s is an OUTPUT_FORMAT mismatch', async (format, receivedSign) => {
    const result = await found(caseOf(receivedSign));
    expect(result.found?.causes).toEqual(['OUTPUT_FORMAT']);
    expect(result.found?.details).toEqual([`Received sign: ${format}.`]);
  });

  it('a base64 response sign is still wrong: only hex is lowercased', async () => {
    const result = await found(
      caseOf(nodeSign(TEST, payload, 'sha256', 'base64'), { kind: 'webhook' }),
    );
    expect(result.found?.causes).toEqual(['OUTPUT_FORMAT']);
  });
});

describe('diagnose: nothing found, and secrets', () => {
  it('returns found null with the searched count when no mistake reproduces the sign', async () => {
    const result = await found(caseOf(nodeSign('a wrong secret', join(m, t, n, b))));
    expect(result.found).toBeNull();
    expect(result.searched).toBeGreaterThan(300);
    // What was tried, what the bytes rule out, and what to ask the sender for (spec 5.5).
    expect(result.notes.join(' ')).toMatch(/^Tried every single mistake/);
    expect(result.notes.join(' ')).toMatch(/timestamp is in seconds, and every millisecond/);
    expect(result.notes.join(' ')).toMatch(/string they signed, in hex/);
  });

  it('notes an empty received sign and searches nothing', async () => {
    const empty = await found(caseOf(''));
    expect(empty).toMatchObject({ found: null, searched: 1 });
    expect(empty.notes.join()).toMatch(/empty/);
  });

  it('searches an MD5-sized sign with HMAC-MD5 only: a plain MD5 is not a mistake it names', async () => {
    const md5 = await found(
      caseOf(
        createHash('md5')
          .update(join(m, t, n, b))
          .digest('hex'),
      ),
    );
    expect(md5.found).toBeNull();
    expect(md5.searched).toBeGreaterThan(1);
  });

  it('works with only the test secret known, without SECRET_ENV_MIXED', async () => {
    const only = { secrets: { test: TEST } };
    expect((await found(caseOf(nodeSign(PROD, join(m, t, n, b)), only))).found).toBeNull();
    const crlf = await found(caseOf(nodeSign(TEST, [m, t, n, b].join('\r\n')), only));
    expect(crlf.found?.causes).toEqual(['CRLF_SEPARATORS']);
  });

  it('uses the secret of the case environment', async () => {
    const result = await diagnose(caseOf(nodeSign(PROD, join(m, t, n, b)), { env: 'production' }));
    expect(result.verdict).toBe('MATCH');
  });

  it('throws MissingSecretError naming the environment when its secret is unknown', async () => {
    const pending = diagnose(caseOf(vector.sign, { env: 'production', secrets: { test: TEST } }));
    await expect(pending).rejects.toBeInstanceOf(MissingSecretError);
    await expect(pending).rejects.toMatchObject({ env: 'production' });
  });
});

import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAUSE_CODES, type CauseCode, type Diagnosis } from '../diagnosis/types.ts';
import { SIGNED_KINDS, type SignedKind } from '../protocol/case-kinds.ts';
import { NO_VECTOR_UNCERTAIN_END, writeReply, type ReplyCase } from './reply.ts';

const SECRETS = { test: 'sk_test_never_in_a_reply', production: 'sk_prod_never_in_a_reply' };

const CASE: ReplyCase = {
  kind: 'request',
  env: 'test',
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'n0nce-abc-123',
  rawBody: '{"merchant_order_no":"A-1"}',
  url: 'https://api.example.net/api/v1/payments/query',
  secrets: SECRETS,
};

const correct = `M100001\n1700000000\nn0nce-abc-123\n{"merchant_order_no":"A-1"}`;

function mismatch(
  causes: CauseCode[],
  senderPayload = correct.replaceAll('\n', '\r\n'),
  correctPayload = correct,
): Diagnosis {
  return {
    verdict: 'MISMATCH',
    expectedSign: 'ab'.repeat(32),
    found: {
      causes,
      title: causes.join(' + '),
      lead: 'You signed something other than the bytes sent.',
      action: 'Sign the exact bytes you send.',
      explanation: 'The sender did something the bytes show.',
      fix: 'Sign the exact bytes (spec 5.2).',
      senderPayload,
      correctPayload,
      details: [],
    },
    searched: 10,
    notes: [],
  };
}

const MATCH: Diagnosis = { verdict: 'MATCH', expectedSign: 'ab'.repeat(32), notes: [] };

/** The ```json block of a reply, parsed. */
function vectorOf(reply: string) {
  const block = /```json\n([\s\S]*?)\n```/.exec(reply);
  if (!block) throw new Error('no json block');
  return JSON.parse(block[1]!) as Record<string, string>;
}

const nodeSign = (v: Record<string, string>) =>
  createHmac('sha256', v.secret!)
    .update(`${v.merchant_id}\n${v.timestamp}\n${v.nonce}\n${v.body}`, 'utf8')
    .digest('hex');

describe('writeReply per cause and kind', () => {
  const grid = CAUSE_CODES.flatMap((cause) => SIGNED_KINDS.map((kind) => [cause, kind] as const));
  it.each(grid)('%s for a %s', (cause, kind: SignedKind) => {
    const reply = writeReply({ ...CASE, kind }, mismatch([cause]), 'python');
    const lead = reply.split('\n')[2]!;
    expect(lead).toMatch(
      kind === 'request' ? /^Your code / : /^(?:Your receiver|The body in this ticket|No common)/,
    );
    if (kind === 'request') {
      expect(reply).toContain('What the bytes show: Your code did something');
    } else {
      // The service's bytes are the reference: the receiver is never told it signs them.
      expect(reply).toContain('the fix is in your receiver');
      expect(reply).not.toContain('you sign');
      expect(reply).not.toMatch(/Your receiver signs/);
    }
    expect(reply).not.toContain('The sender');
    const vector = vectorOf(reply);
    expect(Object.keys(vector)).toEqual([
      'merchant_id',
      'timestamp',
      'nonce',
      'body',
      'secret',
      'sign',
    ]);
    expect(vector.sign).toBe(nodeSign(vector));
    // The published demo secret of docs/verify-intake.md, never the merchant's.
    expect(vector.secret).toBe('demo_reply_vector_secret_v1');
    expect(vector.body).toBe(CASE.rawBody);
    for (const secret of Object.values(SECRETS)) expect(reply).not.toContain(secret);
    expect(reply).not.toContain('#case=');
    if (cause === 'PASTE_ARTIFACT') {
      expect(reply).toContain('attached file');
      expect(reply).toContain('base64');
      expect(reply).toContain('failure log of spec 5.5');
      expect(reply).not.toContain('## The fix');
    } else {
      expect(reply).toContain('## The fix');
      const keyMistake = ['SECRET_ENV_MIXED', 'SECRET_WHITESPACE', 'SECRET_ENCODING'].includes(
        cause,
      );
      // A secret mix-up gets which secret and the fingerprints, not a program.
      if (keyMistake) expect(reply).toContain('fingerprint');
      else expect(reply).toContain(kind === 'request' ? 'payments/query' : 'X-Sign');
    }
  });

  it('draws the first difference with its byte offset', () => {
    const reply = writeReply(CASE, mismatch(['CRLF_SEPARATORS']), 'node');
    expect(reply).toContain('first differ at byte 7');
    expect(reply).toContain('spec 5.2:  M100001␊1700000000␊');
    expect(reply).toContain('you sign:  M100001␍␊1700000000␍␊');
  });

  it('counts the offset in UTF-8 bytes, not characters', () => {
    const body = '{"goods_name":"Café"}';
    const right = `M1\n1\nn\n${body}`;
    const reply = writeReply(
      { ...CASE, merchantId: 'M1', timestamp: '1', nonce: 'n', rawBody: body },
      mismatch(['BODY_REFORMATTED'], right.replace('é"', 'é" '), right),
      'node',
    );
    // "M1␊1␊n␊" is 7 bytes, `{"goods_name":"Caf` 18, "é" two and its closing quote one.
    expect(reply).toContain('first differ at byte 28');
  });

  it('names both key fingerprints for mixed environments, never a secret', () => {
    const reply = writeReply(CASE, mismatch(['SECRET_ENV_MIXED'], correct), 'go');
    const fp = (secret: string) =>
      createHmac('sha256', secret).update('signing-console key fingerprint v1').digest('hex');
    const [t, p] = [fp(SECRETS.test), fp(SECRETS.production)];
    expect(reply).toContain(`\`${t.slice(0, 4)}-${t.slice(4, 8)}\``);
    expect(reply).toContain(`\`${p.slice(0, 4)}-${p.slice(4, 8)}\`: the production key`);
    expect(reply).not.toContain('strings to sign first differ');
  });

  it('a MATCH on a webhook says the signature is right and what to check', () => {
    const reply = writeReply({ ...CASE, kind: 'webhook', responseCode: '1003' }, MATCH, 'python');
    expect(reply).toMatch(/signature .*is right/);
    expect(reply).toContain('clock window');
    expect(reply).toContain('nonce reused');
    expect(reply).toContain('environment');
    expect(reply).not.toContain('## The fix');
    expect(vectorOf(reply).sign).toBe(nodeSign(vectorOf(reply)));
  });

  it('a MATCH on a request refused with 1003 names the one thing left: the secret the service holds', () => {
    const reply = writeReply({ ...CASE, kind: 'request', responseCode: '1003' }, MATCH, 'python');
    expect(reply).toContain('yet the service answered 1003');
    expect(reply).toContain('key fingerprint');
    expect(reply).not.toContain('nonce reused');
    expect(vectorOf(reply).sign).toBe(nodeSign(vectorOf(reply)));
  });

  it("a MATCH on the service's 1003 answer sends the engineer to the request", () => {
    const reply = writeReply({ ...CASE, kind: 'response', responseCode: '1003' }, MATCH, 'python');
    expect(reply).toContain("the request's own signature is what to check");
    expect(reply).not.toContain('## The fix');
  });

  it('a MATCH with an amount-limit code says it is not the signature', () => {
    const reply = writeReply({ ...CASE, responseCode: '5008' }, MATCH, 'python');
    expect(reply).toContain('amount-limit error, not a signature error');
  });

  it('gives the same reply for the same case', () => {
    const first = writeReply(CASE, mismatch(['TIMESTAMP_MILLISECONDS']), 'java');
    expect(writeReply(CASE, mismatch(['TIMESTAMP_MILLISECONDS']), 'java')).toBe(first);
  });

  it('never holds a secret, whatever the secrets are', () => {
    const secret = fc.string({ minLength: 8, maxLength: 40 }).filter((s) => s.trim().length >= 8);
    fc.assert(
      fc.property(
        secret,
        secret,
        fc.constantFrom(...CAUSE_CODES),
        fc.constantFrom(...SIGNED_KINDS),
        (test, production, cause, kind) => {
          const reply = writeReply(
            { ...CASE, kind, secrets: { test, production } },
            mismatch([cause]),
            'python',
          );
          return !reply.includes(test) && !reply.includes(production);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('builds no test vector over a body whose end the paste cannot tell, and says why in one line', () => {
    // A body that opens as JSON and holds no complete value, with a chat line run into it.
    const rawBody = '{"merchant_order_no":"A-1"\nsent from my phone';
    for (const kind of SIGNED_KINDS) {
      for (const diagnosis of [MATCH, mismatch(['BODY_REFORMATTED'])]) {
        const reply = writeReply(
          { ...CASE, kind, rawBody, bodyEndUncertain: true },
          diagnosis,
          'python',
        );
        expect(reply).not.toContain('## A test vector');
        expect(reply).not.toContain('demo_reply_vector_secret');
        expect(
          reply
            .trimEnd()
            .split('\n')
            .filter((l) => l === NO_VECTOR_UNCERTAIN_END),
        ).toHaveLength(1);
        expect(reply.trimEnd().endsWith(NO_VECTOR_UNCERTAIN_END)).toBe(true);
      }
    }
    // The same case with a body the paste ends is given its vector.
    expect(vectorOf(writeReply({ ...CASE, rawBody }, MATCH, 'python')).body).toBe(rawBody);
  });
});

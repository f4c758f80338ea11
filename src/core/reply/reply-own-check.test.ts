import { describe, expect, it } from 'vitest';
import type { Diagnosis } from '../diagnosis/types.ts';
import { shareLinkAt } from '../share/console-address.ts';
import { writeReply, type ReplyCase } from './reply.ts';

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

const DIAGNOSIS: Diagnosis = {
  verdict: 'MISMATCH',
  expectedSign: 'ab'.repeat(32),
  found: {
    causes: ['SECRET_WHITESPACE'],
    title: 'SECRET_WHITESPACE',
    lead: 'The secret carried a space.',
    action: 'Trim the secret.',
    explanation: 'The secret had a trailing space.',
    fix: 'Trim the secret before signing.',
    senderPayload: '',
    correctPayload: '',
    details: [],
  },
  searched: 10,
  notes: [],
};

const LINE =
  'Open this link, type your own test secret: it stays in your browser, and you will see the same verdict and the bytes you signed.';

const LINK = shareLinkAt('https://pay.example.com/tools/signing-console/', {
  kind: 'request',
  env: 'test',
  merchant_id: 'M100001',
  timestamp: '1700000000',
  nonce: 'n0nce-abc-123',
  raw_body: '{"merchant_order_no":"A-1"}',
});

describe('reply with a link on the public console address', () => {
  it('carries the link and the one line saying what to do with it', () => {
    const reply = writeReply({ ...CASE, ownCheckLink: LINK }, DIAGNOSIS, 'node');
    const lines = reply.split('\n');
    expect(lines.filter((line) => line === LINE)).toHaveLength(1);
    const at = lines.indexOf(LINE);
    expect(lines[at + 2]).toBe(`<${LINK}>`);
    expect(reply).not.toContain(SECRETS.test);
    expect(reply).not.toContain(SECRETS.production);
  });

  it('carries neither without a public console address', () => {
    const reply = writeReply(CASE, DIAGNOSIS, 'node');
    expect(reply).not.toContain(LINE);
    expect(reply).not.toContain('#case=');
  });
});

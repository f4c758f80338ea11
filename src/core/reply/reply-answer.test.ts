import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../diagnosis/index.ts';
import { writeBatchReply } from './batch-reply.ts';
import { writeReply, type ReplyCase } from './reply.ts';

const TEST = 'sk_test_reply_answer';
const parts = { merchantId: 'M100001', timestamp: '1767225000', nonce: 'retry0nce0123456' };
const rawBody = '{"merchant_order_no":"A1001"}';
const sign = createHmac('sha256', TEST)
  .update(`${parts.merchantId}\n${parts.timestamp}\n${parts.nonce}\n${rawBody}`, 'utf8')
  .digest('hex');

async function replyWith(over: Partial<ReplyCase>) {
  const input = {
    kind: 'request' as const,
    env: 'test' as const,
    ...parts,
    rawBody,
    secrets: { test: TEST },
  };
  const diagnosis = await diagnose({ ...input, receivedSign: sign });
  expect(diagnosis.verdict).toBe('MATCH');
  return { reply: writeReply({ ...input, ...over }, diagnosis, 'python'), diagnosis, input };
}

describe('a right sign whose refusal the answer code explains', () => {
  it('1004: the reply names the reused nonce and one fix, no list of guesses', async () => {
    const { reply } = await replyWith({
      answer: { code: '1004', status: 401, timestamp: '1767225001' },
    });
    expect(reply).toContain('X-Nonce retry0nce0123456 was already used');
    expect(reply).toContain('## The fix');
    expect(reply).toContain('fresh nonce');
    expect(reply).not.toContain('the clock window (X-Timestamp must be');
  });

  it('1002: the reply says by how much the clock is off the answer', async () => {
    const { reply } = await replyWith({ answer: { code: '1002', timestamp: '1767225420' } });
    expect(reply).toContain('420 s (7 min) behind');
    expect(reply).not.toContain('nonce reused');
  });

  it('5008 in a log row: amount limit, in the batch reply too', async () => {
    const { reply, diagnosis, input } = await replyWith({ responseCode: '5008' });
    expect(reply).toContain('amount-limit error, not a signature error');
    const message = {
      ...input,
      index: 0,
      source: 'line 1',
      receivedSign: sign,
      contentType: '',
      userAgent: '',
      responseCode: '5008',
    };
    const batch = writeBatchReply(
      {
        env: 'test',
        secrets: { test: TEST },
        groups: [{ cause: 'MATCH', title: 'Signature correct', count: 1, first: 0 }],
        examples: { MATCH: { message, diagnosis } },
      },
      'python',
    );
    expect(batch).toContain('Code 5008 is an amount-limit error');
  });

  it('a status alone keeps the old advice', async () => {
    const { reply } = await replyWith({ responseCode: '401' });
    expect(reply).toContain('the service answered HTTP 401');
  });
});

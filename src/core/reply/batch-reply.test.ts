import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BatchMessage } from '../batch/batch-message.ts';
import { groupRows, rowOf } from '../batch/batch-row.ts';
import { diagnose } from '../diagnosis/index.ts';
import { writeBatchReply } from './batch-reply.ts';

const TEST = 'sk_test_batch_reply';
const PROD = 'sk_prod_batch_reply';
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

function message(index: number, timestampSigned: string, secret = TEST): BatchMessage {
  const rawBody = `{"merchant_order_no":"ORD-${index}"}`;
  const nonce = `nonce-${index}`;
  return {
    index,
    source: `line ${index + 1}`,
    kind: 'request',
    merchantId: 'M1',
    timestamp: '1700000000',
    nonce,
    rawBody,
    receivedSign: sign(secret, `M1\n${timestampSigned}\n${nonce}\n${rawBody}`),
    contentType: 'application/json',
    userAgent: '',
  };
}

describe('writeBatchReply', () => {
  it('covers every group, most frequent first, with its count and an example, and no secret', async () => {
    const messages = [
      message(0, '1700000000'),
      message(1, '1700000000123'),
      message(2, '1700000000123'),
      message(3, '1700000000', PROD),
      message(4, '1700000000123'),
    ];
    const diagnosed = await Promise.all(
      messages.map(async (m) => ({
        message: m,
        diagnosis: await diagnose({ ...m, env: 'test', secrets: { test: TEST, production: PROD } }),
      })),
    );
    const rows = diagnosed.map(({ message: m, diagnosis }) => rowOf(m, diagnosis));
    const groups = groupRows(rows);
    const examples = Object.fromEntries(
      groups.map((group) => [group.cause, diagnosed[group.first]!]),
    );
    const reply = writeBatchReply(
      { env: 'test', secrets: { test: TEST, production: PROD }, groups, examples },
      'python',
    );
    const headings = reply
      .split('\n')
      .filter((line) => line.startsWith('## 3 ×') || line.startsWith('## 1 ×'));
    expect(headings.map((line) => line.slice(3, 6))).toEqual(['3 ×', '1 ×', '1 ×']);
    expect(reply.indexOf('## 3 ×')).toBeLessThan(reply.indexOf('## 1 × signature correct'));
    expect(reply).toContain('Example (line 2)');
    expect(reply).toContain('Example (line 4)');
    expect(reply).toContain('signs the timestamp in milliseconds');
    expect(reply).toContain('# The most frequent failure in full (line 2)');
    expect(reply).toContain('```python');
    expect(reply).not.toContain(TEST);
    expect(reply).not.toContain(PROD);
  });

  it('a log of webhooks whose copies were re-serialized speaks to the receiver, never "signs"', async () => {
    const wire = '{"notification_id":"N1","goods_name":"Caf\\u00e9"}';
    const copy = JSON.stringify(JSON.parse(wire));
    const messages: BatchMessage[] = [0, 1].map((index) => ({
      index,
      source: `line ${index + 1}`,
      kind: 'webhook',
      merchantId: 'M1',
      timestamp: '1700000000',
      nonce: `nonce-${index}`,
      rawBody: copy,
      receivedSign: sign(TEST, `M1\n1700000000\nnonce-${index}\n${wire}`),
      contentType: 'application/json',
      userAgent: '',
    }));
    const diagnosed = await Promise.all(
      messages.map(async (m) => ({
        message: m,
        diagnosis: await diagnose({ ...m, env: 'test', secrets: { test: TEST, production: PROD } }),
      })),
    );
    const groups = groupRows(diagnosed.map(({ message: m, diagnosis }) => rowOf(m, diagnosis)));
    expect(groups.map((group) => group.cause)).toEqual(['BODY_REFORMATTED']);
    const reply = writeBatchReply(
      {
        env: 'test',
        secrets: { test: TEST },
        groups,
        examples: { BODY_REFORMATTED: diagnosed[0]! },
      },
      'python',
    );
    expect(reply).toContain(
      "Your receiver's check computes the sign over the body parsed and written again",
    );
    expect(reply).toContain('the service signed:');
    expect(reply).not.toMatch(/you sign|Your receiver signs/);
  });
});

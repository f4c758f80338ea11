// A message inside one JSON string of a ticket API's list (locate/escaped-head.ts): without a
// secret that matches, the body read is the one in that string, never a neighbouring record.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideReading } from '../decide.ts';
import { parseIntake } from '../detect.ts';

const body = '{"payment_id":"pay_91","refund":{"amount":250,"currency":"SEK"}}';
const head = { merchantId: 'M-SE-88', timestamp: '1764301234', nonce: 'jira-n-77' };
const signWith = (secret: string) =>
  createHmac('sha256', secret)
    .update(`${head.merchantId}\n${head.timestamp}\n${head.nonce}\n${body}`)
    .digest('hex');
const sign = signWith('test_sk_merchant_own');

/** A comments export, one JSON record a line: author objects around the request in a body. */
const listing = [
  { id: '10001', author: { displayName: 'Support', active: true }, body: 'Send the request?' },
  {
    id: '10002',
    author: { displayName: 'Merchant Dev', active: true },
    body: `Here:\r\nPOST /v1/refunds HTTP/1.1\r\nX-MerchantID: ${head.merchantId}\r\nX-Timestamp: ${head.timestamp}\r\nX-Nonce: ${head.nonce}\r\nX-Sign: ${sign}\r\n\r\n${body}\r\nThanks`,
    updateAuthor: { displayName: 'Merchant Dev', active: true },
  },
]
  .map((record) => JSON.stringify(record))
  .join('\n');

describe('a request inside a ticket API comment', () => {
  it('reads the body from the comment, not a record around it, with no secret', () => {
    const result = parseIntake(listing);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.intake.fields).toMatchObject({ ...head, receivedSign: sign, rawBody: body });
  });

  it('keeps that reading when the secret typed is not the one signed with', async () => {
    const result = parseIntake(listing);
    if (!result.ok) throw new Error(result.error);
    const { readings } = result.intake;
    const decision = readings && (await decideReading(readings, 'test_sk_other'));
    const used = decision ? readings[decision.index] : result.intake;
    expect(used?.fields.rawBody).toBe(body);
  });
});

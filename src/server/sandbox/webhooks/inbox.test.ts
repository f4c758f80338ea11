// The built-in inbox's memory: notifications that do not verify (anyone can send those where
// the inbox is open) are kept apart, so a flood of them never pushes a verified one out.
import { describe, expect, it } from 'vitest';
import { HEADER } from '../../../core/protocol/headers.ts';
import { defaultSandboxConfig } from '../config.ts';
import { nodeSign } from '../../test-support/sandbox-client.ts';
import { createInbox } from './inbox.ts';

const merchant = defaultSandboxConfig().merchants[0]!;
const TIME = '2023-11-14T22:13:20.000Z';

function signed(body: string, nonce: string): Headers {
  const timestamp = '1700000000';
  return new Headers({
    [HEADER.merchantId]: merchant.merchantId,
    [HEADER.timestamp]: timestamp,
    [HEADER.nonce]: nonce,
    [HEADER.sign]: nodeSign(merchant.testSecret, merchant.merchantId, timestamp, nonce, body),
  });
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the inbox', () => {
  it('keeps every verified notification however many unverified ones follow', async () => {
    const inbox = createInbox();
    for (const n of [1, 2, 3]) {
      const body = `{"real":${n}}`;
      await inbox.receive(merchant, signed(body, `nonce-${n}`), bytes(body), TIME);
    }
    for (let n = 0; n < 500; n++) {
      await inbox.receive(merchant, new Headers(), bytes(`{"flood":${n}}`), TIME);
    }
    const kept = inbox.list(merchant.merchantId);
    expect(kept.filter((entry) => entry.verified).map((entry) => entry.body)).toEqual([
      '{"real":3}',
      '{"real":2}',
      '{"real":1}',
    ]);
    expect(kept.length).toBeLessThan(500);
    // Newest first still, and the newest of the flood are the ones kept.
    expect(kept[0]?.body).toBe('{"flood":499}');
  });

  it('keeps the newest verified notifications up to its cap, oldest going first', async () => {
    const inbox = createInbox();
    for (let n = 0; n < 230; n++) {
      const body = `{"real":${n}}`;
      await inbox.receive(merchant, signed(body, `nonce-${n}`), bytes(body), TIME);
    }
    const kept = inbox.list(merchant.merchantId);
    expect(kept).toHaveLength(200);
    expect(kept[0]?.body).toBe('{"real":229}');
    expect(kept.at(-1)?.body).toBe('{"real":30}');
  });
});

// A Charles session of several transactions is a whole log too: each transaction's request is
// one row, read as the same transaction pasted alone (fixtures/proxies, truths with node:crypto).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { readMany } from './read-many.ts';

const dir = new URL('../intake/fixtures/proxies/', import.meta.url);
const truth = JSON.parse(readFileSync(new URL('proxies.json', dir), 'utf8')) as {
  secret: string;
  merchantId: string;
  request: { timestamp: string; nonce: string; body: string };
  second: { timestamp: string; nonce: string; body: string };
};

it('reads every request of a Charles JSON session as its own signed message', () => {
  const read = readMany(readFileSync(new URL('charles-encoded-bodies.chlsj', dir), 'utf8'));
  const rows = (read?.messages ?? []).map(({ nonce, rawBody, receivedSign }) => ({
    nonce,
    rawBody,
    receivedSign,
  }));
  const want = [truth.second, truth.request].map((part) => ({
    nonce: part.nonce,
    rawBody: part.body,
    receivedSign: createHmac('sha256', truth.secret)
      .update(`${truth.merchantId}\n${part.timestamp}\n${part.nonce}\n${part.body}`)
      .digest('hex'),
  }));
  expect(rows).toEqual(want);
});

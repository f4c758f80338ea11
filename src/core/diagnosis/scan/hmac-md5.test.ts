import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacMd5 } from './hmac-md5.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('HMAC-MD5', () => {
  it('equals node:crypto for keys and messages of every size around the block', () => {
    for (const keySize of [0, 1, 20, 63, 64, 65, 200]) {
      for (const size of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
        const key = randomBytes(keySize);
        const data = randomBytes(size);
        expect(hex(hmacMd5(key, data))).toBe(createHmac('md5', key).update(data).digest('hex'));
      }
    }
  });
});

import * as node from 'node:crypto';
import { Buffer as NodeBuffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual } from './crypto.ts';
import { Buffer } from './buffer.ts';

const SECRET = 'test_sk_4f9a2c7e1b3d';
const MESSAGE = 'M100001\n1700000000\nn-1\n{"merchant_order_no":"ORD-é-0001"}';

describe("the in-page sandbox's node:crypto shim", () => {
  it('computes the HMAC-SHA256 Node computes, from a string key and from a secret key', () => {
    const expected = node.createHmac('sha256', SECRET).update(MESSAGE).digest('hex');
    expect(createHmac('sha256', SECRET).update(MESSAGE).digest('hex')).toBe(expected);
    const key = createSecretKey(SECRET, 'utf8');
    const pieces = createHmac('sha256', key).update('M100001\n').update(MESSAGE.slice(8));
    expect(pieces.digest('hex')).toBe(expected);
  });

  it('reads UTF-16 input and raw digests as Node does', () => {
    const nodeDigest = node.createHmac('sha256', 'k').update('7:M100001ñ', 'utf16le').digest();
    const digest = createHmac('sha256', 'k').update('7:M100001ñ', 'utf16le').digest();
    expect(digest.readUInt32LE(0)).toBe(nodeDigest.readUInt32LE(0));
    expect(digest.readUInt32LE(4)).toBe(nodeDigest.readUInt32LE(4));
    expect(createHash('sha256').update('abc', 'utf8').digest('hex')).toBe(
      node.createHash('sha256').update('abc', 'utf8').digest('hex'),
    );
  });

  it('encodes and compares bytes as Node does', () => {
    const bytes = randomBytes(32);
    expect(bytes.toString('base64url')).toBe(NodeBuffer.from(bytes).toString('base64url'));
    expect(timingSafeEqual(bytes, Buffer.from(bytes))).toBe(true);
    expect(timingSafeEqual(bytes, randomBytes(32))).toBe(false);
    expect([...Buffer.from('\u00e9\u00ff', 'latin1')]).toEqual([
      ...NodeBuffer.from('\u00e9\u00ff', 'latin1'),
    ]);
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAcceptedEncoding, readReceivedSign, receivedSignNotes } from './received-sign.ts';

const mac = (hash: string) => createHmac(hash, 'k').update('payload').digest();
const mixedCase = (hex: string) => hex.replace(/[a-f]/, (letter) => letter.toUpperCase());

describe('readReceivedSign', () => {
  it.each([
    ['hex-lower', mac('sha256').toString('hex')],
    ['hex-upper', mac('sha256').toString('hex').toUpperCase()],
    ['hex-mixed', mixedCase(mac('sha256').toString('hex'))],
    ['base64', mac('sha256').toString('base64')],
    ['base64url', mac('sha256').toString('base64url')],
  ])('reads %s', (encoding, text) => {
    const readings = readReceivedSign(text);
    expect(readings.map((r) => r.encoding)).toEqual([encoding]);
    expect(readings[0]?.bytes.length).toBe(32);
  });

  it('reads SHA-1, SHA-384, SHA-512 and MD5 sizes and ignores others', () => {
    expect(readReceivedSign(mac('sha1').toString('hex'))[0]?.bytes.length).toBe(20);
    expect(readReceivedSign(mac('sha512').toString('base64'))[0]?.bytes.length).toBe(64);
    expect(readReceivedSign(mac('sha384').toString('hex'))[0]?.bytes.length).toBe(48);
    expect(readReceivedSign(mac('md5').toString('hex'))[0]?.bytes.length).toBe(16);
    expect(readReceivedSign('ab'.repeat(24) + 'abcd')).toEqual([]);
    expect(readReceivedSign('not a sign')).toEqual([]);
  });

  it('reads hex a few digits short of 64 as the MAC with its leading zeros lost', () => {
    const full = '000' + 'c'.repeat(61);
    const readings = readReceivedSign(full.replace(/^0+/, ''));
    expect(readings.map((r) => r.encoding)).toEqual(['hex-unpadded']);
    expect(Buffer.from(readings[0]!.bytes).toString('hex')).toBe(full);
    // Seven digits short is one sign in 268 million: not read as a lost zero.
    expect(readReceivedSign('c'.repeat(57))).toEqual([]);
  });
});

describe('isAcceptedEncoding', () => {
  it('accepts only lowercase hex for a request, any hex case for a response (spec 5.3)', () => {
    expect(isAcceptedEncoding('request', 'hex-lower')).toBe(true);
    expect(isAcceptedEncoding('request', 'hex-upper')).toBe(false);
    expect(isAcceptedEncoding('webhook', 'hex-mixed')).toBe(true);
    expect(isAcceptedEncoding('response', 'base64')).toBe(false);
    expect(isAcceptedEncoding('webhook', 'hex-unpadded')).toBe(false);
  });
});

describe('receivedSignNotes', () => {
  it('says nothing about a readable sign and explains the others', () => {
    expect(receivedSignNotes(mac('sha256').toString('hex'))).toEqual([]);
    expect(receivedSignNotes('  ')[0]).toMatch(/empty/);
    expect(receivedSignNotes(mac('md5').toString('hex'))).toEqual([]);
    expect(receivedSignNotes('xyz')[0]).toMatch(/not the hex or base64 form/);
  });
});

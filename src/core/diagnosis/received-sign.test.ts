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

  it('reads SHA-1 and SHA-512 sizes and ignores others', () => {
    expect(readReceivedSign(mac('sha1').toString('hex'))[0]?.bytes.length).toBe(20);
    expect(readReceivedSign(mac('sha512').toString('base64'))[0]?.bytes.length).toBe(64);
    expect(readReceivedSign(mac('md5').toString('hex'))).toEqual([]);
    expect(readReceivedSign('not a sign')).toEqual([]);
  });
});

describe('isAcceptedEncoding', () => {
  it('accepts only lowercase hex for a request, any hex case for a response (spec 5.3)', () => {
    expect(isAcceptedEncoding('request', 'hex-lower')).toBe(true);
    expect(isAcceptedEncoding('request', 'hex-upper')).toBe(false);
    expect(isAcceptedEncoding('webhook', 'hex-mixed')).toBe(true);
    expect(isAcceptedEncoding('response', 'base64')).toBe(false);
  });
});

describe('receivedSignNotes', () => {
  it('says nothing about a readable sign and explains the others', () => {
    expect(receivedSignNotes(mac('sha256').toString('hex'))).toEqual([]);
    expect(receivedSignNotes('  ')[0]).toMatch(/empty/);
    expect(receivedSignNotes(mac('md5').toString('hex'))[0]).toMatch(/MD5/);
    expect(receivedSignNotes('xyz')[0]).toMatch(/not the hex or base64 form/);
  });
});

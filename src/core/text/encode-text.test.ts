import { describe, expect, it } from 'vitest';
import { encodeText } from './encode-text.ts';

// The truths are Node's own encoders (Buffer) and Python's cp1252 codec's output, written out.
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const text = 'Café € “quoted” ☕ 😀';

describe('encodeText', () => {
  it('writes UTF-16LE and UTF-16BE as Node does, and a BOM before big-endian UTF-16', () => {
    expect(hex(encodeText(text, 'utf-16le'))).toBe(Buffer.from(text, 'utf16le').toString('hex'));
    const be = Buffer.from(text, 'utf16le').swap16().toString('hex');
    expect(hex(encodeText(text, 'utf-16be'))).toBe(be);
    expect(hex(encodeText(text, 'utf-16'))).toBe(`feff${be}`);
  });

  it('writes Latin-1 with "?" for what it lacks, one "?" per surrogate pair', () => {
    expect(hex(encodeText('Café', 'latin1'))).toBe(Buffer.from('Café', 'latin1').toString('hex'));
    expect(Buffer.from(encodeText('a€😀b', 'latin1')).toString('latin1')).toBe('a??b');
  });

  it('writes Windows-1252 as its code page table says (€ 0x80, quotes 0x93 0x94, – 0x96, Œ 0x8C)', () => {
    // Python's 'Café € “quoted” – Œuvre'.encode('cp1252').hex(), written out.
    const expected = '436166e92080209371756f74656494209620' + '8c75767265';
    expect(hex(encodeText('Café € “quoted” – Œuvre', 'windows-1252'))).toBe(expected);
  });
});

import fc from 'fast-check';
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

describe('encodeText over long text', () => {
  // ASCII runs long and short around other characters, as a body's are: the runs the encoder
  // copies natively must give the bytes the loops give.
  const arbitraryText = fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary-ascii', maxLength: 8 }),
        fc.string({ unit: 'binary-ascii', minLength: 30, maxLength: 120 }),
        fc.string({ unit: 'grapheme', maxLength: 6 }),
        fc.constantFrom('€', '“', '\u00ff', '\ud83d\ude00', '\ud800', '\udc00x'),
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(''));

  it('writes UTF-16 in both orders as Node does, whatever the mix of ASCII and other text', () => {
    fc.assert(
      fc.property(arbitraryText, (sample) => {
        const le = Buffer.from(sample, 'utf16le');
        expect(hex(encodeText(sample, 'utf-16le'))).toBe(le.toString('hex'));
        const be = Buffer.from(le).swap16().toString('hex');
        expect(hex(encodeText(sample, 'utf-16be'))).toBe(be);
        expect(hex(encodeText(sample, 'utf-16'))).toBe(`feff${be}`);
      }),
    );
  });

  it('writes Latin-1 as Node does for text within it, and "?" per character beyond', () => {
    fc.assert(
      fc.property(arbitraryText, (sample) => {
        // Node's latin1 keeps each unit's low byte; Java and .NET write "?" per character.
        const expected = Array.from(sample, (ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join('');
        expect(hex(encodeText(sample, 'latin1'))).toBe(
          Buffer.from(expected, 'latin1').toString('hex'),
        );
      }),
    );
  });
});

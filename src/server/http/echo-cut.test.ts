import { describe, expect, it } from 'vitest';
import { ECHO_KEEP_BYTES, echoOf, echoOfBytes, echoText, quoteEcho } from './echo-cut.ts';

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

describe('the one rule for echoed values', () => {
  it('keeps a value that fits whole, with no note', () => {
    expect(echoOf('M100001')).toEqual({ text: 'M100001', cutFrom: undefined });
    expect(quoteEcho('a "b"')).toBe('"a \\"b\\""');
    const fits = 'é'.repeat(ECHO_KEEP_BYTES / 2);
    expect(echoOf(fits).text).toBe(fits);
  });

  it.each([
    ['two-byte', 'é'],
    ['three-byte', '€'],
    ['four-byte', '😀'],
  ])('cuts a long value of %s characters between characters, noting its size', (_name, char) => {
    const value = `x${char.repeat(2000)}`;
    const { text, cutFrom } = echoOf(value);
    expect(cutFrom).toBe(bytesOf(value));
    expect(bytesOf(text)).toBeLessThanOrEqual(ECHO_KEEP_BYTES);
    expect(bytesOf(text)).toBeGreaterThan(ECHO_KEEP_BYTES - 4);
    expect(value.startsWith(text)).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });

  it('says the size after a cut value, quoted or not', () => {
    const value = 'n'.repeat(60 * 1024);
    const note = `… (${60 * 1024} bytes; the first ${ECHO_KEEP_BYTES} shown)`;
    expect(quoteEcho(value)).toBe(`"${'n'.repeat(ECHO_KEEP_BYTES)}"${note}`);
    expect(echoText(value)).toBe(`${'n'.repeat(ECHO_KEEP_BYTES)}${note}`);
  });

  it('previews a body by the same rule, between characters, and a binary one without hanging', () => {
    const text = 'é'.repeat(4000);
    const preview = echoOfBytes(new TextEncoder().encode(text));
    expect(preview.whole).toBe(false);
    expect(preview.text).toBe('é'.repeat(ECHO_KEEP_BYTES / 2));
    // Bytes that are no UTF-8 at all (continuation bytes only) are cut at the limit.
    const binary = echoOfBytes(new Uint8Array(5000).fill(0x80));
    expect(binary.whole).toBe(false);
    expect(binary.text).toHaveLength(ECHO_KEEP_BYTES);
    expect(echoOfBytes(new Uint8Array([0x7b, 0x7d]))).toEqual({ text: '{}', whole: true });
  });
});

import { describe, expect, it } from 'vitest';
import { formatRange, hexRows, signedByteRanges } from './hex-dump.ts';

const parts = {
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'abc',
  body: '{"a":"é"}\r\n',
};

describe('signedByteRanges', () => {
  it('gives each part and separator its UTF-8 byte range', () => {
    expect(signedByteRanges(parts).map((r) => `${r.name} ${formatRange(r)}`)).toEqual([
      'merchant_id 0–6',
      'LF 7',
      'timestamp 8–17',
      'LF 18',
      'nonce 19–21',
      'LF 22',
      // 'é' is two bytes in UTF-8: 9 characters + 1 extra byte + CR LF.
      'raw_body 23–34',
    ]);
  });

  it('calls an empty part empty', () => {
    expect(formatRange(signedByteRanges({ ...parts, nonce: '' })[4]!)).toBe('empty');
  });
});

describe('hexRows', () => {
  it('dumps exactly the UTF-8 bytes of the string to sign', () => {
    const text = `${parts.merchantId}\n${parts.timestamp}\n${parts.nonce}\n${parts.body}`;
    const expected = Buffer.from(text, 'utf8');
    const { rows, total } = hexRows(parts);
    expect(total).toBe(expected.length);
    expect(rows.flatMap((row) => row.cells.map((cell) => cell.hex)).join('')).toBe(
      expected.toString('hex'),
    );
    expect(rows.map((row) => row.offset)).toEqual([0, 16, 32]);
    expect(rows[0]!.ascii).toBe('M100001.17000000');
    expect(rows[0]!.cells[7]).toEqual({ byte: 0x0a, hex: '0a', part: 'LF' });
    expect(rows[2]!.ascii).toBe('}..');
  });

  it('stops at the row limit but reports the full size', () => {
    const { rows, total } = hexRows({ ...parts, body: 'x'.repeat(1000) }, 16, 4);
    expect(rows).toHaveLength(4);
    expect(total).toBe(23 + 1000);
  });
});

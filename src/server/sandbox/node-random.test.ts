import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './node-random.ts';

describe('pooledRandomBytes', () => {
  it('hands out fresh bytes of the asked length across refills, never the same run twice', () => {
    const random = pooledRandomBytes(64);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const bytes = random(24);
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(bytes.length).toBe(24);
      seen.add(Buffer.from(bytes).toString('hex'));
    }
    expect(seen.size).toBe(200);
    expect(random(100).length).toBe(100);
  });

  it('returns copies, so a caller changing its bytes cannot touch the next ones', () => {
    const random = pooledRandomBytes(64);
    const first = random(8);
    first.fill(0);
    const second = random(8);
    expect(second.some((byte) => byte !== 0)).toBe(true);
    expect(second.buffer).not.toBe(first.buffer);
  });
});

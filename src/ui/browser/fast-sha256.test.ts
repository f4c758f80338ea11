import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('the faster SHA-256 of the live sign', () => {
  it('is null until loaded, then hashes and resumes as node:crypto hashes', async () => {
    const { fastSha256, loadFastSha256 } = await import('./fast-sha256.ts');
    expect(fastSha256()).toBeNull();
    loadFastSha256();
    await vi.waitFor(() => expect(fastSha256()).not.toBeNull());
    const sha = fastSha256()!;
    const text = new TextEncoder().encode('M100001\n1700000000\nn0nce\n{"a":"é"}');
    sha.init();
    sha.update(text.subarray(0, 10));
    const saved = sha.save();
    sha.update(text.subarray(10));
    expect(hex(sha.digest())).toBe(createHash('sha256').update(text).digest('hex'));
    sha.load(saved);
    sha.update(text.subarray(10));
    expect(hex(sha.digest())).toBe(createHash('sha256').update(text).digest('hex'));
  });
});

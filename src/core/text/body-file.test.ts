import { describe, expect, it } from 'vitest';
import { bodyFromFileBytes } from './body-file.ts';

describe('bodyFromFileBytes', () => {
  it('keeps BOM, CR LF and non-ASCII so the UTF-8 bytes come back unchanged', () => {
    const original = Buffer.from('\uFEFF{"goods_name":"café ☕"}\r\n', 'utf8');
    const result = bodyFromFileBytes('body.json', new Uint8Array(original));
    expect(result.ok).toBe(true);
    expect(result.ok && Buffer.from(result.body, 'utf8').equals(original)).toBe(true);
  });

  it('refuses bytes that are not UTF-8, saying why', () => {
    const latin1 = Buffer.from('{"goods_name":"café"}', 'latin1');
    const result = bodyFromFileBytes('latin1.json', new Uint8Array(latin1));
    expect(result).toMatchObject({ ok: false, error: /latin1\.json is not valid UTF-8/ });
  });
});

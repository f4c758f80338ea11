import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipFiles } from './zip-files.ts';

describe('zipFiles', () => {
  it('puts every file under one folder, its text as UTF-8 bytes', () => {
    const zip = zipFiles('signed-query', [
      { path: 'bruno.json', text: '{"name":"café ☕"}\n' },
      { path: 'environments/sandbox.bru', text: 'vars {\n  base_url: http://x\n}\n' },
    ]);
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([
      'signed-query/bruno.json',
      'signed-query/environments/sandbox.bru',
    ]);
    expect(strFromU8(entries['signed-query/bruno.json']!)).toBe('{"name":"café ☕"}\n');
  });
});

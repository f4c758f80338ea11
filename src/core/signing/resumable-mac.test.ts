import fc from 'fast-check';
import { createSHA256 } from 'hash-wasm';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { utf8 } from '../text/bytes.ts';
import { hashWasmSha256, nobleMac, resumableMac, type RunningMac } from './resumable-mac.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const sha = hashWasmSha256(await createSHA256());

describe.each([
  ['noble', nobleMac],
  ['a resumable SHA-256 (hash-wasm)', (key: Uint8Array) => resumableMac(sha, key)],
] satisfies [string, (key: Uint8Array) => RunningMac][])('HMAC-SHA256 on %s', (_, macOf) => {
  it('gives each vector its sign', () => {
    for (const vector of vectors) {
      const mac = macOf(utf8(vector.secret));
      mac.update(utf8(vector.sign_payload));
      expect(hex(mac.digest())).toBe(vector.sign);
    }
  });

  it('equals createHmac for any key (empty, a block long, longer) and any message, fed in runs', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 5 }),
        (key, runs) => {
          const mac = macOf(key);
          for (const run of runs) mac.update(run);
          const node = createHmac('sha256', key);
          for (const run of runs) node.update(run);
          expect(hex(mac.digest())).toBe(node.digest('hex'));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('resumes a saved state as often as asked, each time from the same point', () => {
    const key = utf8('test_sk_4f9a2c7e1b3d');
    const mac = macOf(key);
    mac.update(utf8('M100001\n1700000000\nn\n'));
    const saved = mac.save();
    mac.update(utf8('{"a":1}'));
    const first = hex(mac.digest());
    const again = saved.resume();
    again.update(utf8('{"a":2}'));
    const second = hex(again.digest());
    const node = (body: string) =>
      createHmac('sha256', key).update(`M100001\n1700000000\nn\n${body}`).digest('hex');
    expect([first, second]).toEqual([node('{"a":1}'), node('{"a":2}')]);
    const third = saved.resume();
    third.update(utf8('{"a":1}'));
    expect(hex(third.digest())).toBe(first);
  });
});

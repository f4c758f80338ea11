// The package's programmatic start reads its options through the SANDBOX_* rules and names the
// option, not the variable, when one is refused.
import { describe, expect, it } from 'vitest';
import { startSandbox } from './start-sandbox.ts';

describe('startSandbox', () => {
  it('listens on a free port by default and reads no environment variable', async () => {
    process.env['SANDBOX_MERCHANT_ID'] = 'FROM-ENV';
    try {
      const sandbox = await startSandbox();
      try {
        expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        const info = await (await fetch(`${sandbox.url}/_sandbox/info`)).text();
        expect(info).toContain('M100001');
        expect(info).not.toContain('FROM-ENV');
      } finally {
        await sandbox.close();
      }
    } finally {
      delete process.env['SANDBOX_MERCHANT_ID'];
    }
  });

  it('refuses a bad option by its name, never echoing a secret', async () => {
    await expect(startSandbox({ port: 70_000 })).rejects.toThrow(
      /^startSandbox option port is invalid \(got "70000"\)/,
    );
    await expect(startSandbox({ testSecret: 'has space' })).rejects.toThrow(
      /^startSandbox option testSecret is invalid: expected/,
    );
    await expect(startSandbox({ testSecret: 'same', productionSecret: 'same' })).rejects.toThrow(
      'startSandbox option productionSecret is invalid: expected a secret different from startSandbox option testSecret',
    );
    await expect(startSandbox({ faults: ['no-such-fault'] })).rejects.toThrow(
      /^startSandbox option faults is invalid/,
    );
  });
});

// Proves the dependency check of `npm run lint` bites where ESLint cannot: dependency-cruiser,
// run with the project's own config, must reject a cycle made only of type imports
// (lint-fixtures/type-cycle) and accept a plain chain (lint-fixtures/cycle/chain-*).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The violations dependency-cruiser reports for `paths`, read from its JSON output. */
async function violations(...paths: string[]): Promise<Violation[]> {
  const args = [...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  const bin = 'node_modules/.bin/depcruise';
  // It exits non-zero when it finds an error; the JSON on stdout is the answer either way.
  const { stdout } = await run(bin, args, { cwd }).catch((failure: { stdout: string }) => failure);
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('dependency rules', { timeout: 60_000 }, () => {
  it('rejects a cycle of type-only imports', async () => {
    const found = await violations('lint-fixtures/type-cycle');
    expect(found).toEqual([
      expect.objectContaining({
        from: 'lint-fixtures/type-cycle/order.ts',
        to: 'lint-fixtures/type-cycle/payment.ts',
        rule: expect.objectContaining({ name: 'no-circular' }),
      }),
    ]);
  });

  it('passes a chain', async () => {
    expect(await violations('lint-fixtures/cycle/chain-a.ts')).toEqual([]);
  });
});

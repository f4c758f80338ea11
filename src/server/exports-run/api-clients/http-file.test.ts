/**
 * The .http export, run by httpyac (`httpyac send FILE --all --var ...`) against a real sandbox,
 * through the API-client case matrix (`client-matrix.ts`). httpyac's verdict is its exit status,
 * with each `??` assertion's line in its output.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { httpFile } from '../../../core/snippets/clients/http-file.ts';
import { describeClientMatrix } from '../../test-support/client-harness/client-matrix.ts';
import {
  MERCHANT,
  bin,
  runCli,
  tempDir,
} from '../../test-support/client-harness/client-sandbox.ts';

describeClientMatrix(
  {
    title: 'the .http file run by httpyac',
    async run(body, vars, merchantId = MERCHANT) {
      const dir = await tempDir('http-file-');
      await writeFile(
        join(dir, 'query.http'),
        httpFile({ baseUrl: 'http://unused.invalid', merchantId, body }),
      );
      const args = ['send', 'query.http', '--all'];
      for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}=${value}`);
      const run = await runCli(bin('httpyac'), args, { cwd: dir });
      return { run, texts: [await readFile(join(dir, 'query.http'), 'utf8')] };
    },
  },
  {
    greenVerdict: (run) => expect(run.stdout).toContain('✓ response signature verifies'),
    // httpyac exits 20 when a `??` assertion fails: the failed check is its own verdict.
    corruptSignVerdict: (run) => {
      expect(run.code).toBe(20);
      expect(run.stdout).toContain('X-Sign does not verify');
    },
    sendsNothingWithoutSecret: true,
    templatedMerchantId: 'sent exactly',
  },
);

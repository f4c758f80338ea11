/**
 * The Bruno export, zipped as the console zips it and unpacked, run by the Bruno CLI (`bru run`)
 * in its safe sandbox against a real sandbox, through the API-client case matrix
 * (`client-matrix.ts`). bru's run summary names the failed response-sign check.
 */
import { unzipSync, zipSync } from 'fflate';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { brunoCollection } from '../../../core/snippets/clients/bruno-collection.ts';
import { describeClientMatrix } from '../../test-support/client-harness/client-matrix.ts';
import {
  MERCHANT,
  bin,
  runCli,
  tempDir,
} from '../../test-support/client-harness/client-sandbox.ts';

describeClientMatrix(
  {
    title: 'the Bruno collection run by bru',
    /** Zips the export, unpacks it into a fresh folder and runs `bru run` there. */
    async run(body, vars, merchantId = MERCHANT) {
      const files = brunoCollection({
        baseUrl: 'http://unused.invalid',
        merchantId,
        body,
      });
      const zip = zipSync(
        Object.fromEntries(files.map((file) => [file.path, new TextEncoder().encode(file.text)])),
      );
      const dir = await tempDir('bruno-');
      for (const [path, bytes] of Object.entries(unzipSync(zip))) {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), bytes);
      }
      // Safe mode is bru's default; named here so the suite proves the scripts run in it.
      const args = ['run', '-r', '--env', 'sandbox', '--sandbox', 'safe'];
      for (const [name, value] of Object.entries(vars)) args.push('--env-var', `${name}=${value}`);
      const run = await runCli(bin('bru'), args, { cwd: dir });
      const texts = await Promise.all(files.map((file) => readFile(join(dir, file.path), 'utf8')));
      return { run, texts };
    },
  },
  {
    corruptSignVerdict: (run) => expect(run.stdout).toContain('X-Sign does not verify'),
    // Bruno rewrites {{...}} in headers after the script and has no escape: the script refuses.
    templatedMerchantId: 'refused',
  },
);

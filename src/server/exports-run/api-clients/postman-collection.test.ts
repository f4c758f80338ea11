/**
 * The Postman export, run by newman (Postman's own runtime) against a real sandbox, through the
 * API-client case matrix (`client-matrix.ts`). newman reports a failed response-sign check as
 * the test's AssertionError.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { postmanCollection } from '../../../core/snippets/clients/postman-collection.ts';
import { describeClientMatrix } from '../../test-support/client-harness/client-matrix.ts';
import {
  MERCHANT,
  bin,
  runCli,
  tempDir,
} from '../../test-support/client-harness/client-sandbox.ts';

describeClientMatrix(
  {
    title: 'the Postman collection run by newman',
    async run(body, vars, merchantId = MERCHANT) {
      const file = join(await tempDir('postman-'), 'collection.json');
      await writeFile(
        file,
        postmanCollection({ baseUrl: 'http://unused.invalid', merchantId, body }),
      );
      const args = ['run', file, '--reporters', 'cli', '--disable-unicode'];
      for (const [name, value] of Object.entries(vars)) args.push('--env-var', `${name}=${value}`);
      const run = await runCli(bin('newman'), args);
      return { run, texts: [await readFile(file, 'utf8')] };
    },
  },
  {
    corruptSignVerdict: (run) =>
      expect(run.stdout).toMatch(/response signature verifies[\s\S]*AssertionError/),
    templatedMerchantId: 'sent exactly',
    // newman looks each {{name}} up on a plain object: the export refuses such a body (unit test).
    objectPrototypeNames: 'refused when written',
  },
);

/**
 * The hostile inputs every API-client export must carry as data: a body full of each client's
 * template and script syntax (Postman and Bruno variables and dynamic values, Bruno's
 * process.env, httpyac's JavaScript), lines that make httpyac read a file or start a request,
 * and a merchant ID with template syntax. A share link can put any of them into the Request view
 * (docs/architecture.md, stable contracts: exports send exactly the bytes shown). The sandbox's
 * traffic log is the judge: the bytes it received, and a sign over them made with `api_secret`
 * (node:crypto).
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MERCHANT,
  SECRET,
  rowSignVerifies,
  tempDir,
  type CliResult,
  type TrafficRow,
} from './client-sandbox.ts';

interface HostileRun {
  url: string;
  run(
    body: string,
    vars: Record<string, string>,
    merchantId?: string,
  ): Promise<{ run: CliResult; texts: string[]; traffic: TrafficRow[] }>;
}

/** A body that is valid JSON for order CLI-1, its goods name full of template and script syntax. */
function templateBody(writtenFile: string): string {
  const syntax = [
    '{{api_secret}}',
    '{{ api_secret }}',
    '{{process.env.HOME}}',
    '{{$guid}}',
    '{{$randomInt}}',
    '{{base_url}}',
    '{{merchant_id}}',
    '{{query_body}}',
    '{{{x}}}',
    '{{exact-bytes}}',
    `{{ require('fs').writeFileSync('${writtenFile}', 'pwned') }}`,
    '${process.env.HOME}',
    '$(id)',
    '`id`',
    '@/etc/hostname',
  ];
  return `{"merchant_order_no":"CLI-1","goods_name":"${syntax.join(' ')}"}`;
}

/** Lines that would make httpyac read a file into the body, or end the request and start another. */
function fileLinesBody(secretFile: string): string {
  return [
    '{"merchant_order_no":"CLI-1"}',
    `< ${secretFile}`,
    `<@ ${secretFile}`,
    `@${secretFile}`,
    '###',
    'GET http://127.0.0.1:9/',
    '',
  ].join('\n');
}

const TEMPLATED_MERCHANT = 'M{{api_secret}}{{process.env.HOME}}{{$guid}}';

/** Declares the hostile-input cases inside a client's matrix. */
export function describeHostileInputs(
  sandbox: () => HostileRun,
  expectations: { templatedMerchantId: 'sent exactly' | 'refused' },
) {
  const vars = () => ({ api_secret: SECRET, base_url: sandbox().url });

  describe('hostile inputs are sent as data', () => {
    it('sends a body full of template and script syntax exactly, resolving and running nothing', async () => {
      const written = join(await tempDir('hostile-'), 'pwned');
      const body = templateBody(written);
      const { run: cli, traffic } = await sandbox().run(body, vars());
      expect(cli.code, cli.stdout + cli.stderr).toBe(0);
      expect(traffic).toHaveLength(1);
      expect(traffic[0]).toMatchObject({ status: 200, code: 0, merchantId: MERCHANT, body });
      expect(rowSignVerifies(traffic[0]!)).toBe(true);
      expect(traffic[0]!.body).not.toContain(SECRET);
      expect(existsSync(written)).toBe(false);
    });

    it('sends lines that read files or start requests exactly, reading no file', async () => {
      const dir = await tempDir('hostile-');
      const secretFile = join(dir, 'secret.txt');
      await writeFile(secretFile, 'FILE-CONTENT-MUST-NOT-BE-SENT');
      const body = fileLinesBody(secretFile);
      const { traffic } = await sandbox().run(body, vars());
      expect(traffic.map((row) => row.body)).toEqual([body]);
      expect(rowSignVerifies(traffic[0]!)).toBe(true);
    });

    if (expectations.templatedMerchantId === 'sent exactly') {
      it('sends a merchant ID holding template syntax exactly', async () => {
        const { traffic } = await sandbox().run(
          '{"merchant_order_no":"CLI-1"}',
          vars(),
          TEMPLATED_MERCHANT,
        );
        expect(traffic.map((row) => row.merchantId)).toEqual([TEMPLATED_MERCHANT]);
        expect(rowSignVerifies(traffic[0]!)).toBe(true);
      });
    } else {
      it('refuses a merchant ID the client would rewrite, and sends nothing', async () => {
        const { run: cli, traffic } = await sandbox().run(
          '{"merchant_order_no":"CLI-1"}',
          vars(),
          TEMPLATED_MERCHANT,
        );
        expect(cli.code).not.toBe(0);
        expect(cli.stdout + cli.stderr).toContain('merchant_id holds {{');
        expect(traffic).toEqual([]);
      });
    }
  });
}

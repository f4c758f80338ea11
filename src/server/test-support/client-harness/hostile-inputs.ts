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
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_URL_REFUSED } from '../../../core/snippets/clients/client-export.ts';
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

/** A server on 127.0.0.1 and a free port that counts the requests it receives. */
async function countingServer(): Promise<{
  port: number;
  count: () => number;
  close(): Promise<void>;
}> {
  let received = 0;
  const server = createServer((_request, response) => {
    received += 1;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    count: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Template names a plain-object lookup finds on Object.prototype. */
const OBJECT_NAMES = '{{__proto__}} {{constructor}} {{toString}} {{hasOwnProperty}}';

const TEMPLATED_MERCHANT = 'M{{api_secret}}{{process.env.HOME}}{{$guid}}';

/** Declares the hostile-input cases inside a client's matrix. */
export function describeHostileInputs(
  sandbox: () => HostileRun,
  expectations: {
    templatedMerchantId: 'sent exactly' | 'refused';
    objectPrototypeNames?: 'refused when written';
  },
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

    if (expectations.objectPrototypeNames !== 'refused when written') {
      it('sends a body naming Object.prototype members ({{__proto__}}, {{constructor}}) exactly', async () => {
        const body = `{"merchant_order_no":"CLI-1","goods_name":"${OBJECT_NAMES}"}`;
        const { run: cli, traffic } = await sandbox().run(body, vars());
        expect(cli.code, cli.stdout + cli.stderr).toBe(0);
        expect(traffic.map((row) => row.body)).toEqual([body]);
        expect(rowSignVerifies(traffic[0]!)).toBe(true);
      });
    }

    it.each(['{{api_secret}}', '{{process.env.HOME}}', '%7B%7Bapi_secret%7D%7D'])(
      'refuses a base_url holding %s at run time, and nothing reaches its host',
      async (template) => {
        const listener = await countingServer();
        try {
          const { run: cli, traffic } = await sandbox().run('{"merchant_order_no":"CLI-1"}', {
            api_secret: SECRET,
            base_url: `http://127.0.0.1:${listener.port}/${template}`,
          });
          expect(cli.code, cli.stdout + cli.stderr).not.toBe(0);
          expect(cli.stdout + cli.stderr).toContain(BASE_URL_REFUSED);
          expect(listener.count()).toBe(0);
          expect(traffic).toEqual([]);
        } finally {
          await listener.close();
        }
      },
    );

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

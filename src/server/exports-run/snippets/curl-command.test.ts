/**
 * The Request view's "Copy as curl" command, run by bash and the real curl against a listener on
 * 127.0.0.1: a body that curl could read as a file name (`@/path`), or that a shell could expand,
 * arrives as the exact bytes shown, and the file's content is never sent.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlCommand } from '../../../core/snippets/curl-snippet.ts';
import { maySkip, requireRuntime } from '../../test-support/snippet-harness/runtimes.ts';

const FILE_CONTENT = 'FILE-CONTENT-MUST-NOT-BE-SENT';
let server: Server;
let url = '';
let dir = '';
const received: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'curl-command-'));
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/payments/query`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(maySkip('curl'))('the copied curl command', () => {
  it('sends a body naming a file, or holding shell syntax, as its exact bytes', async () => {
    requireRuntime('curl');
    const file = join(dir, 'secret.txt');
    await writeFile(file, FILE_CONTENT);
    const bodies = [
      `@${file}`,
      `@${file}\r\n{"a":"$(id) \${HOME} \`id\` '"}\n`,
      '{"merchant_order_no":"ORD-1"}',
    ];
    for (const body of bodies) {
      received.length = 0;
      const command = curlCommand({
        url,
        headers: { 'Content-Type': 'application/json', 'X-Nonce': '$(id)' },
        body,
      });
      await promisify(execFile)('bash', ['-c', command]);
      expect(received).toEqual([body]);
      expect(received[0]).not.toContain(FILE_CONTENT);
    }
  });
});

/**
 * A merchant ID is typed by the user, or arrives with a share link: one holding a line break must
 * never add a header of its own to a query program's request. Every program runs with its real
 * runtime, one after the other, against a listener on 127.0.0.1 that records the headers it
 * receives; each either refuses to send, or its runtime refuses the header, and no request
 * carries the injected one.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIPPET_LANGUAGES } from '../../../core/snippets/languages.ts';
import { maySkip, requireRuntime } from '../../test-support/snippet-harness/runtimes.ts';
import {
  removePrograms,
  runProgram,
  writeProgram,
} from '../../test-support/snippet-harness/run-program.ts';

const INJECTING_MERCHANT = 'M100001\r\nX-Injected: yes';
let server: Server;
let url = '';
const received: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.headers);
    request.resume();
    request.on('end', () => response.end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/payments/query`;
});

afterAll(async () => {
  await removePrograms();
  await new Promise((resolve) => server.close(resolve));
});

describe('a merchant ID with a line break in the query programs', () => {
  for (const language of SNIPPET_LANGUAGES) {
    it.skipIf(maySkip(language.id))(
      `${language.id}: adds no header of its own`,
      async () => {
        requireRuntime(language.id);
        received.length = 0;
        const { fileName, generate } = language.query;
        const source = generate({ url, merchantId: INJECTING_MERCHANT, body: '{"a":1}' });
        const dir = await writeProgram(fileName, source);
        const run = await runProgram(language.id, dir, fileName, { API_SECRET: 'test_sk_x' });
        expect(run.code).not.toBe(0);
        expect(received.filter((headers) => 'x-injected' in headers)).toEqual([]);
      },
      120_000,
    );
  }
});

import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { quote } from 'shell-quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCurl } from './curl.ts';
import { parseCmdCurl } from './curl-cmd.ts';
import { intakeOrThrow } from '../../test-support.ts';

const run = promisify(execFile);

/** The User-Agent values a request carried, read by Node's own HTTP parser, in order. */
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const agents: string[] = [];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      if (request.rawHeaders[i]?.toLowerCase() === 'user-agent') {
        agents.push(request.rawHeaders[i + 1] ?? '');
      }
    }
    response.end(JSON.stringify(agents));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the real curl sends for these options. */
async function sentByCurl(args: string[]): Promise<string[]> {
  const { stdout } = await run('curl', ['-s', ...args, url], { timeout: 20_000 });
  return JSON.parse(stdout) as string[];
}

/** What the intake reads from the same command, pasted. */
function readByIntake(args: string[]): string[] {
  const intake = intakeOrThrow(parseCurl(quote(['curl', '-s', ...args, url])));
  return intake.headers
    .filter(([name]) => name.toLowerCase() === 'user-agent')
    .map(([, value]) => value);
}

describe('curl -A / --user-agent, as the real curl sends it', () => {
  it.each([
    [['-A', 'axios/1.16.0']],
    [['--user-agent', 'python-requests/2.31.0']],
    [['-Acurl/8.5.0']],
    [['-sA', 'GuzzleHttp/7']],
    [['-A', 'first/1', '-A', 'last/2']],
    // -H names the header: curl's own (from -A) gives way, whichever comes first.
    [['-A', 'x/1', '-H', 'User-Agent: from-header/2']],
    [['-H', 'user-agent: from-header/2', '--user-agent', 'x/1']],
    [['-H', 'User-Agent: one/1', '-H', 'User-Agent: two/2']],
    // -A "" removes the header; -A " " sends a blank one; -H "User-Agent:" removes it too.
    [['-A', '']],
    [['-A', ' ']],
    [['-H', 'User-Agent:', '-A', 'x/1']],
    [['-H', 'User-Agent;']],
  ])('%j', async (args) => {
    const sent = await sentByCurl(args);
    expect(readByIntake(args)).toEqual(sent);
  });

  it('invents none when the command sets none (curl would send its own, version unknown)', async () => {
    expect(await sentByCurl([])).toEqual([expect.stringMatching(/^curl\//)]);
    expect(readByIntake([])).toEqual([]);
  });

  it('no longer reads -A as a harmless option, and its value is not taken for the URL', () => {
    const intake = intakeOrThrow(
      parseCurl(`curl -A 'Agent 007' -H 'Content-Type: application/json' -d '{}' https://x/api`),
    );
    expect(intake.url).toBe('https://x/api');
    expect(intake.warnings).toEqual([]);
    expect(intake.headers).toEqual([
      ['User-Agent', 'Agent 007'],
      ['Content-Type', 'application/json'],
    ]);
  });

  it('reads -A the same way from a Windows cmd copy (curl.exe, ^ escapes)', () => {
    const command = 'curl.exe "https://x/api" ^\n  -A "axios/1.16.0" ^\n  -H "X-Nonce: n1"';
    const intake = intakeOrThrow(parseCmdCurl(command));
    expect(intake.headers).toEqual([
      ['User-Agent', 'axios/1.16.0'],
      ['X-Nonce', 'n1'],
    ]);
  });
});

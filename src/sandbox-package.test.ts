// The sandbox package as an integrator gets it: built, packed with `npm pack`, installed from the
// tarball with no registry into a project outside this repository (no access to its node_modules),
// then started both ways it offers, the import and the command, and called with a query signed by
// Node's own crypto whose signed answer is verified the same way (spec 5.2, 5.3).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maySkip, requireRuntime } from './server/test-support/snippet-harness/runtimes.ts';

const run = promisify(execFile);
const NAME = 'signing-console-sandbox';
const PACKAGE_DIR = fileURLToPath(new URL('../packages/sandbox', import.meta.url));
const MERCHANT = {
  merchantId: 'M-PKG-7',
  testSecret: 'pkg_test_9d2f',
  productionSecret: 'pkg_prod_1c4e',
};

/**
 * The environment without npm's own variables: under `npm test` they name this repository as the
 * prefix, and an install in the temporary project must not land here.
 */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  return { ...env, ...extra };
}

let workDir = '';
let project = '';

beforeAll(async () => {
  // No build left from before: the pack's own prepack builds it from src/server/sandbox.
  rmSync(join(PACKAGE_DIR, 'dist'), { recursive: true, force: true });
  workDir = mkdtempSync(join(tmpdir(), 'sandbox-package-'));
  project = join(workDir, 'project');
  const env = cleanEnv();
  await run('npm', ['pack', PACKAGE_DIR, '--pack-destination', workDir], { env });
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  await run('mkdir', [project]);
  writeFileSync(
    join(project, 'package.json'),
    '{"name":"consumer","private":true,"type":"module"}',
  );
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(workDir, tarball)], {
    cwd: project,
    env,
  });
}, 120_000);

/** Every program a test starts, stopped at the end even when its test failed before stopping it. */
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const installed = () => join(project, 'node_modules', NAME);

/** Every file of the installed package's dist/, as text. */
function bundleText(): string {
  const dist = join(installed(), 'dist');
  return readdirSync(dist)
    .map((name) => readFileSync(join(dist, name), 'utf8'))
    .join('\n');
}

function sign(secret: string, parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('hex');
}

/** A correctly signed query (spec 5.2) and the check of its answer's signature (spec 5.3). */
async function signedQuery(url: string) {
  const body = JSON.stringify({ merchant_order_no: 'ORD-20231114-0001' });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('hex');
  const response = await fetch(`${url}/api/v1/payments/query`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-MerchantID': MERCHANT.merchantId,
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Sign': sign(MERCHANT.testSecret, [MERCHANT.merchantId, timestamp, nonce, body]),
    },
    body,
  });
  const raw = await response.text();
  const h = (name: string) => response.headers.get(name) ?? '';
  const expected = sign(MERCHANT.testSecret, [
    h('X-MerchantID'),
    h('X-Timestamp'),
    h('X-Nonce'),
    raw,
  ]);
  return { status: response.status, raw, verified: h('X-Sign').toLowerCase() === expected };
}

/** Whether something still listens on the URL's port. */
function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Starts a program in the project and reads stdout line by line. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: project, env, stdio: ['pipe', 'pipe', 'pipe'] });
  started.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`the program ended without a line; stderr: ${stderr}`);
    return value as string;
  };
  return { child, nextLine, exited, stderr: () => stderr };
}

describe('the sandbox package', () => {
  it('depends on nothing and carries no browser code', () => {
    const manifest = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest['name']).toContain('sandbox');
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      expect(manifest[field]).toBeUndefined();
    }
    const text = bundleText();
    // Every import is Node's own or the package's own file.
    expect(text).not.toMatch(/^\s*(?:import|export)\b[^;\n]*\bfrom\s*["'](?!node:|\.\/)/m);
    expect(text).not.toMatch(/\b(?:import|require)\(\s*["'](?!node:|\.\/)/);
    expect(text).not.toMatch(/monaco|react-dom|createElement\(|useState\(/i);
    expect(readdirSync(join(installed(), 'dist'))).toContain('index.d.ts');
  });

  it('starts from its import on a free port, answers a signed query with a signed answer, and close() frees the port', async () => {
    writeFileSync(
      join(project, 'consumer.mjs'),
      `import { startSandbox } from '${NAME}';
const sandbox = await startSandbox({ port: 0, ...${JSON.stringify(MERCHANT)} });
console.log(sandbox.url);
process.stdin.once('data', async () => { await sandbox.close(); console.log('closed'); });
`,
    );
    const program = start(process.execPath, ['consumer.mjs'], cleanEnv());
    const url = await program.nextLine();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await signedQuery(url);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.verified).toBe(true);
    program.child.stdin.end('close\n');
    expect(await program.nextLine()).toBe('closed');
    expect(await listening(url)).toBe(false);
    expect(await program.exited).toBe(0);
  }, 30_000);

  it('types its start: a TypeScript consumer compiles against the .d.ts, and a wrong option does not', async () => {
    const tsc = join(process.cwd(), 'node_modules/typescript/bin/tsc');
    writeFileSync(
      join(project, 'tsconfig.json'),
      '{"compilerOptions":{"module":"nodenext","moduleResolution":"nodenext","strict":true,"noEmit":true,"types":[],"lib":["es2022"]},"files":["consumer.ts"]}',
    );
    const compile = (source: string) => {
      writeFileSync(join(project, 'consumer.ts'), source);
      return run(process.execPath, [tsc, '-p', project], { cwd: project }).then(
        () => '',
        (error: { stdout: string }) => error.stdout,
      );
    };
    const good = `import { startSandbox, type RunningSandbox } from '${NAME}';
const sandbox: RunningSandbox = await startSandbox({ host: '127.0.0.1', port: 0, merchantId: 'M1', testSecret: 's', faults: ['delay=5'] });
const url: string = sandbox.url;
await sandbox.close();
export { url };
`;
    expect(await compile(good)).toBe('');
    expect(await compile(good.replace('port: 0', "port: '0'"))).toContain('consumer.ts');
  }, 60_000);

  it('runs as a command: prints its base URL from the SANDBOX_* settings and exits 0 on SIGTERM', async () => {
    const env = cleanEnv({
      SANDBOX_PORT: '0',
      SANDBOX_MERCHANT_ID: MERCHANT.merchantId,
      SANDBOX_TEST_SECRET: MERCHANT.testSecret,
      SANDBOX_PROD_SECRET: MERCHANT.productionSecret,
    });
    const program = start(join(project, 'node_modules/.bin', NAME), [], env);
    const line = await program.nextLine();
    const url = /^Sandbox listening on (http:\/\/127\.0\.0\.1:\d+) \(base URL\)/.exec(line)?.[1];
    expect(url, line).toBeDefined();
    const answer = await signedQuery(url ?? '');
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.verified).toBe(true);
    // A bad signature is diagnosed in the package's own worker thread, not on the sandbox's.
    const refused = await fetch(`${url}/api/v1/payments/query`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-MerchantID': MERCHANT.merchantId,
        'X-Timestamp': String(Math.floor(Date.now() / 1000)),
        'X-Nonce': randomBytes(12).toString('hex'),
        'X-Sign': '0'.repeat(64),
      },
      body: '{}',
    });
    const { data } = (await refused.json()) as { data: { traffic_entry: string } };
    await expect
      .poll(
        async () => {
          const entry = (await (await fetch(`${url}${data.traffic_entry}`)).json()) as {
            diagnosis: { state: string } | null;
          };
          return entry.diagnosis?.state;
        },
        { timeout: 20_000 },
      )
      .toBe('done');
    expect(program.stderr()).not.toContain('diagnosis worker');
    program.child.kill('SIGTERM');
    expect(await program.exited).toBe(0);
    expect(await listening(url ?? '')).toBe(false);
    expect(line + program.stderr()).not.toContain(MERCHANT.testSecret);
  }, 45_000);

  it.skipIf(maySkip('python'))(
    "answers Python's standard library, whose own hmac verifies the signed answer",
    async () => {
      requireRuntime('python');
      writeFileSync(join(project, 'client.py'), PYTHON_CLIENT);
      const env = cleanEnv({
        SANDBOX_PORT: '0',
        SANDBOX_MERCHANT_ID: MERCHANT.merchantId,
        SANDBOX_TEST_SECRET: MERCHANT.testSecret,
        SANDBOX_PROD_SECRET: MERCHANT.productionSecret,
      });
      const program = start(join(project, 'node_modules/.bin', NAME), [], env);
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(await program.nextLine())?.[1] ?? '';
      try {
        const { stdout } = await run('python3', ['client.py', url], {
          cwd: project,
          env: cleanEnv({ MERCHANT_ID: MERCHANT.merchantId, API_SECRET: MERCHANT.testSecret }),
        });
        expect(stdout.trim()).toBe('200 verified');
      } finally {
        program.child.kill('SIGTERM');
        expect(await program.exited).toBe(0);
      }
    },
    30_000,
  );
});

/** A merchant's client with nothing but Python's standard library (spec 5.2 and 5.3). */
const PYTHON_CLIENT = `import hashlib, hmac, json, os, sys, time, uuid, urllib.request
url, merchant, secret = sys.argv[1], os.environ["MERCHANT_ID"], os.environ["API_SECRET"].encode()
body = json.dumps({"merchant_order_no": "ORD-20231114-0001"}, separators=(",", ":")).encode()
timestamp, nonce = str(int(time.time())), uuid.uuid4().hex
def sign(*parts):
    return hmac.new(secret, b"\\n".join(parts), hashlib.sha256).hexdigest()
request = urllib.request.Request(url + "/api/v1/payments/query", data=body, method="POST", headers={
    "Content-Type": "application/json", "X-MerchantID": merchant, "X-Timestamp": timestamp,
    "X-Nonce": nonce, "X-Sign": sign(merchant.encode(), timestamp.encode(), nonce.encode(), body)})
with urllib.request.urlopen(request) as answer:
    raw, h = answer.read(), answer.headers
    expected = sign(h["X-MerchantID"].encode(), h["X-Timestamp"].encode(), h["X-Nonce"].encode(), raw)
    print(answer.status, "verified" if hmac.compare_digest(expected, h["X-Sign"].lower()) else "not verified")
`;

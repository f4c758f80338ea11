import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { trafficListSchema } from '../src/core/sandbox-api/traffic.ts';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Download } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The API-client exports: each downloaded from the Request view holds no secret, runs with its
// own runner against a console's embedded sandbox, and the request it sent opens from the
// Sandbox view's Traffic in Verify as a MATCH. A share link's body full of the clients' template
// and script syntax is hinted at in Request and sent by each export as shown, running nothing.

const SECRET = 'test_sk_4f9a2c7e1b3d';
const BODY = '{"merchant_order_no":"ORD-20231114-0001","goods_name":"咖啡 ☕ café"}';
const SECRET_FORMS = [
  SECRET,
  Buffer.from(SECRET).toString('base64'),
  Buffer.from(SECRET).toString('base64url'),
  Buffer.from(SECRET).toString('hex'),
];
const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

function run(command: string, args: string[], cwd: string) {
  return promisify(execFile)(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NO_COLOR: '1' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

/** Every file of a download as text (a zip unpacked by Python's zipfile, not by the app's code). */
async function filesOf(download: Download, dir: string): Promise<Record<string, string>> {
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  if (!file.endsWith('.zip')) return { [file]: await readFile(file, 'utf8') };
  const out = join(dir, 'unzipped');
  await mkdir(out, { recursive: true });
  await promisify(execFile)('/usr/bin/python3', ['-m', 'zipfile', '-e', file, out]);
  const texts: Record<string, string> = {};
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      texts[path] = await readFile(path, 'utf8');
    }
  }
  return texts;
}

const EXPORTS = [
  {
    button: 'Download Postman collection',
    file: 'signed-query.postman_collection.json',
    runner: (dir: string) =>
      run(
        bin('newman'),
        ['run', 'signed-query.postman_collection.json', '--env-var', `api_secret=${SECRET}`],
        dir,
      ),
  },
  {
    button: 'Download Bruno collection',
    file: 'signed-query.zip',
    runner: (dir: string) =>
      run(
        bin('bru'),
        ['run', '-r', '--env', 'sandbox', '--env-var', `api_secret=${SECRET}`],
        join(dir, 'unzipped', 'signed-query'),
      ),
  },
  {
    button: 'Download .http file',
    file: 'query.http',
    runner: (dir: string) =>
      run(bin('httpyac'), ['send', 'query.http', '--all', '--var', `api_secret=${SECRET}`], dir),
  },
];

for (const exported of EXPORTS) {
  test(`${exported.button}: no secret in it, its runner is green against the sandbox, and the request it sent is a MATCH in Verify`, async ({
    startConsole,
    requestPage,
    snippetsPanel,
    sandboxPage,
    verifyPage,
    page,
  }) => {
    // Starts a client runner (seconds on a busy machine).
    test.slow();
    const consoleUrl = (await startConsole({})).replace(/\/+$/, '');
    await requestPage.open(consoleUrl);
    await requestPage.fill({ 'Test API secret': SECRET });
    await requestPage.setBody(BODY);

    const file = await snippetsPanel.download(exported.button);
    expect(file.suggestedFilename()).toBe(exported.file);
    const dir = test.info().outputPath('export');
    await mkdir(dir, { recursive: true });
    const texts = await filesOf(file, dir);
    expect(Object.keys(texts).length).toBeGreaterThan(0);
    for (const [path, text] of Object.entries(texts)) {
      for (const form of SECRET_FORMS) expect(text, path).not.toContain(form);
    }

    const result = await exported.runner(dir);
    expect(result.code, result.stdout).toBe(0);

    // The query the runner sent, as the sandbox logged it: its nonce finds its row in the view.
    const log = await fetch(`${consoleUrl}/sandbox/_sandbox/requests`);
    const entries = trafficListSchema.parse(await log.json());
    const sent = entries.find((entry) => entry.path.endsWith('/api/v1/payments/query'));
    expect(sent?.nonce).toBeTruthy();
    await sandboxPage.open(consoleUrl);
    await sandboxPage.openInVerify(sandboxPage.trafficRow(sent!.nonce!));
    await expect(page).toHaveURL(/#\/verify$/);
    await verifyPage.field('Test API secret').fill(SECRET);
    await expect(verifyPage.verdict).toHaveText('MATCH');
  });
}

for (const exported of EXPORTS) {
  test(`${exported.button}: a shared body full of template syntax is sent as shown, and nothing runs`, async ({
    startConsole,
    requestPage,
    snippetsPanel,
    page,
  }) => {
    test.slow();
    const consoleUrl = (await startConsole({})).replace(/\/+$/, '');
    const dir = test.info().outputPath('shared');
    await mkdir(dir, { recursive: true });
    const written = join(dir, 'pwned');
    const body = `{"merchant_order_no":"ORD-20231114-0001","goods_name":"{{api_secret}} {{process.env.HOME}} {{$guid}} {{ require('fs').writeFileSync('${written}', 'x') }}"}`;
    const shared = {
      kind: 'request',
      env: 'test',
      merchant_id: 'M100001',
      timestamp: '1732170000',
      nonce: 'Zx9Qw8Er7Ty6Ui5O',
      raw_body: body,
    };
    await page.goto(
      `${consoleUrl}/#case=${Buffer.from(JSON.stringify(shared)).toString('base64url')}`,
    );
    await expect(page).toHaveURL(/#\/request$/);
    await expect(page.locator('[data-lint="body-template-syntax"]')).toBeVisible();
    await requestPage.fill({ 'Test API secret': SECRET });
    await filesOf(await snippetsPanel.download(exported.button), dir);
    await exported.runner(dir);

    const log = await fetch(`${consoleUrl}/sandbox/_sandbox/requests`);
    const entries = trafficListSchema.parse(await log.json());
    const sent = entries.filter((entry) => entry.path.endsWith('/api/v1/payments/query'));
    expect(sent.map((entry) => entry.body)).toEqual([body]);
    const { merchantId, timestamp, nonce, receivedSign } = sent[0]!;
    const payload = `${merchantId}\n${timestamp}\n${nonce}\n${body}`;
    expect(receivedSign).toBe(createHmac('sha256', SECRET).update(payload).digest('hex'));
    expect(existsSync(written)).toBe(false);
  });
}

test('the Request view links to the embedded sandbox openapi.json, which names that sandbox as its server', async ({
  requestPage,
  snippetsPanel,
  page,
  baseURL,
}) => {
  await requestPage.open();
  const link = snippetsPanel.region.getByRole('link', { name: 'openapi.json' });
  const sandboxUrl = `${baseURL!.replace(/\/+$/, '')}/sandbox`;
  await expect(link).toHaveAttribute('href', `${sandboxUrl}/openapi.json`);
  const answer = await page.request.get(`${sandboxUrl}/openapi.json`);
  expect(answer.status()).toBe(200);
  const doc = (await answer.json()) as {
    servers: { url: string }[];
    paths: Record<string, unknown>;
  };
  expect(doc.servers[0]!.url).toBe(sandboxUrl);
  expect(Object.keys(doc.paths)).toContain('/api/v1/payments/query');
});

test('at phone width the API-client downloads wrap instead of widening the page', async ({
  requestPage,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await requestPage.open();
  const block = page.getByTestId('request.api-clients');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('button', { name: 'Download .http file' })).toBeVisible();
  const parts = [...(await block.getByRole('button').all()), block.locator('.hint')];
  for (const part of parts) {
    const box = await part.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
});

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures.ts';

const SECRET = 'test_sk_4f9a2c7e1b3d';
// The seeded order, with a goods name that needs escaping in every language.
const BODY = '{"merchant_order_no":"ORD-20231114-0001","goods_name":"咖啡 ☕ \\"q\\" $HOME 100%"}';

test('the Node.js snippet is shown, copied, and downloaded as a program that runs against the sandbox', async ({
  requestPage,
  snippetsPanel,
  page,
}) => {
  // Runs a Node.js program or saves a dozen downloads: allow for a busy machine.
  test.slow();
  await requestPage.open();
  await requestPage.setBody(BODY);
  await snippetsPanel.tab('Node.js').click();
  await expect(snippetsPanel.tab('Node.js')).toHaveAttribute('aria-selected', 'true');
  const code = snippetsPanel.code(snippetsPanel.snippet);
  await expect(code).toContainText('process.env.API_SECRET');
  await expect(code).toContainText('/sandbox/api/v1/payments/query');
  await expect(code).not.toContainText(SECRET);

  await snippetsPanel.snippet.getByRole('button', { name: 'Copy program' }).click();
  await expect(snippetsPanel.snippet.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await code.textContent());

  const download = await snippetsPanel.download('Download Node.js snippet');
  expect(download.suggestedFilename()).toBe('query.mjs');
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const { stdout } = await promisify(execFile)('node', [file], {
    env: { ...process.env, API_SECRET: SECRET },
    encoding: 'utf8',
  });
  const envelope = JSON.parse(stdout);
  expect(envelope.code).toBe(0);
  expect(envelope.data.merchant_order_no).toBe('ORD-20231114-0001');
});

test('the downloaded snippet exits non-zero with a wrong secret, and never embeds one', async ({
  requestPage,
  snippetsPanel,
}) => {
  // Runs a Node.js program or saves a dozen downloads: allow for a busy machine.
  test.slow();
  await requestPage.open();
  await snippetsPanel.tab('Node.js').click();
  const download = await snippetsPanel.download('Download Node.js snippet');
  const file = test.info().outputPath('query.mjs');
  await download.saveAs(file);
  const run = await promisify(execFile)('node', [file], {
    env: { ...process.env, API_SECRET: 'not-the-secret' },
    encoding: 'utf8',
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('UNTRUSTED');
});

test('every language has a tab with a download named for its file; curl has no receiver', async ({
  requestPage,
  snippetsPanel,
}) => {
  // Runs a Node.js program or saves a dozen downloads: allow for a busy machine.
  test.slow();
  const files = {
    'Node.js': ['query.mjs', 'receiver.mjs'],
    Python: ['query.py', 'receiver.py'],
    Java: ['Query.java', 'Receiver.java'],
    Go: ['query.go', 'receiver.go'],
    PHP: ['query.php', 'receiver.php'],
  };
  for (const [label, [query, receiver]] of Object.entries(files)) {
    // A fresh page per language keeps each page to two downloads: Chromium's guard against a
    // page starting many downloads can hold a later one back, which a user meets as a prompt
    // and a headless test as a download that never comes.
    await requestPage.open();
    await snippetsPanel.choose(label);
    const snippet = await snippetsPanel.download(`Download ${label} snippet`);
    expect(snippet.suggestedFilename()).toBe(query);
    const download = await snippetsPanel.download(`Download ${label} receiver`);
    expect(download.suggestedFilename()).toBe(receiver);
  }
  // bash has no webhook receiver: its tab says where to find one.
  await requestPage.open();
  await snippetsPanel.choose('curl');
  expect((await snippetsPanel.download('Download curl snippet')).suggestedFilename()).toBe(
    'query.sh',
  );
  await expect(snippetsPanel.receiver).toHaveCount(0);
  await expect(snippetsPanel.region).toContainText('pick another language for a webhook receiver');
});

test('without a base URL there is no query program to take, only the receiver', async ({
  requestPage,
  snippetsPanel,
  page,
}) => {
  await requestPage.open();
  await page.getByRole('radio', { name: 'Production' }).check();
  await snippetsPanel.tab('Python').click();
  await expect(snippetsPanel.region).toContainText('The query program needs a valid base URL');
  await expect(snippetsPanel.snippet).toHaveCount(0);
  await expect(snippetsPanel.receiver).toBeVisible();
});

test('programs below the fold follow a body typed while they were out of view, once scrolled to', async ({
  requestPage,
  snippetsPanel,
  page,
}) => {
  // A laptop-height window, where the programs start below the fold.
  await page.setViewportSize({ width: 1280, height: 600 });
  await requestPage.open();
  await expect(snippetsPanel.code(snippetsPanel.snippet)).toContainText('ORD-20231114-0001');
  await expect(snippetsPanel.region).not.toBeInViewport();
  await requestPage.setBody('{"merchant_order_no":"ORD-OUT-OF-VIEW-7"}');
  await expect(requestPage.signature).toBeVisible();

  await snippetsPanel.region.scrollIntoViewIfNeeded();
  await expect(snippetsPanel.code(snippetsPanel.snippet)).toContainText('ORD-OUT-OF-VIEW-7');
  await expect(snippetsPanel.code(snippetsPanel.snippet)).not.toContainText('ORD-20231114-0001');
});

import { fileURLToPath } from 'node:url';
import { expect, test as base } from './support/fixtures.ts';
import { startStaticHost } from './support/static-host.ts';

// The production build served by a plain static file server at a sub-path, with no console
// server behind it: the sandbox runs inside the page (docs/hosting.md).

const PREFIX = '/tools/signing-console/';
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

const test = base.extend<{ staticUrl: string }>({
  staticUrl: async ({}, use) => {
    const host = await startStaticHost(distDir, PREFIX);
    await use(host.url);
    await host.close();
  },
});

test('Send goes to the in-page sandbox and its signed answer verifies', async ({
  staticUrl,
  requestPage,
  page,
}) => {
  await page.goto(staticUrl);
  await requestPage.bodyEditor.waitFor();
  await expect(await requestPage.send()).toHaveText('VERIFIED');
});

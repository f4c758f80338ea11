import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures.ts';

// The base URLs the console's server announces are server data: shown and used, never copied
// into the settings persisted on this device; only what the user types there is.

test("an announced base URL is used but not persisted; the user's own is", async ({
  page,
  requestPage,
  startConsole,
}) => {
  // Nothing is sent in this test: a remote that exists only as an address is enough.
  const remote = createServer();
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const announced = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  try {
    await page.goto(await startConsole({ test: announced }));
    const field = page.getByLabel('Test base URL');
    await expect(field).toHaveValue(announced);
    await expect(requestPage.sendTarget).toContainText("through this console's proxy");
    await expect(page.getByText("Reached through this console's proxy")).toBeVisible();
    const stored = () => page.evaluate(() => JSON.stringify(window.localStorage));
    expect(await stored()).not.toContain(announced);

    await field.fill('https://mine.example');
    await expect(requestPage.sendTarget).not.toContainText('proxy');
    await expect(page.getByText("Reached through this console's proxy")).toHaveCount(0);
    await expect.poll(stored).toContain('https://mine.example');
  } finally {
    await new Promise((resolve) => remote.close(resolve));
  }
});

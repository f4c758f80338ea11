import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { VerifyPage } from './support/verify-page.ts';
import type { SessionManifest } from '../src/core/intake/fixtures/fixture-manifest.ts';

// Shell sessions and chat exports pasted whole, as a ticket brings them: a zsh and a fish session
// captured in a pty (scripts/intake-fixtures/shells.py, truth = what the loopback server got)
// and a chat export written to Slack's copied format (scripts/intake-fixtures/written.py). The
// sign each manifest holds is checked here with node:crypto before the page is asked.

const DIRS = {
  shells: 'src/core/intake/fixtures/shells/',
  written: 'src/core/intake/fixtures/written/',
};

function fixture(dir: keyof typeof DIRS, file: string) {
  const manifest = JSON.parse(readFileSync(`${DIRS[dir]}${dir}.json`, 'utf8')) as SessionManifest;
  const { sent } = manifest.fixtures.find((f) => f.file === file)!;
  const payload = `${sent.merchantId}\n${sent.timestamp}\n${sent.nonce}\n${sent.body}`;
  expect(createHmac('sha256', manifest.secret).update(payload).digest('hex')).toBe(sent.sign);
  return { paste: readFileSync(`${DIRS[dir]}${file}`, 'utf8'), sent, secret: manifest.secret };
}

async function pasteWithSecret(
  verify: VerifyPage,
  { paste, sent, secret }: ReturnType<typeof fixture>,
) {
  await verify.open();
  await verify.field('Test API secret').fill(secret);
  await verify.paste(paste);
  await expect(verify.field('Nonce')).toHaveValue(sent.nonce);
  await expect(verify.receivedSign).toHaveText(sent.sign);
  await expect(verify.expectedSign).toHaveText(sent.sign);
}

test("a zsh session: curl's $'...' body with \\n, \\u20ac and \\' inside verifies", async ({
  page,
}) => {
  const verify = new VerifyPage(page);
  await pasteWithSecret(verify, fixture('shells', 'zsh-ansi-c-quoting.txt'));
  await expect(verify.detectedFormat).toHaveText(/shell session \(bash or zsh\)/);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a fish session: the file cat printed above curl -d @file is the body, its line feed stripped', async ({
  page,
}) => {
  const verify = new VerifyPage(page);
  await pasteWithSecret(verify, fixture('shells', 'fish-cat-then-curl-d.txt'));
  await expect(verify.detectedFormat).toHaveText(/shell session \(fish\)/);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a Slack copy with the headers in one message and the body in the next verifies', async ({
  page,
}) => {
  const verify = new VerifyPage(page);
  await pasteWithSecret(verify, fixture('written', 'slack-split-message.txt'));
  await expect(verify.verdict).toHaveText('MATCH');
});

import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { DEMO_TEST_SECRET, harFile, nowSeconds } from './support/cases.ts';
import type { VerifyPage } from './support/verify-page.ts';

// The reply to the merchant, copied through the real clipboard, and its fix code run: Python (the
// system's python3 with requests) and Node.js programs taken from the reply, sent to the console's
// embedded sandbox on loopback, and accepted.

const ORDER = 'ORD-20231114-0001';
const NONCE = 'reply-e2e-0123456789';

/** A one-entry HAR of a request sent to `url` with this User-Agent, signed over `signed`. */
function har(url: string, userAgent: string, timestamp: string, wireBody: string, signed: string) {
  const sign = createHmac('sha256', DEMO_TEST_SECRET).update(signed, 'utf8').digest('hex');
  const sent = { merchantId: 'M100001', timestamp, nonce: NONCE, body: wireBody, sign };
  return harFile(sent, { url, userAgent });
}

/** Copies the reply in `language` through the clipboard and returns the text. */
async function copiedReply(page: Page, language: string): Promise<string> {
  await page.getByLabel('Reply code language').selectOption({ label: language });
  await page.getByRole('button', { name: 'Copy reply' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The last block of `fence`: a library's fix shows the lines that change before the program. */
function block(reply: string, fence: string): string {
  const found = [...reply.matchAll(new RegExp('```' + fence + '\\n([\\s\\S]*?)\\n```', 'g'))].at(
    -1,
  );
  if (!found) throw new Error(`no ${fence} block in the reply`);
  return found[1]!;
}

/** Runs a fix program with the demo test secret; resolves its exit code and output. */
function run(command: string, file: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      [file],
      { env: { ...process.env, API_SECRET: DEMO_TEST_SECRET, BASE_URL: '' }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

// Node resolves axios from the repository's node_modules: the programs are written beside it.
function workDir() {
  mkdirSync(join(process.cwd(), 'test-results'), { recursive: true });
  return mkdtempSync(join(process.cwd(), 'test-results', 'reply-'));
}

function expectVector(reply: string) {
  const vector = JSON.parse(block(reply, 'json')) as Record<string, string>;
  const payload = [vector.merchant_id, vector.timestamp, vector.nonce, vector.body].join('\n');
  expect(vector.sign).toBe(createHmac('sha256', vector.secret!).update(payload).digest('hex'));
  expect(reply).not.toContain(DEMO_TEST_SECRET);
  expect(reply).not.toContain('#case=');
}

interface Sent {
  userAgent: string;
  /** The body on the wire, and what the sender signed in its place. */
  body: string;
  signedBody?: string;
  /** The timestamp signed, as a suffix to the header's seconds (`123` for milliseconds). */
  signedSuffix?: string;
  separator?: string;
  cause: string;
}

/** Pastes the request as a HAR, waits for its diagnosis, and opens its reply. */
async function openReply(page: Page, verifyPage: VerifyPage, baseURL: string, sent: Sent) {
  const url = `${baseURL.replace(/\/+$/, '')}/sandbox/api/v1/payments/query`;
  const seconds = nowSeconds();
  const signed = [
    'M100001',
    `${seconds}${sent.signedSuffix ?? ''}`,
    NONCE,
    sent.signedBody ?? sent.body,
  ];
  await verifyPage.open();
  await verifyPage.paste(
    har(url, sent.userAgent, seconds, sent.body, signed.join(sent.separator ?? '\n')),
  );
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', sent.cause);
  await page.getByRole('button', { name: 'Reply to merchant' }).click();
}

/** Writes the reply's fix in `fence` to `file` and runs it; it must be accepted. */
async function expectFixAccepted(reply: string, fence: string, dir: string, file: string) {
  writeFileSync(join(dir, file), block(reply, fence));
  const ran = await run(
    file.endsWith('.py') ? '/usr/bin/python3' : process.execPath,
    join(dir, file),
  );
  expect(ran.out).toContain('"code":0');
  expect(ran.code, ran.out).toBe(0);
}

test('a python-requests millisecond case: the reply names it, and its Python and Node fixes are accepted', async ({
  page,
  verifyPage,
  baseURL,
}) => {
  await openReply(page, verifyPage, baseURL!, {
    userAgent: 'python-requests/2.28.1',
    body: `{"merchant_order_no": "${ORDER}"}`,
    signedSuffix: '123',
    cause: 'TIMESTAMP_MILLISECONDS',
  });
  await expect(page.getByLabel('Reply code language')).toHaveValue('python');
  const python = await copiedReply(page, 'Python');
  expect(python).toContain(
    'Your code signs the timestamp in milliseconds, but the X-Timestamp header carries seconds.',
  );
  expect(python).toContain('data=BODY');
  expectVector(python);
  const dir = workDir();
  await expectFixAccepted(python, 'python', dir, 'fix.py');
  await expectFixAccepted(await copiedReply(page, 'Node.js'), 'javascript', dir, 'fix.mjs');
});

test('an axios re-serialized body: the reply sends the signed string, and its Node and Python fixes are accepted', async ({
  page,
  verifyPage,
  baseURL,
}) => {
  const order = { merchant_order_no: ORDER };
  await openReply(page, verifyPage, baseURL!, {
    userAgent: 'axios/1.16.0',
    body: JSON.stringify(order),
    signedBody: JSON.stringify(order, null, 2),
    cause: 'BODY_REFORMATTED',
  });
  await expect(page.getByLabel('Reply code language')).toHaveValue('node');
  const node = await copiedReply(page, 'Node.js');
  expect(node).toContain("import axios from 'axios'");
  expectVector(node);
  const dir = workDir();
  await expectFixAccepted(node, 'javascript', dir, 'fix.mjs');
  await expectFixAccepted(await copiedReply(page, 'Python'), 'python', dir, 'fix.py');
});

test('Download reply saves the same Markdown as a .md file', async ({
  page,
  verifyPage,
  baseURL,
}) => {
  await openReply(page, verifyPage, baseURL!, {
    userAgent: 'curl/8.5.0',
    body: `{"merchant_order_no":"${ORDER}"}`,
    separator: '\r\n',
    cause: 'CRLF_SEPARATORS',
  });
  await expect(page.getByLabel('Reply code language')).toHaveValue('curl');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download reply' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('reply-M100001.md');
  const text = await (await file.createReadStream()).toArray();
  const saved = Buffer.concat(text.map((chunk: Buffer) => chunk)).toString('utf8');
  expect(saved).toContain('first differ at byte 7');
  await expect(page.getByTestId('verify.reply-text')).toHaveText(saved);
});

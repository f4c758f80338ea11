import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { DEMO_TEST_SECRET, rawHttpRequest, signCase, type SignedCase } from './support/cases.ts';

// Verify's result is a function of the current input only: every frame shows the verdict,
// expected sign and diagnosis of the case in the fields, or marks them not current; a paste that
// cannot be read never leaves the previous case's result looking like its answer.

interface Frame {
  received: string | null;
  expected: string | null;
  verdict: string | null;
  stale: string | null;
  cause: string | null;
}

declare global {
  interface Window {
    verifyFrames?: Frame[];
  }
}

const BODY = '{"merchant_order_no":"ORD-CURRENT-1"}';
const base = (n: number) => ({
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: `current-nonce-${String(n).padStart(4, '0')}`,
  body: BODY,
});

/** Ten cases of different outcomes: a match, CR LF separators, a wrong secret, in turn. */
function tenCases(): Array<{ signed: SignedCase; verdict: 'MATCH' | 'MISMATCH' }> {
  return Array.from({ length: 10 }, (_, n) => {
    if (n % 3 === 0) return { signed: signCase(base(n)), verdict: 'MATCH' as const };
    if (n % 3 === 1) return { signed: signCase(base(n), undefined, '\r\n'), verdict: 'MISMATCH' };
    return { signed: signCase(base(n), 'not_the_secret_0'), verdict: 'MISMATCH' };
  });
}

const hmac = (c: Omit<SignedCase, 'sign'>) =>
  createHmac('sha256', DEMO_TEST_SECRET)
    .update(`${c.merchantId}\n${c.timestamp}\n${c.nonce}\n${c.body}`, 'utf8')
    .digest('hex');

test('ten pastes in a row: no frame shows a result of another paste', async ({
  page,
  verifyPage: verify,
}) => {
  // Records what the result shows on every DOM change and every frame.
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    window.verifyFrames = frames;
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
    const note = () => {
      const frame: Frame = {
        received: text('received-sign') ?? null,
        expected: text('expected-sign') ?? null,
        verdict: text('verdict') ?? null,
        stale:
          document.querySelector('[data-testid="verdict"]')?.getAttribute('data-stale') ?? null,
        cause:
          document.querySelector('[data-testid="diagnosis"]')?.getAttribute('data-cause') ?? null,
      };
      const last = frames[frames.length - 1];
      if (!last || JSON.stringify(last) !== JSON.stringify(frame)) frames.push(frame);
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const everyFrame = () => {
      note();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  await verify.open();
  const cases = tenCases();
  const settledCause = new Map<string, string | null>();
  for (const { signed, verdict } of cases) {
    await verify.paste(rawHttpRequest(signed));
    await expect(verify.receivedSign).toHaveText(signed.sign);
    await expect(verify.verdict).toHaveText(verdict);
    if (verdict === 'MISMATCH') {
      await expect(verify.diagnosis).toBeVisible();
      settledCause.set(signed.sign, await verify.diagnosis.getAttribute('data-cause'));
    } else {
      await expect(verify.diagnosis).toHaveCount(0);
      settledCause.set(signed.sign, null);
    }
  }
  const frames = (await page.evaluate(() => window.verifyFrames))!;
  const bySign = new Map(cases.map((c) => [c.signed.sign, c]));
  let checked = 0;
  for (const frame of frames) {
    const shown = frame.received === null ? undefined : bySign.get(frame.received);
    if (!shown) continue;
    checked += 1;
    const where = JSON.stringify(frame);
    // The expected sign is the current case's or a placeholder, never another case's.
    expect(['—', hmac(shown.signed)], where).toContain(frame.expected);
    if (frame.stale === 'true') {
      expect(frame.cause, where).toBeNull();
      continue;
    }
    expect(['…', shown.verdict], where).toContain(frame.verdict);
    // A diagnosis on screen is the one this case settles on, never the previous case's.
    if (frame.cause !== null) expect(frame.cause, where).toBe(settledCause.get(shown.signed.sign));
  }
  expect(checked).toBeGreaterThanOrEqual(10);
  expect(new Set(settledCause.values())).toContain('CRLF_SEPARATORS');

  // Then a paste that cannot be read: the old result is marked stale.
  await verify.paste('hello, the signature of my last request fails');
  await expect(verify.intakeError).toBeVisible();
  await expect(verify.verdict).toHaveAttribute('data-stale', 'true');
  await expect(verify.diagnosis).toHaveCount(0);
  await expect(verify.shareLink).toHaveCount(0);
});

test('a paste that cannot be read keeps the fields but shows no verdict, diagnosis or link as its answer', async ({
  verifyPage: verify,
}) => {
  await verify.open();
  const signed = signCase(base(1));
  await verify.paste(rawHttpRequest(signed));
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(verify.verdict).not.toHaveAttribute('data-stale');
  await expect(verify.shareLink).toBeVisible();

  await verify.paste('The customer says: it does not work');
  await expect(verify.intakeError).toBeVisible();
  await expect(verify.verdict).toHaveAttribute('data-stale', 'true');
  await expect(verify.page.getByTestId('verify.stale')).toContainText('previous case');
  await expect(verify.shareLink).toHaveCount(0);
  await expect(verify.field('Nonce')).toHaveValue(signed.nonce);

  // Editing a field makes the fields the case checked: the result is current again.
  await verify.field('Nonce').fill('typed-by-hand-0001');
  await expect(verify.verdict).not.toHaveAttribute('data-stale');
  await expect(verify.verdict).toHaveText('MISMATCH');
});

test('a share link never focuses or selects a secret already there: Space scrolls, the secret stays', async ({
  page,
  verifyPage: verify,
}) => {
  const signed = signCase(base(2));
  const shared = {
    kind: 'request',
    env: 'test',
    merchant_id: signed.merchantId,
    timestamp: signed.timestamp,
    nonce: signed.nonce,
    raw_body: signed.body,
    received_sign: signed.sign,
  };
  await page.goto(`/#case=${Buffer.from(JSON.stringify(shared)).toString('base64url')}`);
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(verify.verdict).toHaveText('MATCH');
  const secret = verify.field('Test API secret');
  await expect(secret).not.toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.type('x');
  await expect(secret).toHaveValue(DEMO_TEST_SECRET);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('the shared-case banner names the environment switched to, not the link’s', async ({
  page,
}) => {
  const signed = signCase(base(3));
  const shared = {
    kind: 'request',
    env: 'test',
    merchant_id: signed.merchantId,
    timestamp: signed.timestamp,
    nonce: signed.nonce,
    raw_body: signed.body,
    received_sign: signed.sign,
  };
  await page.goto(`/#case=${Buffer.from(JSON.stringify(shared)).toString('base64url')}`);
  const banner = page.getByRole('status').filter({ hasText: 'Opened a shared case' });
  await expect(banner).toContainText('(test)');
  await page.getByRole('radio', { name: 'Production' }).check();
  await expect(banner).toContainText('(production)');
  await expect(banner).not.toContainText('(test)');
  await expect(banner).toContainText('enter the Production API secret');
});

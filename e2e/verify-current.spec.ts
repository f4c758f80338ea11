import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { DEMO_TEST_SECRET, rawHttpRequest, signCase, type SignedCase } from './support/cases.ts';
import type { VerifyPage } from './support/verify-page.ts';

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

/** A `#case=` link (docs/architecture.md contract) for a test-environment request. */
const shareLink = (signed: SignedCase) => {
  const shared = {
    kind: 'request',
    env: 'test',
    merchant_id: signed.merchantId,
    timestamp: signed.timestamp,
    nonce: signed.nonce,
    raw_body: signed.body,
    received_sign: signed.sign,
  };
  return `/#case=${Buffer.from(JSON.stringify(shared)).toString('base64url')}`;
};

const hmac = (c: Omit<SignedCase, 'sign'>) =>
  createHmac('sha256', DEMO_TEST_SECRET)
    .update(`${c.merchantId}\n${c.timestamp}\n${c.nonce}\n${c.body}`, 'utf8')
    .digest('hex');

type Case = ReturnType<typeof tenCases>[number];

/** Pastes a case and waits for its settled result: the diagnosis's cause, or null on a match. */
async function pasteAndSettle(verify: VerifyPage, { signed, verdict }: Case) {
  await verify.paste(rawHttpRequest(signed));
  await expect(verify.receivedSign).toHaveText(signed.sign);
  await expect(verify.verdict).toHaveText(verdict);
  await expect(verify.diagnosis).toHaveCount(verdict === 'MISMATCH' ? 1 : 0);
  return verdict === 'MISMATCH' ? verify.diagnosis.getAttribute('data-cause') : null;
}

/**
 * The recorded frames that show a result of another case than the one in the fields: an
 * expected sign, a verdict or a diagnosis not the current case's (placeholders and a result
 * marked stale excepted).
 */
function framesOfAnotherCase(
  frames: Frame[],
  cases: Case[],
  settledCause: Map<string, string | null>,
) {
  const bySign = new Map(cases.map((c) => [c.signed.sign, c]));
  const shownFrames = frames.flatMap((frame) => {
    const shown = frame.received === null ? undefined : bySign.get(frame.received);
    return shown ? [{ frame, shown }] : [];
  });
  const wrong = shownFrames.filter(({ frame, shown }) => {
    const expectedOk = ['—', hmac(shown.signed)].includes(frame.expected ?? '');
    if (frame.stale === 'true') return !expectedOk || frame.cause !== null;
    const verdictOk = ['…', shown.verdict].includes(frame.verdict ?? '');
    const causeOk = frame.cause === null || frame.cause === settledCause.get(shown.signed.sign);
    return !(expectedOk && verdictOk && causeOk);
  });
  return { checked: shownFrames.length, wrong: wrong.map(({ frame }) => frame) };
}

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
  for (const pasted of cases) {
    settledCause.set(pasted.signed.sign, await pasteAndSettle(verify, pasted));
  }
  const frames = (await page.evaluate(() => window.verifyFrames))!;
  const { checked, wrong } = framesOfAnotherCase(frames, cases, settledCause);
  expect(wrong).toEqual([]);
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
  await page.goto(shareLink(signed));
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
  await page.goto(shareLink(signed));
  const banner = page.getByRole('status').filter({ hasText: 'Opened a shared case' });
  await expect(banner).toContainText('(test)');
  await page.getByRole('radio', { name: 'Production' }).check();
  await expect(banner).toContainText('(production)');
  await expect(banner).not.toContainText('(test)');
  await expect(banner).toContainText('enter the Production API secret');
});

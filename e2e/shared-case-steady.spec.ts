import { expect, test } from './support/fixtures.ts';
import { nowSeconds, signCase } from './support/cases.ts';

// A shared case's result, once drawn, stays until its inputs change: no flicker as the first
// frame's preview hands over to the Verify view and the diagnosis arrives.

const SECRET = 'prod_sk_steady_case_91';
const WATCHED = ['verdict', 'expected-sign'] as const;

declare global {
  interface Window {
    steadyRecords?: Record<string, Array<string | null>>;
  }
}

test('opening a #case= link and typing the secret draws the verdict and expected sign once', async ({
  page,
}) => {
  // Every text each test id takes (null while absent), recorded from the first DOM change on.
  await page.addInitScript((ids: readonly string[]) => {
    const records: Record<string, Array<string | null>> = {};
    window.steadyRecords = records;
    const note = () => {
      for (const id of ids) {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
        const list = (records[id] ??= []);
        if (list.length === 0 || list[list.length - 1] !== text) list.push(text);
      }
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, WATCHED);

  // A production call signed with CR LF separators: MISMATCH, then the diagnosis arrives.
  const signed = signCase(
    {
      merchantId: 'M100001',
      timestamp: nowSeconds(),
      nonce: 'steady-nonce-0001',
      body: '{"merchant_order_no":"ORD-STEADY"}',
    },
    SECRET,
    '\r\n',
  );
  const shared = {
    kind: 'request',
    env: 'production',
    merchant_id: signed.merchantId,
    timestamp: signed.timestamp,
    nonce: signed.nonce,
    raw_body: signed.body,
    received_sign: signed.sign,
  };
  // The Verify view's code is held back until the secret is typed, so the first frame's preview
  // shows the result first and the hand-over happens with the result on screen, as on a slow
  // connection.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/verify-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/#case=${Buffer.from(JSON.stringify(shared)).toString('base64url')}`);
  const secret = page.getByLabel('Production API secret', { exact: true });
  await expect(secret).toBeFocused();
  await secret.fill(SECRET);
  const preview = page.getByRole('region', { name: 'Shared case' });
  await expect(preview.getByTestId('verdict')).toHaveText('MISMATCH');
  release();
  await expect(preview).toBeHidden();

  await expect(page.getByTestId('verdict')).toHaveText('MISMATCH');
  await expect(page.getByTestId('diagnosis')).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
  const expected = await page.getByTestId('expected-sign').textContent();
  expect(expected).toMatch(/^[0-9a-f]{64}$/);

  const records = (await page.evaluate(() => window.steadyRecords))!;
  // Before the secret: absent or a placeholder; from the first real value on, only that value.
  const placeholders = [null, '…', '—'];
  const steady = (list: Array<string | null>, final: string) => {
    const first = list.indexOf(final);
    expect(first, JSON.stringify(list)).toBeGreaterThanOrEqual(0);
    expect(list.slice(0, first).every((text) => placeholders.includes(text))).toBe(true);
    expect(list.slice(first), JSON.stringify(list)).toEqual([final]);
  };
  steady(records['verdict']!, 'MISMATCH');
  steady(records['expected-sign']!, expected!);
});

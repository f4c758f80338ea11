import type { Locator, Page } from '@playwright/test';

/** A case as a `#case=` link carries it (docs/architecture.md, stable contract "Share link"). */
export type SharedCaseLink = Record<string, string>;

/** What this browser keeps of the user's work, as a reload would find it. */
export interface KeptWork {
  env: string | undefined;
  merchantId: string | undefined;
  request: { timestamp?: string; nonce?: string; body?: string } | undefined;
  verify: { fields?: Record<string, string>; source?: unknown } | undefined;
}

/** A share link opened in the console: its banner, "Use these values" and the Undo after it. */
export class SharedCasePage {
  readonly banner: Locator;
  readonly useValues: Locator;
  readonly close: Locator;
  readonly undoOffer: Locator;
  readonly undo: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByTestId('shared-case.banner');
    this.useValues = page.getByRole('button', { name: 'Use these values' });
    this.close = page.getByRole('button', { name: 'Close shared case' });
    this.undoOffer = page.getByTestId('shared-case.undo');
    this.undo = this.undoOffer.getByRole('button', { name: 'Undo' });
  }

  /** The `#case=` fragment of a case. */
  static fragment(shared: SharedCaseLink): string {
    return `#case=${Buffer.from(JSON.stringify(shared), 'utf8').toString('base64url')}`;
  }

  /** Opens the link in the page, as following it from a chat opens it. */
  async open(shared: SharedCaseLink, consoleUrl = '') {
    await this.page.goto(`${consoleUrl.replace(/\/+$/, '')}/${SharedCasePage.fragment(shared)}`);
    await this.banner.waitFor();
  }

  /** What localStorage and this tab's sessionStorage hold now, drafts written first. */
  async kept(): Promise<KeptWork> {
    return this.page.evaluate(() => {
      // Drafts are written when changes pause or the page is left: leave it, as a reload does.
      window.dispatchEvent(new Event('pagehide'));
      const read = (storage: Storage, key: string) =>
        JSON.parse(storage.getItem(key) ?? '{}').state as Record<string, never> | undefined;
      const settings = read(localStorage, 'signing-console.settings');
      return {
        env: settings?.env,
        merchantId: settings?.merchantId,
        request: read(sessionStorage, 'signing-console-request-draft'),
        verify: read(sessionStorage, 'signing-console-verify-draft'),
      };
    });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The Request view's code panel: language tabs, then the query program and the receiver. */
export class SnippetsPanel {
  readonly region: Locator;
  readonly snippet: Locator;
  readonly receiver: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Code' });
    this.snippet = this.region.getByTestId('request.snippet');
    this.receiver = this.region.getByTestId('request.receiver');
  }

  tab(label: string) {
    return this.region.getByRole('tab', { name: label, exact: true });
  }

  /** Selects a language's tab and waits until it is the selected one, its programs shown. */
  async choose(label: string) {
    const tab = this.tab(label);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  /** The program text shown in a block. */
  code(block: Locator) {
    return block.locator('pre');
  }

  /** Clicks the download button and returns the download. */
  async download(name: string) {
    const download = this.page.waitForEvent('download');
    await this.region.getByRole('button', { name, exact: true }).click();
    return download;
  }
}

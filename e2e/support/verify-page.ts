import type { Locator, Page } from '@playwright/test';

/** The Verify view: paste or drop a case, read the verdict and the diagnosis. */
export class VerifyPage {
  readonly expectedSign: Locator;
  readonly receivedSign: Locator;
  readonly verdict: Locator;
  readonly diagnosis: Locator;
  readonly detectedFormat: Locator;
  readonly pasteArea: Locator;
  readonly shareLink: Locator;

  constructor(readonly page: Page) {
    this.expectedSign = page.getByTestId('expected-sign');
    this.receivedSign = page.getByTestId('received-sign');
    this.verdict = page.getByTestId('verdict');
    this.diagnosis = page.getByTestId('diagnosis');
    this.detectedFormat = page.getByTestId('detected-format');
    this.pasteArea = page.getByLabel('Pasted request, response or log');
    this.shareLink = page.getByTestId('share-link');
  }

  async open() {
    await this.page.goto('/#/verify');
    await this.pasteArea.waitFor();
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Pastes text from the clipboard, as a support engineer pastes from a ticket. */
  async paste(text: string) {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.pasteArea.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('ControlOrMeta+V');
  }
}

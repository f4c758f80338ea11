import type { Locator, Page } from '@playwright/test';

/** The Request view, driven the way a user drives it: by labels, roles and the stable test ids. */
export class RequestPage {
  readonly signature: Locator;
  readonly stringToSign: Locator;
  readonly verdict: Locator;
  readonly sendButton: Locator;

  constructor(readonly page: Page) {
    this.signature = page.getByTestId('signature');
    this.stringToSign = page.getByTestId('string-to-sign');
    this.verdict = page.getByTestId('response-verdict');
    this.sendButton = page.getByRole('button', { name: 'Send', exact: true });
  }

  async open() {
    await this.page.goto('/');
    await this.page.locator('.monaco-editor .view-lines').waitFor();
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(
    values: Partial<
      Record<
        | 'Merchant ID'
        | 'Timestamp'
        | 'Nonce'
        | 'Test API secret'
        | 'Production API secret'
        | 'Test base URL',
        string
      >
    >,
  ) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Replaces the body in Monaco by pasting it, as a user pastes a body from a ticket. */
  async setBody(text: string) {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.page.locator('.monaco-editor .view-lines').click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('ControlOrMeta+V');
  }

  /** Types into Monaco key by key, as a person does. */
  async typeInBody(text: string) {
    await this.page.locator('.monaco-editor .view-lines').click();
    await this.page.keyboard.type(text);
  }
}

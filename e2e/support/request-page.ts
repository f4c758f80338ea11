import type { Locator, Page } from '@playwright/test';
import { pasteInto } from './paste.ts';

/** The Request view, driven the way a user drives it: by labels, roles and the stable test ids. */
export class RequestPage {
  readonly signature: Locator;
  readonly stringToSign: Locator;
  readonly stringToSignBytes: Locator;
  readonly verdict: Locator;
  readonly sendButton: Locator;
  readonly sendTarget: Locator;
  readonly codeExplanation: Locator;
  readonly responseRawBody: Locator;
  readonly responsePanel: Locator;
  /** Monaco, found by the accessible name the editor is given. */
  readonly bodyEditor: Locator;

  constructor(readonly page: Page) {
    this.signature = page.getByTestId('signature');
    this.stringToSign = page.getByTestId('string-to-sign');
    this.stringToSignBytes = page.getByTestId('ui.string-to-sign-bytes');
    this.verdict = page.getByTestId('response-verdict');
    this.sendButton = page.getByRole('button', { name: 'Send', exact: true });
    this.sendTarget = page.getByTestId('request.send-target');
    this.codeExplanation = page.getByTestId('ui.code-explanation');
    this.responseRawBody = page.getByTestId('request.response-raw-body');
    this.responsePanel = page.getByRole('region', { name: 'Response' });
    this.bodyEditor = page.getByRole('textbox', { name: 'Raw body', exact: true });
  }

  /** Opens the view on a console of the test's own (`consoleUrl`), or the shared one. */
  async open(consoleUrl = '') {
    await this.page.goto(`${consoleUrl.replace(/\/+$/, '')}/`);
    await this.bodyEditor.waitFor();
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

  /** Presses Send and waits for the response's verdict on the signature (spec 5.3). */
  async send() {
    await this.sendButton.click();
    await this.verdict.waitFor();
    return this.verdict;
  }

  /** Replaces the body in Monaco by pasting it, as a user pastes a body from a ticket. */
  async setBody(text: string) {
    await pasteInto(this.bodyEditor, text);
  }
}

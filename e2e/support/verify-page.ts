import type { Locator, Page } from '@playwright/test';
import { pasteInto } from './paste.ts';

/** The Verify view: paste or drop a case, read the verdict and the diagnosis. */
export class VerifyPage {
  readonly expectedSign: Locator;
  readonly receivedSign: Locator;
  readonly verdict: Locator;
  readonly diagnosis: Locator;
  readonly detectedFormat: Locator;
  readonly intakeError: Locator;
  readonly emptyState: Locator;
  readonly loggedExpected: Locator;
  readonly pasteArea: Locator;
  /** The panel that takes a paste or a dropped file. */
  readonly intakePanel: Locator;
  readonly shareLink: Locator;
  /** Monaco holding the case's body, found by the accessible name the editor is given. */
  readonly bodyEditor: Locator;
  /** The byte diff of the correct string to sign and the one the sender signed. */
  readonly byteDiff: Locator;
  /** What the page says of the paste's reading: empty, "Reading the paste…", or why it stopped. */
  readonly readingStatus: Locator;
  /** Stops a reading that takes long; shown only then. */
  readonly cancelReading: Locator;

  constructor(readonly page: Page) {
    this.expectedSign = page.getByTestId('expected-sign');
    this.receivedSign = page.getByTestId('received-sign');
    this.verdict = page.getByTestId('verdict');
    this.diagnosis = page.getByTestId('diagnosis');
    this.detectedFormat = page.getByTestId('verify.detected-format');
    this.intakeError = page.getByTestId('verify.intake-error');
    this.emptyState = page.getByTestId('verify.empty');
    this.loggedExpected = page.getByTestId('verify.logged-expected');
    this.pasteArea = page.getByLabel('Pasted request, response or log');
    this.intakePanel = page.getByRole('region', { name: 'Paste from the ticket' });
    this.shareLink = page.getByLabel('Share link (no secret)');
    this.bodyEditor = page.getByRole('textbox', { name: 'Case raw body', exact: true });
    this.byteDiff = page.getByRole('region', { name: 'Byte diff' });
    this.readingStatus = page.getByTestId('verify.intake-status');
    this.cancelReading = this.intakePanel.getByRole('button', { name: 'Cancel', exact: true });
  }

  /**
   * Holds the intake worker's script until the returned function is called: until then the
   * worker provably cannot answer, so the page's reading state shows whatever the intake's
   * speed. The worker that runs after is the app's own. Call before `open`.
   */
  async holdReader(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await this.page.route(/\/assets\/intake\.worker-[\w-]+\.js$/, async (route) => {
      await released;
      // The page may have ended that worker meanwhile (Cancel): its request is gone.
      await route.continue().catch(() => undefined);
    });
    return release;
  }

  /** Opens the view on a console of the test's own (`consoleUrl`), or the shared one. */
  async open(consoleUrl = '') {
    await this.page.goto(`${consoleUrl.replace(/\/+$/, '')}/#/verify`);
    await this.pasteArea.waitFor();
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Pastes text from the clipboard, as a support engineer pastes from a ticket. */
  async paste(text: string) {
    await pasteInto(this.pasteArea, text);
  }
}

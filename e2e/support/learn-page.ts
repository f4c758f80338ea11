import type { Locator, Page } from '@playwright/test';
import { pasteInto } from './paste.ts';

/**
 * The case the first lesson shows (the demo merchant and test secret, a fixed clock and nonce);
 * tests compute its answers themselves, with node:crypto.
 */
export const LESSON_CASE = {
  merchantId: 'M100001',
  timestamp: String(Date.parse('2023-11-14T22:13:20Z') / 1000),
  nonce: 'n7Qk2VxLp9RtYc4MzA8sWd1E',
  body: '{"merchant_order_no":"ORD-20231114-0001"}',
  secret: 'test_sk_4f9a2c7e1b3d',
};

/** The Learn view: the lesson list, the open lesson, its exercise and its verdict. */
export class LearnPage {
  readonly lessons: Locator;
  readonly feedback: Locator;
  readonly diagnosis: Locator;
  readonly byteDiff: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.lessons = page.getByTestId('lesson');
    this.feedback = page.getByTestId('learn.feedback');
    this.diagnosis = page.getByTestId('diagnosis');
    this.byteDiff = page.getByRole('region', { name: 'Byte diff' });
    this.progress = page.getByTestId('learn.progress');
  }

  /** Opens Learn at `origin` (the shared console when not given), with no progress kept. */
  async open(origin = '') {
    await this.page.goto(`${origin}/#/learn`);
    await this.lesson('headers').waitFor();
  }

  lesson(id: string): Locator {
    return this.page.locator(`[data-testid="lesson"][data-lesson="${id}"]`);
  }

  async openLesson(id: string) {
    await this.lesson(id).click();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Opens "your own code" on the console at `origin`, once it watches the sandbox's traffic. */
  async watchOwnCode(origin: string) {
    await this.open(origin);
    await this.openLesson('your-own-code');
    await this.page.getByTestId('learn.watching').waitFor();
  }

  async check() {
    await this.page.getByRole('button', { name: 'Check', exact: true }).click();
  }

  /** Pastes into the string-to-sign editor (Monaco), keeping every byte, CR included. */
  async typeStringToSign(text: string) {
    await pasteInto(this.page.getByRole('textbox', { name: 'Your string to sign' }), text);
  }
}

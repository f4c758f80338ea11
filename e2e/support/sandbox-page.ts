import { expect, type Locator, type Page } from '@playwright/test';
import { sendSignedQuery, type OutsideQuery } from './outside-client.ts';

type SandboxTab = 'Traffic' | 'Webhooks' | 'Receiver check';

/** The Sandbox view: its three tabs, the traffic log, the webhooks and the receiver check. */
export class SandboxPage {
  readonly trafficRows: Locator;
  readonly deliveryRows: Locator;
  readonly inboxRows: Locator;
  readonly receiverChecks: Locator;
  readonly receiverSummary: Locator;

  constructor(readonly page: Page) {
    this.trafficRows = page.getByTestId('sandbox.traffic-row');
    this.deliveryRows = page.getByTestId('sandbox.delivery-row');
    this.inboxRows = page.getByTestId('sandbox.inbox-row');
    this.receiverChecks = page.getByTestId('sandbox.receiver-check');
    this.receiverSummary = page.getByTestId('sandbox.receiver-summary');
  }

  /** Opens the view on a console of the test's own (`consoleUrl`), or the shared one. */
  async open(consoleUrl = '') {
    await this.page.goto(`${consoleUrl.replace(/\/+$/, '')}/#/sandbox`);
    await this.tab('Traffic').waitFor();
  }

  /** Opens the view and one of its tabs, ready once the tab is the selected one. */
  async openTab(name: SandboxTab, consoleUrl = '') {
    await this.open(consoleUrl);
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /**
   * Sends a query from outside the browser to the sandbox of the console this view is open on
   * (signed with node:crypto); `row` is its traffic row.
   */
  async sendQuery(query: OutsideQuery = {}) {
    const sent = await sendSignedQuery(new URL(this.page.url()).origin, query);
    return { ...sent, row: this.trafficRow(sent.nonce) };
  }

  tab(name: SandboxTab) {
    return this.page.getByRole('tab', { name });
  }

  /** The traffic row of a request, found by its nonce (which shows only once it is expanded). */
  trafficRow(nonce: string) {
    return this.page.locator(
      `[data-testid="sandbox.traffic-row"][data-nonce=${JSON.stringify(nonce)}]`,
    );
  }

  /** Opens a traffic row's request in Verify, expanding the row first when it is collapsed. */
  async openInVerify(row: Locator) {
    await row.waitFor();
    const open = row.getByRole('button', { name: 'Open in Verify' });
    const disclosure = row.getByRole('button', { expanded: false });
    if ((await open.count()) === 0 && (await disclosure.count()) > 0) await disclosure.click();
    await open.click();
  }

  orderRow(merchantOrderNo: string) {
    return this.page.getByTestId('sandbox.order-row').filter({ hasText: merchantOrderNo });
  }

  check(name: string) {
    return this.receiverChecks.filter({ has: this.page.getByText(name, { exact: true }) });
  }
}

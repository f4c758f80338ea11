import type { Locator, Page } from '@playwright/test';

/** The workspace around Request: hex view, vector export, history, theme and shortcuts. */
export class WorkspacePage {
  readonly hexTable: Locator;
  readonly historyEntries: Locator;
  readonly shortcutsDialog: Locator;
  readonly productionDialog: Locator;

  constructor(readonly page: Page) {
    this.hexTable = page.getByRole('table', { name: 'Signed bytes' });
    this.historyEntries = page.getByTestId('history.entry');
    this.shortcutsDialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    this.productionDialog = page.getByRole('dialog', { name: 'Send to PRODUCTION?' });
  }

  /** Opens the hex view and reads back its bytes, as one lowercase hex string. */
  async hexBytes(): Promise<string> {
    await this.page.getByText('Signed bytes in hex').click();
    const rows = this.hexTable.locator('tbody').getByRole('row');
    await rows.first().waitFor();
    const texts = await rows.evaluateAll((trs) =>
      trs.map((tr) => (tr.querySelectorAll('td')[0]?.textContent ?? '').replaceAll(/\s/g, '')),
    );
    return texts.join('');
  }

  /** Clicks a button that downloads a file and returns the file's text. */
  async download(buttonName: string): Promise<string> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: buttonName, exact: true }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Picks a file through a button that opens the browser's file chooser. */
  async chooseFile(buttonName: string, name: string, bytes: Buffer, mimeType = 'application/json') {
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser'),
      this.page.getByRole('button', { name: buttonName }).click(),
    ]);
    await chooser.setFiles({ name, mimeType, buffer: bytes });
  }

  /** Everything stored in the console's IndexedDB history, as JSON text. */
  async storedHistory(): Promise<string> {
    return this.page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('signing-console');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('entries').objectStore('entries').getAll();
            get.onsuccess = () => resolve(JSON.stringify(get.result));
            get.onerror = () => reject(get.error);
          };
        }),
    );
  }
}

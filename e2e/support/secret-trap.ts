import type { Page } from '@playwright/test';

/**
 * Everything a page lets out of the user's hands, gathered so a test can look for a secret in it:
 * each request (URL, headers, body), each console message, each download, each clipboard copy,
 * the URL it is at, and all it keeps in storage (localStorage, sessionStorage, every IndexedDB
 * database, cookies).
 */
export class SecretTrap {
  private readonly seen: Array<{ where: string; text: string }> = [];

  private constructor(readonly page: Page) {}

  static async on(page: Page): Promise<SecretTrap> {
    const trap = new SecretTrap(page);
    page.on('request', (request) => {
      const headers = JSON.stringify(request.headers());
      trap.note(
        `request ${request.url()}`,
        `${request.url()} ${headers} ${request.postData() ?? ''}`,
      );
    });
    page.on('console', (message) => trap.note('console', message.text()));
    page.on('download', async (download) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      trap.note(`download ${download.suggestedFilename()}`, Buffer.concat(chunks).toString('utf8'));
    });
    page.on('framenavigated', (frame) => trap.note('url', frame.url()));
    await page.exposeFunction('__noteCopy', (text: string) => trap.note('clipboard', text));
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      if (!clipboard) return;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = async (text: string) => {
        await (window as unknown as { __noteCopy(text: string): Promise<void> }).__noteCopy(text);
        return write(text).catch(() => undefined);
      };
    });
    return trap;
  }

  note(where: string, text: string): void {
    this.seen.push({ where, text });
  }

  /** How many things were gathered of each kind (to show the sweep reached them). */
  kinds(): Set<string> {
    return new Set(this.seen.map(({ where }) => where.split(' ')[0] ?? where));
  }

  /** Reads the page's storage now and returns every place that holds `secret`. */
  async placesHolding(secret: string): Promise<string[]> {
    const stored = await this.page.evaluate(async () => {
      const dump: Record<string, string> = {
        localStorage: JSON.stringify({ ...localStorage }),
        sessionStorage: JSON.stringify({ ...sessionStorage }),
        cookie: document.cookie,
      };
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const store of db.objectStoreNames) {
          const all = db.transaction(store).objectStore(store).getAll();
          dump[`indexedDB ${name}/${store}`] = await new Promise<string>((resolve) => {
            all.onsuccess = () => resolve(JSON.stringify(all.result));
            all.onerror = () => resolve('');
          });
        }
        db.close();
      }
      return dump;
    });
    const cookies = JSON.stringify(await this.page.context().cookies());
    const places = [
      ...this.seen,
      ...Object.entries(stored).map(([where, text]) => ({ where, text })),
      { where: 'cookies', text: cookies },
      { where: 'url', text: this.page.url() },
    ];
    return places.filter(({ text }) => text.includes(secret)).map(({ where }) => where);
  }
}

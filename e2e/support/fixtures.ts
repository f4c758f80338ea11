import { test as base, expect } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { startSandboxServer } from '../../src/server/sandbox/serve-sandbox.ts';
import { startConsoleServer } from '../../src/server/console/serve-console.ts';
import type { SandboxConfig } from '../../src/server/sandbox/config.ts';
import { defaultSandboxConfig } from '../../src/server/sandbox/config.ts';
import { watchCsp } from './csp-watch.ts';
import { LearnPage } from './learn-page.ts';
import { RequestPage } from './request-page.ts';
import { SandboxPage } from './sandbox-page.ts';
import { SharedCasePage } from './shared-case-page.ts';
import { SnippetsPanel } from './snippets-panel.ts';
import { VerifyPage } from './verify-page.ts';
import { WorkspacePage } from './workspace-page.ts';

interface Fixtures {
  requestPage: RequestPage;
  sandboxPage: SandboxPage;
  snippetsPanel: SnippetsPanel;
  verifyPage: VerifyPage;
  workspacePage: WorkspacePage;
  learnPage: LearnPage;
  sharedCasePage: SharedCasePage;
  /** The Verify view of a second person (a fresh browser context, nothing shared with `page`). */
  colleagueVerifyPage: VerifyPage;
  /** Starts a sandbox of the test's own on a free 127.0.0.1 port; stopped when the test ends. */
  startSandbox: (change?: (config: SandboxConfig) => SandboxConfig) => Promise<string>;
  /**
   * Starts a console server of the test's own, with proxy targets (and optionally a short proxy
   * time limit); stopped when the test ends.
   */
  startConsole: (
    proxy: { test?: string; production?: string },
    options?: {
      proxyTimeoutMs?: number;
      /** Changes the embedded sandbox's configuration (a team's own merchant, say). */
      sandbox?: (config: SandboxConfig) => SandboxConfig;
      /** Team mode with this token (docs/team.md), still on 127.0.0.1. */
      team?: { token: string };
      /** The public console address share links point at (PUBLIC_CONSOLE_URL, docs/hosting.md). */
      publicConsoleUrl?: string;
    },
  ) => Promise<string>;
  /** A console of the test's own, no proxy targets, its embedded sandbox fresh: its URL. */
  ownConsoleUrl: string;
  /** Every URL the page requested, checked after each test to stay on this machine. */
  requestedUrls: string[];
}

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.CONSOLE_URL;
    if (!url)
      throw new Error('CONSOLE_URL is not set: run through playwright.config.ts (globalSetup).');
    await use(url);
  },
  requestedUrls: [
    // It depends on the test's own servers so that it checks the page before they stop: a chunk
    // still loading when a test ends (Monaco's JSON mode, loaded after the first paint) then
    // fails only once the checks are done, as it would for anyone who stops a server.
    async ({ page, startConsole: _console, startSandbox: _sandbox }, use) => {
      const urls: string[] = [];
      const pageErrors: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // Every test also holds the console to its Content-Security-Policy: no view may break it.
      const cspViolations = await watchCsp(page);
      await use(urls);
      expect(await cspViolations(), 'Content-Security-Policy violations').toEqual([]);
      const offMachine = urls.filter((url) => {
        const { protocol, hostname } = new URL(url);
        return (
          !['data:', 'blob:'].includes(protocol) && !['127.0.0.1', 'localhost'].includes(hostname)
        );
      });
      expect(offMachine, 'requests that left this machine').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  startConsole: async ({}, use) => {
    const servers: Array<{ close(): Promise<void> }> = [];
    await use(async (proxy, { sandbox = (config: SandboxConfig) => config, ...options } = {}) => {
      const server = await startConsoleServer({
        host: '127.0.0.1',
        port: 0,
        distDir,
        sandbox: sandbox(defaultSandboxConfig()),
        proxy,
        ...options,
      });
      servers.push(server);
      return server.url;
    });
    await Promise.all(servers.map((server) => server.close()));
  },
  ownConsoleUrl: async ({ startConsole }, use) => {
    await use((await startConsole({})).replace(/\/+$/, ''));
  },
  requestPage: async ({ page }, use) => {
    await use(new RequestPage(page));
  },
  verifyPage: async ({ page }, use) => {
    await use(new VerifyPage(page));
  },
  learnPage: async ({ page }, use) => {
    await use(new LearnPage(page));
  },
  sharedCasePage: async ({ page }, use) => {
    await use(new SharedCasePage(page));
  },
  colleagueVerifyPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    await use(new VerifyPage(await context.newPage()));
    await context.close();
  },
  sandboxPage: async ({ page }, use) => {
    await use(new SandboxPage(page));
  },
  snippetsPanel: async ({ page }, use) => {
    await use(new SnippetsPanel(page));
  },
  workspacePage: async ({ page }, use) => {
    await use(new WorkspacePage(page));
  },
  startSandbox: async ({}, use) => {
    const servers: Array<{ close(): Promise<void> }> = [];
    await use(async (change = (config) => config) => {
      const config = change({ ...defaultSandboxConfig(), host: '127.0.0.1', port: 0 });
      const server = await startSandboxServer(config);
      servers.push(server);
      return server.url;
    });
    await Promise.all(servers.map((server) => server.close()));
  },
});

export { expect };

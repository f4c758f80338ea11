// Proves each layer rule of docs/architecture.md ("Rules of the house") bites: a probe at a realistic path
// breaks one rule and lint must name that rule; a clean file at the same path must pass. The probes
// are linted in memory (lintText), except the cycle, whose two files sit in lint-fixtures/.
import { beforeAll, describe, expect, it } from 'vitest';
import { eslint, ruleIds, use, ZONE, type Probe } from './test-support.ts';

const PACKAGE = '@typescript-eslint/no-restricted-imports';
const LAZY_PACKAGE = 'no-restricted-syntax';
const GLOBAL = 'no-restricted-globals';

const FEATURE = 'src/features/request/components/probe.tsx';
const CORE = 'src/core/probe.ts';
const UI = 'src/ui/probe.tsx';
const SANDBOX = 'src/server/sandbox/probe.ts';
const APP = 'src/app/probe.ts';
const SERVICE = 'src/services/environments/probe.ts';
const E2E = 'e2e/probe.spec.ts';

const probes: Probe[] = [
  {
    name: "a feature imports another feature's store",
    path: FEATURE,
    bad: `import { useVerifyStore } from '../../verify/verify-store.ts';\n${use('useVerifyStore')}`,
    rule: ZONE,
  },
  {
    name: 'a feature lazily imports another feature',
    path: FEATURE,
    bad: use(`() => import('../../verify/index.ts')`),
    rule: ZONE,
  },
  {
    name: 'a feature imports the app shell',
    path: FEATURE,
    bad: `import { App } from '../../../app/app.tsx';\n${use('App')}`,
    rule: ZONE,
  },
  {
    name: 'a feature imports a module of the app shell (settings now live in services)',
    path: FEATURE,
    bad: `import { useSharedCase } from '../../../app/share-link-opener.ts';\n${use('useSharedCase')}`,
    rule: ZONE,
  },
  {
    name: 'a service imports a feature',
    path: SERVICE,
    bad: `import { useVerifyStore } from '../../features/verify/verify-store.ts';\n${use('useVerifyStore')}`,
    rule: ZONE,
  },
  {
    name: 'a service imports the app shell',
    path: SERVICE,
    bad: `import { App } from '../../app/app.tsx';\n${use('App')}`,
    rule: ZONE,
  },
  {
    name: 'a feature imports Monaco',
    path: FEATURE,
    bad: `import Editor from '@monaco-editor/react';\n${use('Editor')}`,
    rule: PACKAGE,
  },
  {
    name: 'a feature takes Zod directly, not the CSP-safe z of core',
    path: FEATURE,
    bad: `import { z } from 'zod';\n${use('z.string()')}`,
    rule: PACKAGE,
  },
  {
    name: 'a feature lazily imports the sandbox',
    path: FEATURE,
    bad: use(`() => import('../../../server/sandbox/app.ts')`),
    rule: ZONE,
  },
  {
    name: 'a feature reads a Node global',
    path: FEATURE,
    bad: use('process.env.SECRET'),
    rule: GLOBAL,
  },
  {
    name: 'core imports zustand',
    path: CORE,
    bad: `import { create } from 'zustand';\n${use('create')}`,
    rule: PACKAGE,
  },
  {
    name: 'core imports crypto without node:',
    path: CORE,
    bad: `import { createHmac } from 'crypto';\n${use('createHmac')}`,
    rule: PACKAGE,
  },
  {
    name: 'core imports node:crypto',
    path: CORE,
    bad: `import { createHmac } from 'node:crypto';\n${use('createHmac')}`,
    rule: PACKAGE,
  },
  {
    name: 'core imports app code',
    path: CORE,
    bad: `import { useSettingsStore } from '../services/environments/settings-store.ts';\n${use('useSettingsStore')}`,
    rule: ZONE,
  },
  {
    name: 'core imports a type from app code',
    path: CORE,
    bad: `import type { EnvName } from '../services/environments/settings-store.ts';\nexport type Probe = EnvName;\n`,
    rule: ZONE,
  },
  {
    name: 'core loads a module lazily',
    path: CORE,
    bad: use(`() => import('./bytes.ts')`),
    rule: LAZY_PACKAGE,
  },
  { name: 'core uses window', path: CORE, bad: use('window.location.href'), rule: GLOBAL },
  {
    name: 'core uses localStorage',
    path: CORE,
    bad: use(`localStorage.getItem('k')`),
    rule: GLOBAL,
  },
  { name: 'core uses Buffer', path: CORE, bad: use(`Buffer.from('a')`), rule: GLOBAL },
  { name: 'core uses process', path: CORE, bad: use('process.env.SECRET'), rule: GLOBAL },
  { name: 'core schedules a timer', path: CORE, bad: use('setTimeout(() => 1, 5)'), rule: GLOBAL },
  {
    name: 'core reads the clock',
    path: CORE,
    bad: use('Date.now()'),
    rule: 'no-restricted-syntax',
  },
  {
    name: 'ui imports Monaco outside src/ui/editor',
    path: UI,
    bad: `import * as monaco from 'monaco-editor';\n${use('monaco')}`,
    rule: PACKAGE,
  },
  {
    name: 'ui lazily imports Monaco outside src/ui/editor',
    path: UI,
    bad: use(`() => import('monaco-editor')`),
    rule: LAZY_PACKAGE,
  },
  {
    name: 'ui imports a feature',
    path: UI,
    bad: `import { VerifyView } from '../features/verify/index.ts';\n${use('VerifyView')}`,
    rule: ZONE,
  },
  {
    name: 'ui imports app.tsx',
    path: UI,
    bad: `import { App } from '../app/app.tsx';\n${use('App')}`,
    rule: ZONE,
  },
  {
    name: 'the sandbox imports react',
    path: SANDBOX,
    bad: `import { useState } from 'react';\n${use('useState')}`,
    rule: PACKAGE,
  },
  {
    name: 'the sandbox lazily imports zustand',
    path: SANDBOX,
    bad: use(`() => import('zustand')`),
    rule: LAZY_PACKAGE,
  },
  {
    name: 'the sandbox imports ui',
    path: SANDBOX,
    bad: `import { CopyButton } from '../../ui/components/copy-button.tsx';\n${use('CopyButton')}`,
    rule: ZONE,
  },
  {
    name: 'the app imports the sandbox',
    path: APP,
    bad: `import { createSandboxApp } from '../server/sandbox/app.ts';\n${use('createSandboxApp')}`,
    rule: ZONE,
  },
  {
    name: 'a feature calls fetch itself instead of a service through react-query',
    path: 'src/features/learn/api/probe.ts',
    bad: `export const probe = () => fetch('/sandbox/_sandbox/requests');\n`,
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a feature calls window.fetch',
    path: FEATURE,
    bad: `export const probe = () => window.fetch('/x');\n`,
    rule: 'no-restricted-syntax',
  },
  {
    name: 'the app imports a Node module',
    path: APP,
    bad: `import { readFileSync } from 'node:fs';\n${use('readFileSync')}`,
    rule: 'import-x/no-nodejs-modules',
  },
  {
    name: "a feature's nested test imports another feature",
    path: 'src/features/request/api/probe.test.ts',
    bad: `import { useVerifyStore } from '../../verify/verify-store.ts';\n${use('useVerifyStore')}`,
    rule: ZONE,
  },
  {
    name: 'a file name in CamelCase',
    path: 'src/ui/CopyButton.tsx',
    bad: use('1'),
    rule: 'check-file/filename-naming-convention',
  },
  {
    name: 'a folder name in CamelCase',
    path: 'src/ui/CodeViews/probe.tsx',
    bad: use('1'),
    rule: 'check-file/folder-naming-convention',
  },
  {
    name: 'core backtracks over a run of blanks (the table-cell pattern a paste of spaces froze)',
    path: 'src/core/intake/unwrap/documents/probe.ts',
    bad: use(String.raw`/^[ \t]*\|?[ \t]*x-sign/.test('')`),
    rule: 'regexp/no-super-linear-backtracking',
  },
  {
    name: 'a Verify module retries a pattern from every position of a run',
    path: 'src/features/verify/probe.ts',
    bad: use(String.raw`(text: string) => text.replace(/[ \t]+$/, '')`),
    rule: 'regexp/no-super-linear-move',
  },
  {
    name: 'the sandbox trims a received value with a pattern that retries a run',
    path: SANDBOX,
    bad: use(String.raw`(text: string) => text.replace(/\/+$/, '')`),
    rule: 'regexp/no-super-linear-move',
  },
  {
    name: 'an e2e test sleeps',
    path: E2E,
    bad: `import { expect, test } from '@playwright/test';\n\ntest('probe', async ({ page }) => {\n  await page.waitForTimeout(500);\n  await expect(page.getByRole('main')).toBeVisible();\n});\n`,
    rule: 'playwright/no-wait-for-timeout',
  },
];

/** Files that follow every rule, one at each probed path. */
const clean: Array<[path: string, code: string]> = [
  [
    'src/features/request/components/probe-handler.tsx',
    `import { useRequestStore } from '../request-store.ts';\n\nexport function Probe() {\n  const nonce = useRequestStore((s) => s.nonce);\n  const onClick = () => useRequestStore.getState().stampNow();\n  return [nonce, onClick];\n}\n`,
  ],
  [
    FEATURE,
    `import { useSettingsStore } from '../../../services/environments/settings-store.ts';\nimport { useConsoleEnvironments } from '../../../services/environments/console-environments.ts';\nimport { sign } from '../../../core/signing/signing.ts';\nimport { CopyButton } from '../../../ui/components/copy-button.tsx';\nimport { useRequestStore } from '../request-store.ts';\n${use('[useSettingsStore, useConsoleEnvironments, sign, CopyButton, useRequestStore, () => import("../../../ui/editor/lazy-byte-diff.tsx")]')}`,
  ],
  [
    CORE,
    `import type { StoreApi } from 'zustand';\nimport { z } from 'zod';\nimport { utf8 } from './text/bytes.ts';\nexport type Probe = StoreApi<number>;\n${use('[z, utf8, globalThis.crypto.subtle, new TextEncoder(), atob("YQ")]')}`,
  ],
  [
    UI,
    `import { sign } from '../core/signing/signing.ts';\n${use('[sign, window.location.href]')}`,
  ],
  ['src/ui/editor/probe.tsx', `import * as monaco from 'monaco-editor';\n${use('monaco')}`],
  [
    SANDBOX,
    `import { Hono } from 'hono';\nimport { createHmac } from 'node:crypto';\nimport { sign } from '../../core/signing/signing.ts';\n${use('[Hono, createHmac, sign, process.env.PORT]')}`,
  ],
  [
    SERVICE,
    `import { sign } from '../../core/signing/signing.ts';\nimport { CopyButton } from '../../ui/components/copy-button.tsx';\n${use('[sign, CopyButton]')}`,
  ],
  [APP, `import { VerifyView } from '../features/verify/index.ts';\n${use('VerifyView')}`],
  [
    'src/features/request/request-store.test.ts',
    `import { createHmac } from 'node:crypto';\n${use('[createHmac, Buffer.from("a")]')}`,
  ],
  [
    // A browser test drives the real sandbox app, to check the browser side against the service.
    'src/features/request/api/probe.test.ts',
    `import { createSandboxApp } from '../../../server/sandbox/app.ts';\n${use('createSandboxApp')}`,
  ],
  [
    // The same readings written linearly: a trim by hand, and a run that cannot trade characters.
    'src/core/intake/unwrap/documents/probe.ts',
    `import { BLANKS, trimEndRun } from '../../../text/trim-runs.ts';\n${use(String.raw`[(text: string) => trimEndRun(text, BLANKS), /^\|?[ \t]*x-sign/.test('')]`)}`,
  ],
  [
    E2E,
    `import { expect, test } from '@playwright/test';\n\ntest('probe', async ({ page }) => {\n  await expect(page.getByRole('main')).toBeVisible();\n});\n`,
  ],
];

describe('lint rules', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await ruleIds(CORE, use('1'));
  }, 60_000);

  it.each(probes)('rejects: $name', async ({ path, bad, rule }) => {
    expect(await ruleIds(path, bad)).toContain(rule);
  });

  it.each(clean)('passes a clean file at %s', async (path, code) => {
    expect(await ruleIds(path, code)).toEqual([]);
  });

  it('rejects an import cycle, static or lazy, and passes a chain', async () => {
    const results = await eslint.lintFiles(['lint-fixtures/cycle']);
    const byFile = Object.fromEntries(
      results.map((result) => [
        result.filePath.split('/').pop(),
        result.messages.map((message) => message.ruleId),
      ]),
    );
    expect(byFile).toEqual({
      'cycle-a.ts': ['import-x/no-cycle'],
      'cycle-b.ts': ['import-x/no-cycle'],
      'chain-a.ts': [],
      'chain-b.ts': [],
    });
  });
});

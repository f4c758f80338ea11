// Lint makes the layer rules of docs/architecture.md ("Rules of the house") mechanical; src/lint-rules.test.ts
// proves each one rejects a violation. Folder zones (import-x/no-restricted-paths, static and
// dynamic imports, resolved through TypeScript) keep features apart, keep ui, core and the sandbox
// free of what sits above them, and keep the browser off the sandbox; package bans cover what a
// folder zone cannot name (core's allow-list, Monaco outside ui/editor, React in the sandbox);
// no-restricted-globals says which host each layer runs on; import-x/no-cycle forbids cycles.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { banPackages, coreGlobals, nodeGlobals } from './lint-config/layer-rules.js';

const root = import.meta.dirname;
const at = (...parts) => join(root, ...parts);

// Features are discovered, not listed, so a new folder under src/features is fenced at once.
const features = readdirSync(at('src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const BROWSER = ['src/app/**', 'src/services/**', 'src/features/**', 'src/ui/**'];
const TESTS = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.bench.ts',
  'src/**/test-support.ts',
  'src/server/test-support/**',
];
const MONACO = ['monaco-editor', '@monaco-editor/react'];
const REACT_SIDE = ['react', 'react-dom', 'zustand', '@tanstack/*', ...MONACO];

const zone = (target, from, message, except) => ({
  target,
  from,
  message,
  ...(except && { except }),
});
const noSandbox = (target) =>
  zone(target, 'src/server', 'The browser never imports the Node server or sandbox.');
/**
 * core's floors: text and bytes at the bottom, the protocol's constants on them, signing on both;
 * everything else in core (intake, diagnosis, snippets, ...) may use all three.
 */
const coreFloor = (folder, below, message) =>
  zone(
    `src/core/${folder}`,
    'src/core',
    message,
    [folder, ...below].map((name) => `./${name}`),
  );
const CORE_FLOORS = [
  coreFloor('text', [], 'core/text is the floor of core: it imports no other part of it.'),
  coreFloor('protocol', ['text'], 'core/protocol builds only on core/text.'),
  coreFloor(
    'signing',
    ['protocol', 'text'],
    'core/signing builds only on core/protocol and core/text.',
  ),
];
const SERVER_NOT_BROWSER = ['src/app', 'src/services', 'src/ui', 'src/features'].map((from) =>
  zone('src/server', from, 'The server is Node: it imports core, never the browser app.'),
);
const SERVER_PACKAGES = [
  { names: REACT_SIDE, message: 'The server is Node: no React-side package.' },
];
const SERVER_FLOORS = [
  ...['src/server/sandbox', 'src/server/console', 'src/server/test-support'].map((from) =>
    zone('src/server/http', from, 'HTTP plumbing sits beneath the sandbox and the console server.'),
  ),
  zone(
    'src/server/sandbox',
    'src/server/console',
    'The console server mounts the sandbox, not back.',
  ),
  zone('src/server', 'src/server/test-support', 'Test support is for tests only.'),
];
const noFeatures = (target) =>
  zone(target, 'src/features', 'Shared code never imports a feature; only the app shell does.');
const noShell = (target) =>
  zone(target, 'src/app', 'Shared ui never imports the app shell or its state.');

/** One layer: its folder zones, its package bans (static and dynamic) and its banned globals. */
const layer = ({ files, ignores = [], zones, packages = [], bannedGlobals = [], syntax = [] }) => {
  const bans = banPackages(packages);
  return {
    files,
    ignores,
    rules: {
      ...(zones.length > 0 && {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      }),
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: bans.patterns }],
      'no-restricted-syntax': ['error', ...bans.syntax, ...syntax],
      'no-restricted-globals': ['error', ...bannedGlobals],
    },
  };
};

/** A browser folder's own tests; they may drive the real sandbox app (see the last block). */
const testsOf = (folder) => TESTS.map((test) => test.replace(/^src/, folder));

/**
 * A browser layer: never the sandbox, Monaco only through ui/editor, no Node globals. Its tests keep
 * the other zones but may import the sandbox, to check the browser side against the real service.
 */
/** The browser side's schemas take `z` from core/zod-jitless.ts, which keeps Zod within the CSP. */
const ZOD_VIA_CORE = {
  names: ['zod'],
  message: 'Import z from src/core/zod-jitless.ts, which stops Zod probing for eval (CSP).',
  allowTypeImports: true,
};

/**
 * A component reads a store through its hook, which subscribes it; `getState()` in the render
 * body reads once and never updates it. Event handlers (nested functions) may call getState().
 */
const RENDER_BODY = 'FunctionDeclaration[id.name=/^[A-Z]/] > BlockStatement > VariableDeclaration';
const NO_GET_STATE_IN_RENDER = [
  `${RENDER_BODY} > VariableDeclarator > CallExpression.init[callee.property.name="getState"]`,
  `${RENDER_BODY} > VariableDeclarator > MemberExpression.init > CallExpression.object[callee.property.name="getState"]`,
].map((selector) => ({
  selector,
  message: 'Select store values and actions with the hook in render; getState() is for handlers.',
}));

/** What the network returns is parsed (a zod schema, a checked reader), never cast to a type. */
const NO_CAST_NETWORK_JSON = [
  {
    selector: 'TSAsExpression > AwaitExpression > CallExpression[callee.property.name="json"]',
    message: 'Parse network JSON with its schema (core/sandbox-api, core/console-api); no `as T`.',
  },
];

/**
 * A feature talks to a server only through react-query, with the fetchers in src/services (the
 * sandbox client, the query transport) or its own api/ built on them: never a raw `fetch`.
 */
const NO_FETCH_IN_FEATURES = [
  {
    selector: 'CallExpression[callee.name="fetch"]',
    message:
      'Features call servers through src/services (react-query options and mutations), not fetch.',
  },
  {
    selector:
      'CallExpression[callee.property.name="fetch"][callee.object.name=/^(window|globalThis|self)$/]',
    message:
      'Features call servers through src/services (react-query options and mutations), not fetch.',
  },
];

const browserLayer = (folder, zones, extra = {}) => {
  const options = {
    packages: [{ names: MONACO, message: 'Monaco is loaded only by src/ui/editor.' }, ZOD_VIA_CORE],
    bannedGlobals: nodeGlobals,
    syntax: NO_GET_STATE_IN_RENDER,
    ...extra,
  };
  return [
    layer({
      files: [`${folder}/**`],
      ignores: testsOf(folder),
      zones: [noSandbox(folder), ...zones],
      ...options,
      syntax: [...options.syntax, ...NO_CAST_NETWORK_JSON, ...(extra.productSyntax ?? [])],
    }),
    layer({ files: testsOf(folder), zones, ...options }),
  ];
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'packages/*/dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    languageOptions: { globals: globals.node },
    settings: {
      // TypeScript files must be parsed for no-cycle to follow them (by default it reads only .js).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Dynamic imports count: a lazy import that closes a cycle is still a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**', 'e2e/**', 'scripts/**', 'lint-fixtures/**'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['e2e/**'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Playwright fixtures that need no other fixture are declared with an empty pattern.
      'no-empty-pattern': 'off',
      // Page objects are `<view>Page` fixtures whose own fill/click helpers this rule takes for Page's.
      'playwright/prefer-locator': 'off',
    },
  },
  {
    // Everything the product runs may meet a paste or a received request, so no pattern in it may
    // backtrack or retry super-linearly (every reader answers in bounded time up to 1 MiB,
    // docs/verify-intake.md); src/core/text/trim-runs.ts trims runs by hand instead. Tests excepted.
    files: ['src/**'],
    ignores: TESTS,
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: BROWSER,
    languageOptions: { globals: globals.browser },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  // core runs unchanged in the browser and in Node: it imports only core (and three pure
  // libraries: two parsers and noble's hashes), loads nothing lazily, and sees neither host. Timers are banned with the hosts:
  // core never schedules work, and the clock and randomness are parameters (docs/architecture.md).
  layer({
    files: ['src/core/**'],
    ignores: TESTS,
    zones: [
      zone('src/core', '.', 'core imports only core.', ['./src/core', './node_modules']),
      ...CORE_FLOORS,
    ],
    packages: [
      {
        allowOnly: ['zod', 'shell-quote', '@noble/hashes'],
        message:
          'core imports only core, zod, shell-quote and @noble/hashes (type-only imports excepted).',
        allowTypeImports: true,
      },
    ],
    bannedGlobals: coreGlobals,
    syntax: [
      { selector: 'ImportExpression', message: 'core loads nothing lazily; callers do.' },
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'core takes the clock as a parameter.',
      },
      {
        selector: "MemberExpression[object.name='Date'][property.name='now']",
        message: 'core takes the clock as a parameter.',
      },
      {
        selector: "MemberExpression[object.name='Math'][property.name='random']",
        message: 'core takes randomness as a parameter.',
      },
    ],
  }),
  // core's tests check core against node:crypto and the spec's vectors, nothing of the app.
  layer({
    files: ['src/core/**/*.test.ts', 'src/core/**/*.bench.ts', 'src/core/**/test-support.ts'],
    zones: [
      zone('src/core', '.', 'core tests import core and spec vectors only.', [
        './src/core',
        './spec',
        './node_modules',
      ]),
    ],
  }),
  ...browserLayer('src/ui', [noFeatures('src/ui'), noShell('src/ui')]),
  // The editor wrapper is the one place Monaco may be imported.
  ...browserLayer('src/ui/editor', [noFeatures('src/ui'), noShell('src/ui')], {
    packages: [ZOD_VIA_CORE],
  }),
  // The shell composes the features: it is the one place that may import them.
  ...browserLayer('src/app', []),
  // The services beneath the features (the sandbox client, environment settings, history
  // storage, server state): the features share them, and they import neither a feature nor the shell.
  ...browserLayer('src/services', [
    noFeatures('src/services'),
    zone('src/services', 'src/app', 'Services sit beneath the app shell and never import it.'),
  ]),
  ...features.flatMap((feature) =>
    browserLayer(
      `src/features/${feature}`,
      [
        zone(
          `src/features/${feature}`,
          'src/features',
          'A feature never imports another feature; move shared code to core or ui.',
          [`./${feature}`],
        ),
        zone(
          `src/features/${feature}`,
          'src/app',
          'A feature never imports the app shell; what features share lives in src/services.',
        ),
      ],
      { productSyntax: NO_FETCH_IN_FEATURES },
    ),
  ),
  // The Node side in three floors: HTTP plumbing at the bottom, the sandbox on it, the console's
  // own server (which mounts the sandbox) on top; test support serves only tests.
  layer({
    files: ['src/server/**'],
    ignores: TESTS,
    zones: [...SERVER_FLOORS, ...SERVER_NOT_BROWSER],
    packages: SERVER_PACKAGES,
  }),
  layer({
    files: ['src/server/**/*.test.ts', 'src/server/test-support/**'],
    zones: SERVER_NOT_BROWSER,
    packages: SERVER_PACKAGES,
  }),
  {
    // Tests of the browser layers keep the zones but run in Node (jsdom) and check against
    // node:crypto, so Node's modules and globals are theirs.
    files: BROWSER.flatMap(testsOf),
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'import-x/no-nodejs-modules': 'off', 'no-restricted-globals': 'off' },
  },
);

// Lint enforces the boundaries of DESIGN.md: core is pure, features never import each other,
// shared code (core, ui) never imports a feature (only the app shell composes them), and the browser never imports the sandbox.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Matches an import of any feature but `feature`: `../verify`, `../../features/verify/x`, ... */
const otherFeatures = (feature) => {
  const others = features.filter((other) => other !== feature).join('|');
  return `^(\\.\\./(${others})|.*/features/(${others}))(/|$)`;
};

const noFeatures = {
  group: ['../**/features', '../**/features/**'],
  message: 'Shared code never imports a feature.',
};
const noSandbox = {
  group: ['**/sandbox/**'],
  message: 'The browser app never imports the Node sandbox.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures that need no other fixture are declared with an empty pattern.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/core/**'],
    ignores: ['src/core/**/*.test.ts', 'src/core/**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', 'react/*', 'hono', 'hono/*', '@hono/*'],
              message: 'core is pure TypeScript: no React, no DOM framework, no Node-only modules.',
            },
            {
              group: ['**/app/**', '**/ui/**', '**/features/**', '**/sandbox/**'],
              message: 'core imports nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatures, noSandbox] }] },
  },
  {
    // The shell composes the features; it is the one place that may import them.
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox] }] },
  },
  {
    files: ['src/sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noFeatures,
            {
              group: ['**/app/**', '**/ui/**', 'react', 'react-dom'],
              message: 'The sandbox is Node: it imports core only.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noSandbox,
            {
              regex: otherFeatures(feature),
              message: 'A feature never imports another feature; move shared code to core or ui.',
            },
          ],
        },
      ],
    },
  })),
);

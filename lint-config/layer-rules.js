// Building blocks of the layer rules in eslint.config.js (docs/architecture.md, "Rules of the house").

const escape = (name) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '\\/');
/** `@scope/*` stands for every package of the scope; any package's subpaths count too. */
const namesRegex = (names) =>
  `^(?:${names.map((name) => escape(name).replace(/\\\/\*$/, '\\/[^\\/]+')).join('|')})(?:\\/|$)`;

/**
 * Package bans as options for `@typescript-eslint/no-restricted-imports` (static imports and
 * re-exports) and selectors for `no-restricted-syntax` (`import()`, which the former does not
 * see). Each entry bans `names`, or everything but relative paths and `allowOnly`.
 */
export const banPackages = (entries) => ({
  patterns: entries.map(({ names, allowOnly, message, allowTypeImports = false }) => ({
    regex: allowOnly ? `^(?!\\.{1,2}\\/|${namesRegex(allowOnly).slice(1)})` : namesRegex(names),
    caseSensitive: true,
    message,
    allowTypeImports,
  })),
  syntax: entries
    .filter(({ names }) => names)
    .map(({ names, message }) => ({
      selector: `ImportExpression[source.value=/${namesRegex(names)}/]`,
      message,
    })),
});

const withMessage = (message) => (name) => ({ name, message });

/** Node's own globals: the browser layers (outside their tests) run where these do not exist. */
export const nodeGlobals = [
  'Buffer',
  'process',
  'require',
  'module',
  '__dirname',
  '__filename',
  'global',
  'setImmediate',
].map(withMessage('Browser code runs where Node globals do not exist.'));

/**
 * What core may not touch: either host's globals, and timers. core sees only ES2023, WebCrypto
 * (`globalThis.crypto`), TextEncoder/TextDecoder and atob/btoa (src/core/core-host.d.ts).
 */
export const coreGlobals = [
  ...[
    'window',
    'document',
    'self',
    'localStorage',
    'sessionStorage',
    'indexedDB',
    'navigator',
    'location',
    'history',
    'fetch',
    'XMLHttpRequest',
    'Worker',
    'postMessage',
    'alert',
  ].map(withMessage('core is pure TypeScript: no DOM; the caller passes what it needs.')),
  ...nodeGlobals.map(({ name }) => name).map(withMessage('core is pure TypeScript: no Node.')),
  ...[
    'setTimeout',
    'setInterval',
    'clearTimeout',
    'clearInterval',
    'queueMicrotask',
    'requestAnimationFrame',
    'performance',
  ].map(
    withMessage('core never schedules or reads a clock; the caller does (docs/architecture.md).'),
  ),
];

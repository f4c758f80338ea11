/**
 * Writes the console's Content-Security-Policy into the built `index.html` as a `<meta>`, so a
 * static file server that sets no headers still serves the page under the strict policy
 * (docs/hosting.md). Build only: the dev server's client injects inline code a policy would stop.
 */
import type { Plugin } from 'vite';
import { META_CSP } from './security-headers.ts';

export function cspMetaPlugin(): Plugin {
  return {
    name: 'signing-console-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}

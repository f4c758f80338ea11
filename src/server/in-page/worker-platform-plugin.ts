/**
 * The in-page sandbox's worker build (docs/hosting.md): the Node modules the sandbox imports,
 * mapped to the small browser shims in `platform/`, and the traffic log's Node worker thread to a
 * search on the worker's own thread. Applied to worker bundles only (vite.config.ts `worker`),
 * so the sandbox's code is the one the Node server runs.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./platform/${name}.ts`, import.meta.url));

const NODE_SHIMS: Readonly<Record<string, string>> = {
  'node:crypto': shim('crypto'),
  'node:buffer': shim('buffer'),
  'node:net': shim('net'),
  'node:os': shim('net'),
  'node:http': shim('no-server'),
  'node:https': shim('no-server'),
  'node:dns/promises': shim('no-server'),
  'node:stream': shim('no-server'),
};

const DIAGNOSIS_THREAD = /[\\/]server[\\/]sandbox[\\/]traffic[\\/]diagnosis-thread\.ts$/;

/** The same mapping as aliases, for the test project that runs the sandbox on the shims. */
export const inPageAliases = Object.entries(NODE_SHIMS).map(([find, replacement]) => ({
  find: new RegExp(`^${find}$`),
  replacement,
}));

/** The plugin; any other Node module a worker imports fails the build, naming it. */
export function inPagePlatform(): Plugin {
  return {
    name: 'signing-console-in-page-platform',
    enforce: 'pre',
    resolveId(source, importer) {
      const mapped = NODE_SHIMS[source];
      if (mapped) return mapped;
      if (importer && source.startsWith('.')) {
        const path = fileURLToPath(new URL(source, `file://${importer}`));
        if (DIAGNOSIS_THREAD.test(path)) return shim('diagnosis-thread');
      }
      if (source.startsWith('node:')) {
        this.error(
          `${source} has no in-page shim (src/server/in-page/platform), imported by ${importer}`,
        );
      }
      return null;
    },
  };
}

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sandboxPlugin } from './src/server/console/vite-plugin.ts';
import { offlinePlugin } from './src/server/console/offline-plugin.ts';
import { cspMetaPlugin } from './src/server/console/csp-meta-plugin.ts';
import { inPageAliases, inPagePlatform } from './src/server/in-page/worker-platform-plugin.ts';

type ModuleGraph = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/** Whether the page's entry imports `id` statically, through any chain of static imports. */
function loadedWithEntry(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => loadedWithEntry(importer, graph, seen));
}

export default defineConfig({
  // Relative asset links: the build works at any path of any static host (docs/hosting.md) and
  // at the root of the console's own server.
  base: './',
  plugins: [react(), sandboxPlugin(), cspMetaPlugin(), offlinePlugin()],
  // Local tools listen on the loopback address only.
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    // Monaco is one large lazy chunk by nature; the initial chunk stays small.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first paint needs comes as one script. Modules the lazy views share with it
          // were split into five more files, and a browser opens six connections per host over
          // HTTP/1.1 (which the console's own server speaks), so some of the page's first files
          // waited for a free one (docs/performance.md, "What the figures rest on").
          // Monaco, loaded with the editor only, is a chunk named after it rather than after
          // whichever small module the bundler merged it with. The first group wins a module both
          // match, so nothing the first paint needs moves into the editor's chunk.
          groups: [
            {
              debugName: 'console',
              name: (id, chunking) =>
                loadedWithEntry(id, (module) => chunking.getModuleInfo(module)) ? 'console' : null,
            },
            { name: 'monaco', test: /[\\/]node_modules[\\/](monaco-editor|@monaco-editor)[\\/]/ },
          ],
        },
      },
    },
  },
  // The in-page sandbox's worker runs the Node sandbox's code on browser shims (docs/hosting.md).
  worker: { format: 'es', plugins: () => [inPagePlatform()] },
  test: {
    // Property tests that run bash per case take seconds when the machine is shared and busy.
    testTimeout: 15_000,
    // The browser side (stores, hooks, the worker client) runs in jsdom; core and the sandbox
    // run in Node, as they do in production.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/{app,services,features,ui}/**', 'src/**/*.in-page.test.ts'],
          environment: 'node',
        },
      },
      {
        // The sandbox as the in-page worker builds it: its Node modules mapped to the shims.
        extends: true,
        plugins: [inPagePlatform()],
        test: {
          name: 'in-page',
          include: ['src/**/*.in-page.test.ts'],
          environment: 'node',
          alias: inPageAliases,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          include: ['src/{app,services,features,ui}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});

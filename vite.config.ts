import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), sandboxPlugin()],
  // Local tools listen on the loopback address only.
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // Monaco is one large lazy chunk by nature; the initial chunk stays small.
  build: { chunkSizeWarningLimit: 4096 },
  worker: { format: 'es' },
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
          exclude: ['src/{app,features,ui}/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          include: ['src/{app,features,ui}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), sandboxPlugin()],
  build: { chunkSizeWarningLimit: 4096 },
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});

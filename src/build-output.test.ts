import { fileURLToPath } from 'node:url';
import { build, createLogger, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

// What `npm start` prints: the production build must warn about nothing, and its chunks are
// named after what they hold, so a newcomer reading the listing sees what each file is.

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the production build', () => {
  it(
    'prints no warning and names the editor chunk after Monaco',
    { timeout: 180_000 },
    async () => {
      const warnings: string[] = [];
      const logger = createLogger('warn');
      logger.warn = (message) => void warnings.push(message);
      logger.warnOnce = (message) => void warnings.push(message);
      const result = await build({
        root,
        logLevel: 'warn',
        customLogger: logger,
        build: { write: false },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunks = outputs
        .flatMap((output) => output.output)
        .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      expect(warnings).toEqual([]);

      const largest = chunks.reduce((a, b) => (b.code.length > a.code.length ? b : a));
      expect(largest.fileName).toMatch(/^assets\/monaco-[\w-]+\.js$/);
      expect(largest.moduleIds.some((id) => id.includes('/node_modules/monaco-editor/'))).toBe(
        true,
      );
      // None of the console's own modules rides along to give the chunk its name.
      const own = largest.moduleIds.filter((id) => !/[\\/]node_modules[\\/]/.test(id));
      expect(own).toEqual([]);
    },
  );
});

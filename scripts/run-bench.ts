// `npm run bench`: builds the console and the bench's bare pages, measures every figure against
// its baseline in the same run, prints the table, writes it to bench-results.md (git-ignored)
// and exits 1 when a budget is missed. docs/performance.md explains each figure.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { build } from 'vite';
import { batchFigures } from './bench/batch-log.ts';
import { launchChromium } from './bench/browser.ts';
import { markdownTable, passes, type Figure } from './bench/figures.ts';
import { initialScriptFigure, shareLinkFigure } from './bench/first-render.ts';
import { keystrokeFigure } from './bench/keystroke.ts';
import { microFigures } from './bench/micro.ts';
import { sandboxFigures } from './bench/sandbox-load.ts';
import { searchFigures } from './bench/search-worker.ts';
import { serveFolder } from './bench/static-server.ts';

const root = resolve(import.meta.dirname, '..');
const productDist = resolve(root, 'dist');
const benchDist = resolve(root, 'node_modules/.cache/bench-pages');
const only = process.argv[2];
const wanted = (part: string) => only === undefined || only === part;

execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
await build({
  configFile: false,
  logLevel: 'warn',
  root: resolve(root, 'bench/pages'),
  worker: { format: 'es' },
  build: {
    outDir: benchDist,
    emptyOutDir: true,
    chunkSizeWarningLimit: 8192,
    rollupOptions: {
      input: {
        monaco: resolve(root, 'bench/pages/monaco-mirror.html'),
        react: resolve(root, 'bench/pages/bare-react.html'),
        search: resolve(root, 'bench/pages/mistake-search.html'),
        batch: resolve(root, 'bench/pages/batch.html'),
      },
    },
  },
});

const figures: Figure[] = [];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
figures.push(initialScriptFigure(productDist, benchDist));

// `batch` and `search` run one group of the browser figures alone, for a quicker look.
const inBrowser = (group: 'batch' | 'search') => wanted('browser') || only === group;
if (inBrowser('batch') || inBrowser('search')) {
  const product = await serveFolder(productDist);
  const bench = await serveFolder(benchDist);
  const browser = await launchChromium();
  const origins = { product: product.origin, bench: bench.origin };
  try {
    if (wanted('browser')) {
      figures.push(await keystrokeFigure(browser, origins, 2_000, 4, 15));
      figures.push(await keystrokeFigure(browser, origins, 1_000_000, 4, 15));
      figures.push(await shareLinkFigure(browser, origins, 25));
    }
    if (inBrowser('search')) figures.push(...(await searchFigures(browser, bench.origin)));
    if (inBrowser('batch')) figures.push(...(await batchFigures(browser, bench.origin)));
  } finally {
    await browser.close();
    await product.close();
    await bench.close();
  }
}
if (wanted('sandbox')) figures.push(...(await sandboxFigures(5, 6)));
if (wanted('micro')) figures.push(...microFigures(resolve(root, 'bench-results.json')));

const table = markdownTable(figures);
const failed = figures.filter((figure) => !passes(figure));
const summary =
  `${new Date().toISOString()}, ${cpus().length} cores, load average ${loadBefore} before and ` +
  `${load()} after; ${figures.length - failed.length} of ${figures.length} figures within budget.`;
console.log(`\n${table}\n\n${summary}`);
writeFileSync(resolve(root, 'bench-results.md'), `${table}\n\n${summary}\n`);
process.exit(failed.length === 0 ? 0 : 1);

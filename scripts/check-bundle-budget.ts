// Fails when the JavaScript the console needs before its first paint outgrows its budget:
// Monaco (about 1 MB gzip) and the Verify view must stay in chunks loaded on demand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 110;
const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1]!);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g)].map(
  (match) => match[1]!,
);
let total = 0;
for (const file of [...entries, ...preloads]) {
  const kib = gzipSync(readFileSync(join(dist, file))).length / 1024;
  total += kib;
  console.log(`${kib.toFixed(1).padStart(8)} KiB gzip  ${file}`);
}
const verdict = total <= BUDGET_KIB ? 'ok' : 'OVER BUDGET';
console.log(
  `${verdict}: initial JavaScript ${total.toFixed(1)} KiB gzip (budget ${BUDGET_KIB} KiB)`,
);
process.exit(entries.length > 0 && total <= BUDGET_KIB ? 0 : 1);

// The hot-path micro-benchmarks (Vitest bench, Node) as table rows: each mean against its budget.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Figure } from './figures.ts';

/** Budgets in milliseconds (mean), set for a 2-core machine with headroom for noise. */
const BUDGETS: Record<string, number> = {
  'per keystroke > sign, 2 KB body': 2,
  'per keystroke > live sign, a key typed at the end of a 1 MB body': 5,
  'per keystroke > live sign, a key typed at the start of a 1 MB body': 30,
  'per keystroke > live sign on the WebAssembly SHA-256, a key typed at the start of a 1 MB body': 15,
  'per keystroke > string to sign and its markers, 2 KB body': 2,
  'per keystroke > lint, 2 KB body': 3,
  'per keystroke > lint on a clock tick, 1 MB body unchanged': 1,
  // Node's WebCrypto; the Chromium worker's figures are the mistake-search rows.
  'diagnose: full search, nothing found > compact ~2 KB JSON body': 100,
  'diagnose: full search, nothing found > pretty-printed ~2 KB JSON body': 100,
  'diagnose: full search, nothing found > compact ~200 KB JSON body': 1000,
  'intake > detect and parse a ~1 MB HAR': 100,
  'intake > clean, locate and rank a ~200 KB noisy paste': 100,
};

interface Report {
  files: Array<{
    groups: Array<{ fullName: string; benchmarks: Array<{ name: string; mean: number }> }>;
  }>;
}

export function microFigures(jsonFile: string): Figure[] {
  // The benchmarks are of core, which runs in Node: the Node project only, not again in jsdom.
  execFileSync('npx', ['vitest', 'bench', '--run', '--project', 'node', '--outputJson', jsonFile], {
    stdio: 'inherit',
  });
  const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as Report;
  const means = new Map<string, number>();
  for (const group of report.files.flatMap((file) => file.groups)) {
    const groupName = group.fullName.split(' > ').slice(1).join(' > ');
    for (const { name, mean } of group.benchmarks) means.set(`${groupName} > ${name}`, mean);
  }
  const names = new Set([...Object.keys(BUDGETS), ...means.keys()]);
  // A benchmark without a budget, or a budget whose benchmark did not run, fails the bench.
  return [...names].map((name) => ({
    name: `micro: ${name}, mean, Node`,
    value: means.get(name) ?? Number.NaN,
    baseline: null,
    unit: 'ms',
    budget: { limit: BUDGETS[name] ?? Number.NaN, kind: 'max', on: 'value' },
  }));
}

// Reads Vitest's benchmark report and fails when a benchmark's mean exceeds its budget, so
// `npm run bench` checks the performance targets instead of only printing timings.
import { readFileSync } from 'node:fs';

/** Budgets in milliseconds (mean), set for a 2-core machine with headroom for noise. */
const BUDGETS: Record<string, number> = {
  'per keystroke > sign, 2 KB body': 2,
  'per keystroke > sign, 1 MB body': 30,
  'per keystroke > string to sign and its markers, 2 KB body': 2,
  'per keystroke > lint, 2 KB body': 3,
  // The whole catalogue (every mistake and every pair) at the Verify view's budgets: 100 ms at
  // 2 KB, 1 s at 200 KB. Here through Node's WebCrypto; the console runs it in a worker.
  'diagnose: full search, nothing found > compact ~2 KB JSON body': 100,
  'diagnose: full search, nothing found > pretty-printed ~2 KB JSON body': 100,
  'diagnose: full search, nothing found > compact ~200 KB JSON body': 1000,
  'intake > detect and parse a ~1 MB HAR': 100,
};

interface Report {
  files: Array<{
    groups: Array<{ fullName: string; benchmarks: Array<{ name: string; mean: number }> }>;
  }>;
}

const report = JSON.parse(readFileSync(process.argv[2] ?? 'bench-results.json', 'utf8')) as Report;
const seen = new Set<string>();
let failed = false;
for (const group of report.files.flatMap((file) => file.groups)) {
  const groupName = group.fullName.split(' > ').slice(1).join(' > ');
  for (const { name, mean } of group.benchmarks) {
    const key = `${groupName} > ${name}`;
    const budget = BUDGETS[key];
    seen.add(key);
    const verdict = budget === undefined ? 'no budget' : mean <= budget ? 'ok' : 'OVER BUDGET';
    if (budget === undefined || mean > budget) failed = true;
    console.log(
      `${verdict.padEnd(11)} ${mean.toFixed(3).padStart(9)} ms  (budget ${budget ?? '-'} ms)  ${key}`,
    );
  }
}
for (const key of Object.keys(BUDGETS).filter((key) => !seen.has(key))) {
  console.log(`missing     a budget names a benchmark that did not run: ${key}`);
  failed = true;
}
process.exit(failed ? 1 : 0);

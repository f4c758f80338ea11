/**
 * `npm run test:needs`, the first step of `npm test`: checks what the tests need beyond npm
 * (`test-needs/needs.ts`) before any test runs, then does what `test-needs/plan.ts` decides:
 * installs the missing Debian packages as root on Debian (CI, a container, `.ci/run`), or names
 * each missing piece with its install command and the suites that go without it, and goes on.
 * Exits 1 only when an install was tried and failed or left something missing.
 */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { systemChromium } from './chromium-launch.ts';
import { TEST_NEEDS, type Need, type Probe } from './test-needs/needs.ts';
import { planFor } from './test-needs/plan.ts';

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env['PATH'] ?? '').split(delimiter).some((dir) => {
    if (dir === '') return false;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The browser the e2e tests launch (chromium-launch.ts): the one named there, else Playwright's. */
function chromiumPresent(): boolean {
  const named = systemChromium();
  if (named !== undefined) return existsSync(named);
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

function present(probe: Probe, env: NodeJS.ProcessEnv): boolean {
  if (probe.kind === 'command') return onPath(probe.name, env);
  if (probe.kind === 'file') return existsSync(probe.path);
  return chromiumPresent();
}

const missingNeeds = (env: NodeJS.ProcessEnv): Need[] =>
  TEST_NEEDS.filter((need) => !present(need.probe, env));

function aptGet(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const env = process.env;
const plan = planFor({
  missing: missingNeeds(env),
  root: process.getuid?.() === 0,
  debian: existsSync('/etc/debian_version') && onPath('apt-get', env),
  ci: Boolean(env['CI']),
});
for (const line of plan.lines) console.log(line);
if (plan.install.length > 0) {
  const installed = aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', ...plan.install]);
  const still = missingNeeds(env);
  if (!installed || still.length > 0) {
    const names = still.map((need) => need.label).join(', ');
    console.error(
      `Test needs: apt-get did not install everything${names ? `; still missing: ${names}` : ''}.`,
    );
    process.exit(1);
  }
}

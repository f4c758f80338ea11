// The test command's first step: what it decides from the facts (scripts/test-needs/plan.ts), that
// its one list covers every runtime and file the skipping suites look for, and what it says when
// run for real with a PATH that hides a runtime. Nothing here runs apt: the run's PATH has none.
import { execFile } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TEST_NEEDS, type Need } from '../scripts/test-needs/needs.ts';
import { PLAYWRIGHT_INSTALL, planFor } from '../scripts/test-needs/plan.ts';
import { RUNTIMES } from './server/test-support/snippet-harness/runtimes.ts';
import { CLIENT_PROGRAMS } from './server/test-support/real-clients/real-client-programs.ts';

const need = (test: (need: Need) => boolean): Need => {
  const found = TEST_NEEDS.find(test);
  if (!found) throw new Error('no such need');
  return found;
};
const CHROMIUM = need((n) => n.probe.kind === 'chromium');
const GO = need((n) => n.probe.kind === 'command' && n.probe.name === 'go');
const GO_CLIENTS = need((n) => n.probe.kind === 'file' && n.probe.path === '/usr/bin/go');
const PHP = need((n) => n.probe.kind === 'command' && n.probe.name === 'php');

describe('what the test command does about a missing piece', () => {
  it('says nothing is missing when nothing is', () => {
    const plan = planFor({ missing: [], root: true, debian: true, ci: true });
    expect(plan.install).toEqual([]);
    expect(plan.lines).toHaveLength(1);
  });

  it('installs from apt as root on Debian, each package once', () => {
    const plan = planFor({
      missing: [CHROMIUM, GO, GO_CLIENTS],
      root: true,
      debian: true,
      ci: true,
    });
    expect(plan.install).toEqual(['chromium', 'golang-go']);
    expect(plan.lines).toEqual(['Test needs: installing from apt: chromium golang-go']);
  });

  it('on Debian without root names each piece, what is skipped and the sudo command, and installs nothing', () => {
    const plan = planFor({ missing: [CHROMIUM, GO, PHP], root: false, debian: true, ci: false });
    expect(plan.install).toEqual([]);
    const text = plan.lines.join('\n');
    expect(text).toContain(`Chromium is missing. Cannot run: the end-to-end tests`);
    expect(text).toContain(PLAYWRIGHT_INSTALL);
    expect(text).toContain(
      'Go is missing. Skipped: the Go programs of src/server/exports-run/snippets. Install it with: sudo apt-get install -y golang-go',
    );
    expect(text).toContain('sudo apt-get install -y php-cli');
    expect(text).toContain('All at once: sudo apt-get install -y chromium golang-go php-cli');
  });

  it('as root off Debian (no apt-get) names the pieces and installs nothing', () => {
    const plan = planFor({ missing: [CHROMIUM, GO], root: true, debian: false, ci: false });
    expect(plan.install).toEqual([]);
    const text = plan.lines.join('\n');
    expect(text).toContain(`Install it with: ${PLAYWRIGHT_INSTALL}`);
    expect(text).toContain("your system's package manager (Debian's package: golang-go)");
    expect(text).not.toContain('apt-get');
  });

  it('with CI set says the suites fail rather than skip, as runtimes.ts makes them', () => {
    const plan = planFor({ missing: [GO], root: false, debian: false, ci: true });
    expect(plan.lines.join('\n')).toContain(
      'Go is missing. Failing, as CI is set: the Go programs',
    );
  });

  it('covers every command the snippet suites and every file the real-client suite look for', () => {
    const commands = new Set(
      TEST_NEEDS.flatMap((n) => (n.probe.kind === 'command' ? [n.probe.name] : [])),
    );
    const files = new Set(
      TEST_NEEDS.flatMap((n) => (n.probe.kind === 'file' ? [n.probe.path] : [])),
    );
    // Node runs the tests themselves, and bash comes with every Debian.
    const runtimeCommands = Object.values(RUNTIMES)
      .flatMap((runtime) => runtime.needs)
      .filter((command) => command !== 'node' && command !== 'bash');
    for (const command of runtimeCommands) expect(commands, command).toContain(command);
    const clientFiles = CLIENT_PROGRAMS.flatMap((program) => program.needs).filter(
      (path) => path.startsWith('/usr/') && path !== process.execPath,
    );
    for (const path of clientFiles) expect(files, path).toContain(path);
  });
});

function onPath(command: string): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return join(dir, command);
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

describe('npm run test:needs (scripts/test-needs.ts)', () => {
  it('with Go hidden from PATH names it, the suites it skips and how to install it, and goes on', async () => {
    // A PATH of links to every runtime this machine has but Go, and no apt-get.
    const bin = mkdtempSync(join(tmpdir(), 'test-needs-path-'));
    try {
      const shown: string[] = [];
      for (const command of ['node', ...RUNTIMES.curl.needs, 'php', 'java', 'python3']) {
        const found = onPath(command);
        if (found && !shown.includes(command)) {
          symlinkSync(found, join(bin, command));
          shown.push(command);
        }
      }
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/test-needs.ts'],
        { env: { PATH: bin, HOME: tmpdir(), CHROMIUM_PATH: join(bin, 'no-chromium') } },
      );
      expect(stdout).toContain(
        '- Go is missing. Skipped: the Go programs of src/server/exports-run/snippets. Install it with:',
      );
      expect(stdout).toContain(
        `Chromium is missing. Cannot run: the end-to-end tests (npm run test:e2e). Install it with: ${PLAYWRIGHT_INSTALL}`,
      );
      for (const n of TEST_NEEDS) {
        if (n.probe.kind === 'command' && shown.includes(n.probe.name)) {
          expect(stdout).not.toContain(`- ${n.label} is missing. Skipped: ${n.suites}.`);
        }
      }
      expect(stdout).not.toContain('installing from apt');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  }, 30_000);
});

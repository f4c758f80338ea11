/**
 * What the test command does about what the tests need beyond npm (`needs.ts`), decided from the
 * facts alone so it can be tested without touching the machine: on Debian as root (CI, a
 * container) install the missing packages from apt; anywhere else name each missing piece, what
 * runs without it and the command that installs it, and go on.
 */
import type { Need } from './needs.ts';

/** The facts the decision rests on. */
export interface Machine {
  /** The needs not found here. */
  missing: readonly Need[];
  /** Running as root. */
  root: boolean;
  /** Debian (or a derivative) with apt-get on PATH. */
  debian: boolean;
  /** `CI` is set: the snippet and real-client suites then fail on a missing runtime, not skip. */
  ci: boolean;
}

export interface Plan {
  /** Debian packages to install with apt-get, none when nothing is to be installed. */
  install: string[];
  /** What to print, in order. */
  lines: string[];
}

/** Playwright's own download, which works where a browser may be fetched (a laptop). */
export const PLAYWRIGHT_INSTALL = 'npx playwright install chromium';

function consequence(need: Need, ci: boolean): string {
  if (need.probe.kind === 'chromium') return `Cannot run: ${need.suites}`;
  return ci ? `Failing, as CI is set: ${need.suites}` : `Skipped: ${need.suites}`;
}

function installCommand(need: Need, debian: boolean): string {
  const apt = `sudo apt-get install -y ${need.apt}`;
  if (need.probe.kind === 'chromium')
    return debian ? `${PLAYWRIGHT_INSTALL} (or ${apt})` : PLAYWRIGHT_INSTALL;
  return debian ? apt : `your system's package manager (Debian's package: ${need.apt})`;
}

export function planFor(machine: Machine): Plan {
  const { missing, root, debian, ci } = machine;
  if (missing.length === 0) {
    return {
      install: [],
      lines: ['Test needs: Chromium and every runtime the suites run are here.'],
    };
  }
  const packages = [...new Set(missing.map((need) => need.apt))];
  if (root && debian) {
    return { install: packages, lines: [`Test needs: installing from apt: ${packages.join(' ')}`] };
  }
  const lines = [
    `Test needs: ${missing.length} missing here; the tests go on without ${missing.length === 1 ? 'it' : 'them'}.`,
    ...missing.map(
      (need) =>
        `- ${need.label} is missing. ${consequence(need, ci)}. Install it with: ${installCommand(need, debian)}`,
    ),
  ];
  if (debian && packages.length > 1)
    lines.push(`All at once: sudo apt-get install -y ${packages.join(' ')}`);
  return { install: [], lines };
}

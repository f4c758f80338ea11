/**
 * What the tests need beyond npm, in one list: `npm test` checks it before any test runs
 * (`scripts/test-needs.ts`) and on a fresh Debian machine as root (CI, a container, `.ci/run`)
 * installs what is missing from apt. Elsewhere each missing piece is named with the command that
 * installs it and the suites it drops out of.
 */

/** How a need is found on this machine. */
export type Probe =
  /** A command on PATH (the snippet suites run programs by name). */
  | { kind: 'command'; name: string }
  /** A file: a program or library the real-client suite runs from Debian's own paths. */
  | { kind: 'file'; path: string }
  /** Chromium for Playwright: `CHROMIUM_PATH`, `/usr/bin/chromium`, or Playwright's own browser. */
  | { kind: 'chromium' };

export interface Need {
  /** What it is, as a person names it. */
  label: string;
  probe: Probe;
  /** The Debian package that gives it. */
  apt: string;
  /** What runs without it: the suites that skip it (or, for Chromium, cannot run). */
  suites: string;
}

const SNIPPETS = 'src/server/exports-run/snippets';
const REAL_CLIENTS = 'src/server/sandbox/traffic/real-clients.test.ts';

/** A runtime the snippet suites run by name from PATH. */
const runtime = (label: string, name: string, apt: string): Need => ({
  label,
  probe: { kind: 'command', name },
  apt,
  suites: `the ${label} programs of ${SNIPPETS}`,
});

/** A file the real-client suite runs or loads at its Debian path. */
const clientFile = (label: string, path: string, apt: string, clients: string): Need => ({
  label: `${label} (${path})`,
  probe: { kind: 'file', path },
  apt,
  suites: `${clients} of ${REAL_CLIENTS}`,
});

export const TEST_NEEDS: readonly Need[] = [
  {
    label: 'Chromium',
    probe: { kind: 'chromium' },
    apt: 'chromium',
    suites: 'the end-to-end tests (npm run test:e2e)',
  },
  runtime('Go', 'go', 'golang-go'),
  runtime('PHP', 'php', 'php-cli'),
  runtime('Java', 'java', 'default-jdk-headless'),
  runtime('Python', 'python3', 'python3'),
  {
    ...runtime('curl', 'curl', 'curl'),
    suites: `the curl programs and copied curl command of ${SNIPPETS}`,
  },
  {
    ...runtime('OpenSSL', 'openssl', 'openssl'),
    suites: `the curl programs and copied curl command of ${SNIPPETS}`,
  },
  clientFile('Go', '/usr/bin/go', 'golang-go', 'the Go net/http clients'),
  clientFile('PHP', '/usr/bin/php', 'php-cli', 'the Guzzle client'),
  clientFile(
    'Guzzle',
    '/usr/share/php/GuzzleHttp/autoload.php',
    'php-guzzlehttp-guzzle',
    'the Guzzle client',
  ),
  clientFile('Java', '/usr/bin/java', 'default-jdk-headless', 'the Jackson client'),
  clientFile(
    'Jackson',
    '/usr/share/java/jackson-databind.jar',
    'libjackson2-databind-java',
    'the Jackson client',
  ),
  clientFile('Python', '/usr/bin/python3', 'python3', 'the requests and httpx clients'),
  clientFile(
    'requests',
    '/usr/lib/python3/dist-packages/requests',
    'python3-requests',
    'the requests client',
  ),
  clientFile('httpx', '/usr/lib/python3/dist-packages/httpx', 'python3-httpx', 'the httpx client'),
  clientFile('curl', '/usr/bin/curl', 'curl', 'the bash and curl client'),
  clientFile('OpenSSL', '/usr/bin/openssl', 'openssl', 'the bash and curl client'),
  clientFile('Ruby', '/usr/bin/ruby', 'ruby', 'the Ruby Net::HTTP client'),
];

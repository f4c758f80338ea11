/**
 * How the console server is shared (docs/team.md): bound to a non-loopback address, or given a
 * `CONSOLE_TOKEN` or `PUBLIC_ORIGIN`, it runs in team mode and every request but the merchant's
 * signed query needs the token. `ALLOWED_HOSTS` names the host names the team opens it by.
 */
import { randomBytes } from 'node:crypto';

/** What `main` reads from the environment about sharing. */
export interface TeamSettings {
  /** The token, or null on loopback with nothing set (the default: no token at all). */
  token: string | null;
  /** Whether the token was generated here (and may be printed) rather than given. */
  generated: boolean;
  /** Extra `Host` names the server answers to (ALLOWED_HOSTS), lowercased. */
  extraHosts: string[];
  /** The origin a TLS reverse proxy serves the console at (PUBLIC_ORIGIN), if any. */
  publicOrigin: string | null;
}

const HOST_NAME = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?(:\d{1,5})?$/;
const BRACKETED = /^\[[0-9a-f:.]+\](:\d{1,5})?$/;

/** Whether `host` is a loopback address or name: the default, which needs no token. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

function parseHosts(raw: string | undefined): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  for (const item of items) {
    if (!HOST_NAME.test(item) && !BRACKETED.test(item)) {
      throw new Error(
        `ALLOWED_HOSTS is invalid (got ${JSON.stringify(item)}): expected comma-separated host names such as console.team.example or console.team.example:5180.`,
      );
    }
  }
  return items;
}

function parseOrigin(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(
      `PUBLIC_ORIGIN is invalid (got ${JSON.stringify(text)}): expected the origin a reverse proxy serves the console at, such as https://console.team.example, with no path.`,
    );
  }
  return url.origin;
}

/**
 * Reads the sharing settings for a server bound to `host`. Team mode is on when the address is
 * not loopback or when `CONSOLE_TOKEN` or `PUBLIC_ORIGIN` is set (a reverse proxy on the same
 * machine shares a loopback console); then the token is `CONSOLE_TOKEN` or 32 random bytes.
 */
export function teamSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  host: string,
  random: (size: number) => Buffer = randomBytes,
): TeamSettings {
  const given = env['CONSOLE_TOKEN']?.trim() ?? '';
  if (given !== '' && !/^[\x21-\x7e]{16,}$/.test(given)) {
    throw new Error(
      'CONSOLE_TOKEN is invalid: expected at least 16 visible ASCII characters, no spaces.',
    );
  }
  const extraHosts = parseHosts(env['ALLOWED_HOSTS']);
  const publicOrigin = parseOrigin(env['PUBLIC_ORIGIN']);
  const team = !isLoopbackHost(host) || given !== '' || publicOrigin !== null;
  if (!team) return { token: null, generated: false, extraHosts, publicOrigin };
  if (given !== '') return { token: given, generated: false, extraHosts, publicOrigin };
  return { token: random(32).toString('base64url'), generated: true, extraHosts, publicOrigin };
}

/**
 * The link a team member opens to sign in: the public origin, else the first allowed host name,
 * else the machine's name for a wildcard address (never `0.0.0.0`), else the bound address.
 */
export function signInUrl(options: {
  token: string;
  host: string;
  port: number;
  machineName: string;
  extraHosts: readonly string[];
  publicOrigin: string | null;
}): string {
  const query = `/?token=${encodeURIComponent(options.token)}`;
  if (options.publicOrigin) return `${options.publicOrigin}${query}`;
  const withPort = (name: string) => (/:\d+$/.test(name) ? name : `${name}:${options.port}`);
  const first = options.extraHosts[0];
  if (first !== undefined) return `http://${withPort(first)}${query}`;
  const wildcard = options.host === '0.0.0.0' || options.host === '::';
  const name = wildcard
    ? options.machineName.toLowerCase()
    : options.host.includes(':')
      ? `[${options.host}]`
      : options.host;
  return `http://${withPort(name)}${query}`;
}

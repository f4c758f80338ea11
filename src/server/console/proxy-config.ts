/**
 * Where the console's allow-listed proxy may forward (docs/architecture.md "Real parts"): one base URL per
 * environment, read from `CONSOLE_TEST_BASE_URL` and `CONSOLE_PRODUCTION_BASE_URL`.
 */
import { ENVIRONMENTS, type Environment } from '../../core/protocol/case-kinds.ts';
import { checkBaseUrl } from '../../core/protocol/base-url.ts';

/** Absolute http(s) base URLs without a trailing slash; an absent one is never reachable. */
export type ProxyTargets = { [E in Environment]?: string };

/** The variable that configures each environment's base URL. */
export const PROXY_VARIABLES = {
  test: 'CONSOLE_TEST_BASE_URL',
  production: 'CONSOLE_PRODUCTION_BASE_URL',
} as const satisfies Record<Environment, string>;

const EXPECTED =
  'an absolute http:// or https:// base URL without query, fragment, credentials or template syntax, such as https://pay.example.com';

/**
 * A base URL by the console's one rule (`checkBaseUrl`: http or https, no template syntax,
 * user-info, query or fragment; the proxy appends the spec's path to it, and no secret passes
 * through it), and absolute: the proxy has no origin to resolve a path against. Normalised like
 * the console's endpoint field: without trailing slashes, so `https://pay.example.com/gw/`
 * becomes `.../gw`.
 */
function proxyBaseUrl(text: string): { ok: true; url: string } | { ok: false; error: string } {
  const checked = checkBaseUrl(text);
  if (!checked.ok) return checked;
  if (checked.url.startsWith('/')) {
    return { ok: false, error: 'The base URL is a path: the proxy needs an absolute URL.' };
  }
  return checked;
}

/**
 * Reads the proxy targets from the environment; an empty variable counts as unset. Throws an
 * Error naming the bad variable and the expected form, which the entry point prints before
 * exiting 1.
 */
export function proxyTargetsFromEnv(env: NodeJS.ProcessEnv): ProxyTargets {
  const targets: ProxyTargets = {};
  for (const name of ENVIRONMENTS) {
    const variable = PROXY_VARIABLES[name];
    const raw = env[variable]?.trim();
    if (!raw) continue;
    const checked = proxyBaseUrl(raw);
    if (!checked.ok) {
      // Credentials in a URL are secrets: never echo them.
      const shown = JSON.stringify(raw.replace(/\/\/[^/]*@/, '//***@'));
      throw new Error(
        `${variable} is invalid (got ${shown}): expected ${EXPECTED}. ${checked.error}`,
      );
    }
    targets[name] = checked.url;
  }
  return targets;
}

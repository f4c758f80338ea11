/**
 * Where the console's allow-listed proxy may forward (docs/architecture.md "Real parts"): one base URL per
 * environment, read from `CONSOLE_TEST_BASE_URL` and `CONSOLE_PRODUCTION_BASE_URL`.
 */
import { ENVIRONMENTS, type Environment } from '../../core/protocol/case-kinds.ts';
import { z } from 'zod';
import { trimEndRun } from '../../core/text/trim-runs.ts';

/** Absolute http(s) base URLs without a trailing slash; an absent one is never reachable. */
export type ProxyTargets = { [E in Environment]?: string };

/** The variable that configures each environment's base URL. */
export const PROXY_VARIABLES = {
  test: 'CONSOLE_TEST_BASE_URL',
  production: 'CONSOLE_PRODUCTION_BASE_URL',
} as const satisfies Record<Environment, string>;

const EXPECTED =
  'an absolute http:// or https:// base URL without query, fragment or credentials, such as https://pay.example.com';

/**
 * A base URL: http or https, no query or fragment (the proxy appends the spec's path to it), no
 * credentials (no secret passes through the proxy). Normalised like the console's endpoint field:
 * the parsed URL without trailing slashes, so `https://pay.example.com/gw/` becomes `.../gw`.
 */
const baseUrlSchema = z
  .string()
  .refine((text) => !/[?#\s]/.test(text))
  .pipe(z.url({ protocol: /^https?$/ }))
  .transform((text) => new URL(text))
  .refine((url) => url.username === '' && url.password === '')
  .transform((url) => trimEndRun(url.href, '/'));

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
    const parsed = baseUrlSchema.safeParse(raw);
    if (!parsed.success) {
      // Credentials in a URL are secrets: never echo them.
      const shown = JSON.stringify(raw.replace(/\/\/[^/]*@/, '//***@'));
      throw new Error(`${variable} is invalid (got ${shown}): expected ${EXPECTED}.`);
    }
    targets[name] = parsed.data;
  }
  return targets;
}

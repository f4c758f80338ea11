/**
 * Whether Send can reach a base URL, said at the field rather than after a production
 * confirmation (docs/architecture.md "Real parts"): the console's page may connect only to its own origin,
 * so a service elsewhere is reached through the console server's proxy, which forwards only to
 * the base URL it was started with for that environment.
 */
import type { Environment } from '../protocol/case-kinds.ts';
import { QUERY_PATH } from '../protocol/endpoint.ts';
import type { ProxiedEnvironments } from './console-api.ts';
import { trimEndRun } from '../text/trim-runs.ts';

/** The variable that sets each environment's proxy target on the console server. */
const TARGET_VARIABLE: Record<Environment, string> = {
  test: 'CONSOLE_TEST_BASE_URL',
  production: 'CONSOLE_PRODUCTION_BASE_URL',
};

/**
 * Why Send cannot reach `endpointUrl` (the query URL of spec 4 for the typed base URL) from a
 * page on `origin`, given the proxy targets the server announces, or null when it can: the
 * console's own origin, or the announced target itself. Names the allowed target when there is
 * one, else the variable to start the console with.
 */
export function unreachableTargetMessage(
  env: Environment,
  endpointUrl: string,
  targets: ProxiedEnvironments,
  origin: string,
): string | null {
  let url: URL;
  try {
    url = new URL(endpointUrl);
  } catch {
    return null;
  }
  if (url.origin === new URL(origin).origin) return null;
  const configured = targets[env];
  const target = typeof configured === 'string' ? trimEndRun(configured, '/') : null;
  if (target !== null && endpointUrl === target + QUERY_PATH) return null;
  const base = endpointUrl.endsWith(QUERY_PATH)
    ? endpointUrl.slice(0, -QUERY_PATH.length)
    : endpointUrl;
  const restart = `start the console with ${TARGET_VARIABLE[env]}=${base}`;
  return target === null
    ? `This console cannot send here: it reaches other sites only through its proxy, and no ${env} target is configured. To send to this address, ${restart}.`
    : `This console's proxy forwards ${env} queries only to ${target}: use that base URL, or ${restart}.`;
}

/**
 * `PUBLIC_CONSOLE_URL` (docs/hosting.md, "A merchant's own check"): the address of a console a
 * merchant can open, such as the static console on a developer portal. The console's server
 * announces it to the page, which then builds share links and the reply's link on it.
 */
import { checkConsoleAddress } from '../../core/share/console-address.ts';

const PUBLIC_CONSOLE_VARIABLE = 'PUBLIC_CONSOLE_URL';

/**
 * Reads the public console address from the environment; an empty variable counts as unset.
 * Throws an Error naming the variable and why, which the entry point prints before exiting 1.
 */
export function publicConsoleUrlFromEnv(env: NodeJS.ProcessEnv): string | null {
  const raw = env[PUBLIC_CONSOLE_VARIABLE]?.trim();
  if (!raw) return null;
  const checked = checkConsoleAddress(raw);
  if (checked.ok) return checked.url;
  // Credentials in a URL are secrets: never echo them.
  const shown = JSON.stringify(raw.replace(/\/\/[^/]*@/, '//***@'));
  throw new Error(`${PUBLIC_CONSOLE_VARIABLE} is invalid (got ${shown}): ${checked.error}`);
}

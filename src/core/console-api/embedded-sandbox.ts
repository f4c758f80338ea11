/**
 * Whether the test environment the user configured is the sandbox this console embeds (at
 * `/sandbox` on its own origin), whose admin routes the Sandbox view reads. Any other base URL
 * is a test environment elsewhere, whose traffic this console cannot see.
 */
import { EMBEDDED_SANDBOX_PATH } from '../protocol/demo-merchant.ts';
import { trimEndRun } from '../text/trim-runs.ts';

/** True when `baseUrl` (relative or absolute) names `/sandbox` on `origin`, trailing slash or not. */
export function isEmbeddedSandbox(baseUrl: string, origin: string): boolean {
  const trimmed = baseUrl.trim();
  if (trimmed === '') return false;
  let base: URL;
  let own: URL;
  try {
    own = new URL(origin);
    base = new URL(trimmed, own);
  } catch {
    return false;
  }
  return (
    base.origin === own.origin &&
    trimEndRun(base.pathname, '/') === EMBEDDED_SANDBOX_PATH &&
    base.search === '' &&
    base.hash === ''
  );
}

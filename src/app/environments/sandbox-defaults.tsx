import { useEffect } from 'react';
import { isEmbeddedSandbox } from '../../core/console-api/embedded-sandbox.ts';
import { useBaseUrl } from '../../services/environments/use-query-route.ts';
import { useConsoleEnvironments } from '../../services/environments/console-environments.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';

/**
 * Prefills the merchant ID and the test secret from the sandbox this console embeds, as its
 * server announces it (a team may start it with its own SANDBOX_MERCHANT_ID and
 * SANDBOX_TEST_SECRET): the demo secret only when that sandbox really uses it. Values the user
 * made their own are left alone (the store decides), and nothing applies while the test
 * environment is elsewhere. Renders nothing.
 */
export function SandboxDefaults() {
  const sandbox = useConsoleEnvironments().data?.sandbox ?? null;
  const testBaseUrl = useBaseUrl('test');
  const applySandboxDefaults = useSettingsStore((s) => s.applySandboxDefaults);
  const embedded = isEmbeddedSandbox(testBaseUrl, window.location.origin);
  useEffect(() => {
    if (sandbox && embedded) applySandboxDefaults(sandbox);
  }, [sandbox, embedded, applySandboxDefaults]);
  return null;
}

import { EMBEDDED_SANDBOX_PATH } from '../../core/protocol/demo-merchant.ts';
import { unreachableTargetMessage } from '../../core/console-api/unreachable-target.ts';
import { TextField } from '../../ui/components/text-field.tsx';
import { NeedsServer } from '../../ui/components/needs-server.tsx';
import { IN_PAGE_SANDBOX } from '../../core/console-api/in-page.ts';
import { useInPageSandbox } from '../../services/in-page-sandbox/use-sandbox-host.ts';
import { useConsoleEnvironments } from '../../services/environments/console-environments.ts';
import { ENV_LABEL, useSettingsStore } from '../../services/environments/settings-store.ts';
import { useQueryRoute } from '../../services/environments/use-query-route.ts';

/**
 * The chosen environment's base URL: the user's override, else the server's announced target.
 * A base URL Send cannot reach (another site, not the proxy's target) is said here, at once,
 * rather than after a production confirmation. A base URL the one base-URL rule refuses (a
 * template such as `{{api_secret}}`, user-info, a query) is said here with its fix, and is used
 * nowhere: Send, Copy as curl, the programs and the exports all wait for a valid one.
 */
export function BaseUrlField() {
  const env = useSettingsStore((s) => s.env);
  const setBaseUrl = useSettingsStore((s) => s.setBaseUrl);
  const { baseUrl, endpoint, transport } = useQueryRoute();
  const targets = useConsoleEnvironments().data?.targets;
  const inPage = useInPageSandbox();
  const embedded = env === 'test' && baseUrl === EMBEDDED_SANDBOX_PATH;
  const unreachable =
    endpoint.ok && targets
      ? unreachableTargetMessage(env, endpoint.url, targets, window.location.origin)
      : null;
  return (
    <TextField
      label={`${ENV_LABEL[env]} base URL`}
      value={baseUrl}
      onChange={(url) => setBaseUrl(env, url)}
      placeholder={env === 'production' ? 'https://… (not set)' : EMBEDDED_SANDBOX_PATH}
      error={!endpoint.ok && baseUrl.trim() !== '' ? endpoint.error : null}
      errorTestId="settings.base-url-error"
      hint={
        inPage && embedded ? (
          `${IN_PAGE_SANDBOX}: the sandbox runs inside this page, so what you send never leaves it.`
        ) : inPage && baseUrl !== '' ? (
          <NeedsServer what="another environment (through the console's proxy)" />
        ) : unreachable ? (
          <span className="error" data-testid="settings.base-url-unreachable">
            {unreachable}
          </span>
        ) : embedded ? (
          'The embedded sandbox, served by this console.'
        ) : transport?.viaProxy ? (
          "Reached through this console's proxy, which passes the signed bytes through unchanged."
        ) : undefined
      }
    />
  );
}

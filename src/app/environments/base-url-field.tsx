import { EMBEDDED_SANDBOX_PATH } from '../../core/protocol/demo-merchant.ts';
import { TextField } from '../../ui/components/text-field.tsx';
import { ENV_LABEL, useSettingsStore } from './settings-store.ts';
import { useQueryRoute } from '../use-query-route.ts';

/** The chosen environment's base URL: the user's override, else the server's announced target. */
export function BaseUrlField() {
  const env = useSettingsStore((s) => s.env);
  const setBaseUrl = useSettingsStore((s) => s.setBaseUrl);
  const { baseUrl, transport } = useQueryRoute();
  return (
    <TextField
      label={`${ENV_LABEL[env]} base URL`}
      value={baseUrl}
      onChange={(url) => setBaseUrl(env, url)}
      placeholder={env === 'production' ? 'https://… (not set)' : EMBEDDED_SANDBOX_PATH}
      hint={
        env === 'test' && baseUrl === EMBEDDED_SANDBOX_PATH
          ? 'The embedded sandbox, served by this console.'
          : transport?.viaProxy
            ? "Reached through this console's proxy, which passes the signed bytes through unchanged."
            : undefined
      }
    />
  );
}

import { useEffect } from 'react';
import { SecretInput } from '../ui/secret-input.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useConsoleEnvironments } from './console-environments.ts';
import { ENV_LABEL, secretLabel, useSettingsStore } from './settings-store.ts';

/** Environment switch, base URLs and the two secrets, shared by every view. */
export function EnvironmentSettings() {
  const env = useSettingsStore((s) => s.env);
  const baseUrls = useSettingsStore((s) => s.baseUrls);
  const secrets = useSettingsStore((s) => s.secrets);
  const rememberSecrets = useSettingsStore((s) => s.rememberSecrets);
  const { setEnv, setBaseUrl, setSecret, setRememberSecrets, adoptServerBaseUrls } =
    useSettingsStore.getState();
  const { data: targets } = useConsoleEnvironments();
  useEffect(() => {
    if (targets) adoptServerBaseUrls(targets);
  }, [targets, adoptServerBaseUrls]);
  const configured = targets?.[env];
  const proxied = configured != null && configured === baseUrls[env].trim().replace(/\/+$/, '');

  return (
    <section className="panel settings" aria-label="Environment">
      <div className="env-switch" role="radiogroup" aria-label="Environment">
        {(['test', 'production'] as const).map((name) => (
          <label key={name} className={`env-option env-${name}`}>
            <input
              type="radio"
              name="env"
              value={name}
              checked={env === name}
              onChange={() => setEnv(name)}
            />
            {ENV_LABEL[name]}
          </label>
        ))}
      </div>
      <TextField
        label={`${ENV_LABEL[env]} base URL`}
        value={baseUrls[env]}
        onChange={(url) => setBaseUrl(env, url)}
        placeholder={env === 'production' ? 'https://… (not set)' : '/sandbox'}
        hint={
          env === 'test' && baseUrls.test === '/sandbox'
            ? 'The embedded sandbox, served by this console.'
            : proxied
              ? "Reached through this console's proxy, which passes the signed bytes through unchanged."
              : undefined
        }
      />
      <SecretInput
        label={secretLabel('test')}
        value={secrets.test}
        onChange={(value) => setSecret('test', value)}
      />
      <SecretInput
        label={secretLabel('production')}
        value={secrets.production}
        onChange={(value) => setSecret('production', value)}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={rememberSecrets}
          onChange={(event) => setRememberSecrets(event.target.checked)}
        />
        Remember secrets on this device
      </label>
    </section>
  );
}

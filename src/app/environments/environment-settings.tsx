import { ENVIRONMENTS, type Environment } from '../../core/protocol/case-kinds.ts';
import { SecretInput } from '../../ui/components/secret-input.tsx';
import { TextField } from '../../ui/components/text-field.tsx';
import { AfterFirstPaint } from '../../ui/components/after-first-paint.tsx';
import {
  ENV_LABEL,
  secretLabel,
  useSettingsStore,
} from '../../services/environments/settings-store.ts';
import { lazyWithServerState } from '../../services/server-state/server-state.ts';
import { useSharedCase } from '../share-link-opener.ts';

// The base URL field reads the server's announced targets: react-query and a request, loaded
// once the settings have been painted.
const BaseUrlField = lazyWithServerState(() =>
  import('./base-url-field.tsx').then((module) => module.BaseUrlField),
);

// The embedded sandbox's merchant is server data too: it follows the base URL field's load.
const SandboxDefaults = lazyWithServerState(() =>
  import('./sandbox-defaults.tsx').then((module) => module.SandboxDefaults),
);

// The public console address falls back to the server's announced one: server data as well.
const PublicConsoleField = lazyWithServerState(() =>
  import('./public-console-field.tsx').then((module) => module.PublicConsoleField),
);

/** The base URL field's place while it loads: same label and size, not yet editable. */
function BaseUrlPending({ env }: { env: Environment }) {
  return <TextField label={`${ENV_LABEL[env]} base URL`} value="" onChange={() => {}} disabled />;
}

/** Environment switch, base URLs and the two secrets, shared by every view. */
export function EnvironmentSettings() {
  const env = useSettingsStore((s) => s.env);
  const secrets = useSettingsStore((s) => s.secrets);
  const rememberSecrets = useSettingsStore((s) => s.rememberSecrets);
  const setEnv = useSettingsStore((s) => s.setEnv);
  const setSecret = useSettingsStore((s) => s.setSecret);
  const setRememberSecrets = useSettingsStore((s) => s.setRememberSecrets);
  const secretWanted = useSharedCase((s) => s.secretWanted);
  const focusRequest = (name: Environment) => (secretWanted?.env === name ? secretWanted : null);

  return (
    <section className="panel settings" aria-label="Environment">
      <div className="env-switch" role="radiogroup" aria-label="Environment">
        {ENVIRONMENTS.map((name) => (
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
      <AfterFirstPaint fallback={<BaseUrlPending env={env} />}>
        <BaseUrlField />
        <SandboxDefaults />
      </AfterFirstPaint>
      <SecretInput
        label={secretLabel('test')}
        value={secrets.test}
        onChange={(value) => setSecret('test', value)}
        focusRequest={focusRequest('test')}
        hint={
          secrets.test === ''
            ? `Enter your ${secretLabel('test')} to sign. It is not kept across a reload unless remembered below.`
            : undefined
        }
      />
      <SecretInput
        label={secretLabel('production')}
        value={secrets.production}
        onChange={(value) => setSecret('production', value)}
        focusRequest={focusRequest('production')}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={rememberSecrets}
          onChange={(event) => setRememberSecrets(event.target.checked)}
        />
        Remember secrets on this device
      </label>
      <p className="hint">
        {rememberSecrets
          ? "Kept in this browser's localStorage, unencrypted, until you untick this."
          : 'Secrets are kept in memory only: a reload or closing the tab forgets them.'}
      </p>
      <AfterFirstPaint fallback={null}>
        <PublicConsoleField />
      </AfterFirstPaint>
    </section>
  );
}

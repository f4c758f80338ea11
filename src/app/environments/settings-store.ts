import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ENVIRONMENTS, type Environment } from '../../core/protocol/case-kinds.ts';
import { DEFAULT_BASE_URLS } from '../../core/console-api/console-api.ts';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';

/** How each environment is named on screen. */
export const ENV_LABEL: Record<Environment, string> = { test: 'Test', production: 'Production' };

/** The label of an environment's secret field, which messages point the user to. */
export const secretLabel = (env: Environment) => `${ENV_LABEL[env]} API secret`;

interface SettingsState {
  env: Environment;
  /**
   * The base URLs the user typed. Where there is none, the one the console's server announces
   * applies (react-query server data, never copied here), else the default: `effectiveBaseUrl`.
   */
  baseUrlOverrides: Partial<Record<Environment, string>>;
  merchantId: string;
  secrets: Record<Environment, string>;
  /** Secrets are kept in memory only, unless the user asks to remember them on this device. */
  rememberSecrets: boolean;
  setEnv: (env: Environment) => void;
  setBaseUrl: (env: Environment, url: string) => void;
  setMerchantId: (merchantId: string) => void;
  setSecret: (env: Environment, secret: string) => void;
  setRememberSecrets: (remember: boolean) => void;
}

/** What version 1 persisted: every base URL, the server's announced ones copied in. */
interface PersistedV1 {
  baseUrls?: Partial<Record<Environment, string>>;
}

/** Keeps only the version 1 base URLs that differ from the defaults, as the user's overrides. */
function migrate(persisted: unknown, version: number): unknown {
  if (version >= 2 || persisted === null || typeof persisted !== 'object') return persisted;
  const { baseUrls = {}, ...rest } = persisted as PersistedV1 & Record<string, unknown>;
  const overrides: Partial<Record<Environment, string>> = {};
  for (const env of ENVIRONMENTS) {
    const url = baseUrls[env];
    if (url !== undefined && url !== DEFAULT_BASE_URLS[env]) overrides[env] = url;
  }
  return { ...rest, baseUrlOverrides: overrides };
}

/**
 * Environment settings shared by every feature. The test environment defaults to the embedded
 * sandbox and its demo merchant, so a first run works with no typing.
 */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      env: 'test',
      baseUrlOverrides: {},
      merchantId: DEMO_MERCHANT.merchantId,
      secrets: { test: DEMO_MERCHANT.testSecret, production: '' },
      rememberSecrets: false,
      setEnv: (env) => set({ env }),
      setBaseUrl: (env, url) =>
        set((s) => ({ baseUrlOverrides: { ...s.baseUrlOverrides, [env]: url } })),
      setMerchantId: (merchantId) => set({ merchantId }),
      setSecret: (env, secret) => set((s) => ({ secrets: { ...s.secrets, [env]: secret } })),
      setRememberSecrets: (rememberSecrets) => set({ rememberSecrets }),
    }),
    {
      name: 'signing-console.settings',
      version: 2,
      migrate,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        env: s.env,
        baseUrlOverrides: s.baseUrlOverrides,
        merchantId: s.merchantId,
        rememberSecrets: s.rememberSecrets,
        ...(s.rememberSecrets ? { secrets: s.secrets } : {}),
      }),
    },
  ),
);

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEMO_MERCHANT, EMBEDDED_SANDBOX_PATH } from '../core/demo-merchant.ts';
import type { ProxiedEnvironments } from '../core/endpoint.ts';

import type { Environment } from '../core/case-kinds.ts';

export type EnvName = Environment;

/** How each environment is named on screen. */
export const ENV_LABEL: Record<EnvName, string> = { test: 'Test', production: 'Production' };

/** The label of an environment's secret field, which messages point the user to. */
export const secretLabel = (env: EnvName) => `${ENV_LABEL[env]} API secret`;

interface SettingsState {
  env: EnvName;
  baseUrls: Record<EnvName, string>;
  merchantId: string;
  secrets: Record<EnvName, string>;
  /** Secrets are kept in memory only, unless the user asks to remember them on this device. */
  rememberSecrets: boolean;
  setEnv: (env: EnvName) => void;
  setBaseUrl: (env: EnvName, url: string) => void;
  setMerchantId: (merchantId: string) => void;
  setSecret: (env: EnvName, secret: string) => void;
  setRememberSecrets: (remember: boolean) => void;
  /** Takes the server's configured base URLs where the user still has the defaults. */
  adoptServerBaseUrls: (targets: ProxiedEnvironments) => void;
}

/**
 * Environment settings shared by every feature. The test environment defaults to the embedded
 * sandbox and its demo merchant, so a first run works with no typing.
 */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      env: 'test',
      baseUrls: { test: EMBEDDED_SANDBOX_PATH, production: '' },
      merchantId: DEMO_MERCHANT.merchantId,
      secrets: { test: DEMO_MERCHANT.testSecret, production: '' },
      rememberSecrets: false,
      setEnv: (env) => set({ env }),
      setBaseUrl: (env, url) => set((s) => ({ baseUrls: { ...s.baseUrls, [env]: url } })),
      setMerchantId: (merchantId) => set({ merchantId }),
      setSecret: (env, secret) => set((s) => ({ secrets: { ...s.secrets, [env]: secret } })),
      setRememberSecrets: (rememberSecrets) => set({ rememberSecrets }),
      adoptServerBaseUrls: (targets) =>
        set((s) => ({
          baseUrls: {
            test:
              targets.test && s.baseUrls.test === EMBEDDED_SANDBOX_PATH
                ? targets.test
                : s.baseUrls.test,
            production:
              targets.production && s.baseUrls.production === ''
                ? targets.production
                : s.baseUrls.production,
          },
        })),
    }),
    {
      name: 'signing-console.settings',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        env: s.env,
        baseUrls: s.baseUrls,
        merchantId: s.merchantId,
        rememberSecrets: s.rememberSecrets,
        ...(s.rememberSecrets ? { secrets: s.secrets } : {}),
      }),
    },
  ),
);

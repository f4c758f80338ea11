import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ENVIRONMENTS, type Environment } from '../../core/protocol/case-kinds.ts';
import {
  DEFAULT_BASE_URLS,
  type EmbeddedSandboxIdentity,
} from '../../core/console-api/console-api.ts';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { redactSecretsIn } from '../../core/text/redact-secrets.ts';

/** How each environment is named on screen. */
export const ENV_LABEL: Record<Environment, string> = { test: 'Test', production: 'Production' };

/** The label of an environment's secret field, which messages point the user to. */
export const secretLabel = (env: Environment) => `${ENV_LABEL[env]} API secret`;

/** A secret the user typed (or imported, or remembered), with its environment. */
interface TypedSecret {
  env: Environment;
  secret: string;
}

/** The secrets the user typed, in the order their notes name them. */
export type TypedSecrets = readonly TypedSecret[];

/**
 * The user's own secrets: the production one, and the test one unless it is still the embedded
 * sandbox's prefill, a published demo secret whose redaction would only rewrite the demo's own
 * examples. Empty fields hold nothing to redact.
 */
export function typedSecretsOf({
  secrets,
  own,
}: {
  secrets: Record<Environment, string>;
  own: { testSecret: boolean };
}): TypedSecrets {
  const typed: TypedSecret[] = [];
  if (secrets.test !== '' && own.testSecret) typed.push({ env: 'test', secret: secrets.test });
  if (secrets.production !== '') typed.push({ env: 'production', secret: secrets.production });
  return typed;
}

interface SettingsState {
  env: Environment;
  /**
   * The base URLs the user typed. Where there is none, the one the console's server announces
   * applies (react-query server data, never copied here), else the default: `effectiveBaseUrl`.
   */
  baseUrlOverrides: Partial<Record<Environment, string>>;
  merchantId: string;
  /**
   * The public console address the user typed (docs/hosting.md, "A merchant's own check"), or
   * ''. Where there is none, the one the console's server announces (PUBLIC_CONSOLE_URL)
   * applies: `usePublicConsoleAddress`.
   */
  publicConsoleUrl: string;
  secrets: Record<Environment, string>;
  /** Secrets are kept in memory only, unless the user asks to remember them on this device. */
  rememberSecrets: boolean;
  /**
   * Whether the merchant ID and the test secret are the user's own (typed, imported, reopened)
   * rather than the embedded sandbox's prefill. A prefill may follow the sandbox the server
   * announces; the user's own value never changes behind their back, and a reload never swaps
   * another secret in for a forgotten own one: the field is empty and asks for it instead.
   */
  own: { merchantId: boolean; testSecret: boolean };
  setEnv: (env: Environment) => void;
  setBaseUrl: (env: Environment, url: string) => void;
  setMerchantId: (merchantId: string) => void;
  setPublicConsoleUrl: (url: string) => void;
  setSecret: (env: Environment, secret: string) => void;
  setRememberSecrets: (remember: boolean) => void;
  /** Prefills what the user has not made their own from the embedded sandbox it announces. */
  applySandboxDefaults: (sandbox: EmbeddedSandboxIdentity) => void;
}

/** What versions 1 and 2 persisted: version 1 every base URL, the announced ones copied in. */
interface PersistedV1 {
  baseUrls?: Partial<Record<Environment, string>>;
  merchantId?: string;
  secrets?: Record<Environment, string>;
}

/**
 * Keeps only the version 1 base URLs that differ from the defaults, as the user's overrides.
 * Before version 3 the store did not record whether the test secret was the user's own: a
 * secret that was not remembered may have been, so the field starts empty rather than guessing.
 */
function migrate(persisted: unknown, version: number): unknown {
  if (version >= 3 || persisted === null || typeof persisted !== 'object') return persisted;
  const { baseUrls, ...rest } = persisted as PersistedV1 & Record<string, unknown>;
  const overrides: Partial<Record<Environment, string>> = {};
  for (const env of ENVIRONMENTS) {
    const url = baseUrls?.[env];
    if (url !== undefined && url !== DEFAULT_BASE_URLS[env]) overrides[env] = url;
  }
  const own = {
    merchantId: rest.merchantId !== undefined && rest.merchantId !== DEMO_MERCHANT.merchantId,
    testSecret: rest.secrets === undefined || rest.secrets.test !== DEMO_MERCHANT.testSecret,
  };
  return { ...(version < 2 ? { baseUrlOverrides: overrides } : {}), ...rest, own };
}

type Persisted = Partial<
  Pick<SettingsState, 'merchantId' | 'publicConsoleUrl' | 'secrets' | 'own' | 'rememberSecrets'>
>;

/**
 * Restores what was kept. A test secret of the user's own that was not remembered comes back
 * empty, so the field asks for it: never the prefill, which is another key.
 */
function merge(persisted: unknown, current: SettingsState): SettingsState {
  const kept = (persisted ?? {}) as Persisted;
  const merged = { ...current, ...kept, own: { ...current.own, ...kept.own } };
  if (kept.secrets === undefined && merged.own.testSecret) {
    merged.secrets = { ...merged.secrets, test: '' };
  }
  return merged;
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
      publicConsoleUrl: '',
      secrets: { test: DEMO_MERCHANT.testSecret, production: '' },
      rememberSecrets: false,
      own: { merchantId: false, testSecret: false },
      setEnv: (env) => set({ env }),
      setBaseUrl: (env, url) =>
        set((s) => ({ baseUrlOverrides: { ...s.baseUrlOverrides, [env]: url } })),
      setMerchantId: (merchantId) =>
        set((s) => ({ merchantId, own: { ...s.own, merchantId: true } })),
      setPublicConsoleUrl: (publicConsoleUrl) => set({ publicConsoleUrl }),
      setSecret: (env, secret) =>
        set((s) => ({
          secrets: { ...s.secrets, [env]: secret },
          own: env === 'test' ? { ...s.own, testSecret: true } : s.own,
        })),
      setRememberSecrets: (rememberSecrets) => set({ rememberSecrets }),
      applySandboxDefaults: (sandbox) =>
        set((s) => ({
          merchantId: s.own.merchantId ? s.merchantId : sandbox.merchantId,
          secrets: s.own.testSecret
            ? s.secrets
            : { ...s.secrets, test: sandbox.demoSecret ? DEMO_MERCHANT.testSecret : '' },
        })),
    }),
    {
      name: 'signing-console.settings',
      version: 3,
      migrate,
      merge,
      storage: createJSONStorage(() => localStorage),
      // The merchant ID is kept only when it is the user's own: a prefill follows the sandbox.
      // A typed secret in a base URL, the console address or the merchant ID is kept redacted; the secrets themselves
      // only when the user asks to remember them (docs/verify-intake.md, "Typed secrets").
      partialize: (s) => {
        const typed = typedSecretsOf(s).map(({ secret }) => secret);
        const { value: kept } = redactSecretsIn(
          {
            baseUrlOverrides: s.baseUrlOverrides,
            merchantId: s.merchantId,
            publicConsoleUrl: s.publicConsoleUrl,
          },
          typed,
        );
        return {
          env: s.env,
          baseUrlOverrides: kept.baseUrlOverrides,
          publicConsoleUrl: kept.publicConsoleUrl,
          ...(s.own.merchantId ? { merchantId: kept.merchantId } : {}),
          own: s.own,
          rememberSecrets: s.rememberSecrets,
          ...(s.rememberSecrets ? { secrets: s.secrets } : {}),
        };
      },
    },
  ),
);

/**
 * The sandbox package's programmatic start (`signing-console-sandbox`, docs/sandbox.md "The
 * sandbox as a package"): an integrator's Node test suite starts the sandbox with options named
 * as in JavaScript and gets its base URL. Each option is checked by the very rule its `SANDBOX_*`
 * variable is (`config.ts`), so the command and this start accept and refuse the same values.
 *
 * The types here are the package's public `.d.ts`: they import nothing, so the declaration file
 * the build emits for this module stands alone.
 */
import { configFromEnv } from './config.ts';
import { startSandboxServer } from './serve-sandbox.ts';

/** What `startSandbox` takes; every option may be left out (the demo merchant and defaults). */
export interface StartSandboxOptions {
  /** Where to listen (`SANDBOX_HOST`); default `127.0.0.1`. */
  host?: string;
  /** The port (`SANDBOX_PORT`); default 0, a free port, so suites in parallel never collide. */
  port?: number;
  /** The merchant (`SANDBOX_MERCHANT_ID`); default the demo merchant `M100001`. */
  merchantId?: string;
  /** Its test secret (`SANDBOX_TEST_SECRET`): the sandbox is the test environment. */
  testSecret?: string;
  /** Its production secret (`SANDBOX_PROD_SECRET`), known only to name it when a client signs with it. */
  productionSecret?: string;
  /** Allowed clock difference in seconds (`SANDBOX_CLOCK_WINDOW`); default 300. */
  clockWindowSeconds?: number;
  /** Whether a nonce seen within the clock window is refused (`SANDBOX_NONCE_REUSE`). */
  nonceReuse?: 'reject' | 'allow';
  /** The success envelope's code and message (`SANDBOX_SUCCESS_CODE`, `SANDBOX_SUCCESS_MSG`). */
  successCode?: number | string;
  successMsg?: string;
  /**
   * Faults on at start (`SANDBOX_FAULTS`): `corrupt-response-sign`, `amount-limit-2006`,
   * `amount-limit-5008`, `drop-connection`, `delay=<ms>`, `clock-skew=<seconds>`.
   */
  faults?: string[];
  /** `off`: a 1003 gets the terse message and no diagnosis (`SANDBOX_DIAGNOSE`). */
  diagnose?: 'on' | 'off';
  /** Where webhooks go when a merchant has none of its own (`SANDBOX_NOTIFY_URL`). */
  notifyUrl?: string;
  /** One delivery's time limit, first retry delay and attempts (`SANDBOX_WEBHOOK_*`). */
  webhookTimeoutMs?: number;
  webhookRetryMs?: number;
  webhookMaxAttempts?: number;
  /**
   * How notification bodies are written (`SANDBOX_WEBHOOK_BODY`): `revealing` (default), bytes a
   * receiver that parses and re-serializes before verifying cannot verify, or `compact`.
   */
  webhookBody?: 'revealing' | 'compact';
  /** The statuses an order can be given (`SANDBOX_ORDER_STATUSES`). */
  orderStatuses?: string[];
}

/** A started sandbox: its base URL (`http://host:port`, no trailing slash) and its stop. */
export interface RunningSandbox {
  url: string;
  /** Stops listening and frees the port. */
  close(): Promise<void>;
}

/** Each option's variable: the one table the options are read through. */
const OPTION_VARIABLES = {
  host: 'SANDBOX_HOST',
  port: 'SANDBOX_PORT',
  merchantId: 'SANDBOX_MERCHANT_ID',
  testSecret: 'SANDBOX_TEST_SECRET',
  productionSecret: 'SANDBOX_PROD_SECRET',
  clockWindowSeconds: 'SANDBOX_CLOCK_WINDOW',
  nonceReuse: 'SANDBOX_NONCE_REUSE',
  successCode: 'SANDBOX_SUCCESS_CODE',
  successMsg: 'SANDBOX_SUCCESS_MSG',
  faults: 'SANDBOX_FAULTS',
  diagnose: 'SANDBOX_DIAGNOSE',
  notifyUrl: 'SANDBOX_NOTIFY_URL',
  webhookTimeoutMs: 'SANDBOX_WEBHOOK_TIMEOUT_MS',
  webhookRetryMs: 'SANDBOX_WEBHOOK_RETRY_MS',
  webhookMaxAttempts: 'SANDBOX_WEBHOOK_MAX_ATTEMPTS',
  webhookBody: 'SANDBOX_WEBHOOK_BODY',
  orderStatuses: 'SANDBOX_ORDER_STATUSES',
} as const satisfies Record<keyof StartSandboxOptions, string>;

/** The options as the variables would hold them; an empty value counts as unset there too. */
function asVariables(options: StartSandboxOptions): Record<string, string> {
  const env: Record<string, string> = { SANDBOX_PORT: '0' };
  for (const [option, variable] of Object.entries(OPTION_VARIABLES)) {
    const value: unknown = options[option as keyof StartSandboxOptions];
    if (value === undefined) continue;
    env[variable] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return env;
}

/** A config error names the option it is about, not the variable it was read as. */
function renamed(message: string): string {
  let text = message;
  for (const [option, variable] of Object.entries(OPTION_VARIABLES)) {
    text = text.replaceAll(new RegExp(`\\b${variable}\\b`, 'g'), `startSandbox option ${option}`);
  }
  return text;
}

/**
 * Starts the sandbox on its own, routes at the root: point the client under test at `url`.
 * Rejects with the option's error (never echoing a secret) or when the port is taken. Reads no
 * environment variable: what a suite passes is what it gets.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  let config;
  try {
    config = configFromEnv(asVariables(options));
  } catch (error) {
    throw new Error(renamed((error as Error).message));
  }
  const { url, close } = await startSandboxServer(config);
  return { url, close };
}

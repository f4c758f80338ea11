/**
 * Sandbox settings, read from `SANDBOX_*` environment variables. Where the spec says "not shown"
 * (success code, clock window, nonce reuse) the sandbox picks a default and makes it configurable
 * here, as docs/architecture.md "Where the spec is silent" asks.
 */
import { z } from 'zod';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import type { EmbeddedSandboxIdentity } from '../../core/console-api/console-api.ts';
import { DEFAULT_CLOCK_WINDOW_SECONDS } from '../../core/protocol/timestamp-form.ts';
import { quoteEcho } from '../http/echo-cut.ts';
import { WEBHOOK_BODY_FORMS, type WebhookBodyForm } from './webhooks/notification-bytes.ts';

/** A merchant the sandbox knows, with both of its secrets (spec 1: test and production differ). */
export interface SandboxMerchant {
  merchantId: string;
  testSecret: string;
  productionSecret: string;
}

/**
 * Faults the sandbox can switch on for the API routes: a corrupt response sign (spec 5.3 rule 5),
 * the amount-limit codes of spec 7, and a dropped connection. Delay and clock skew take a value.
 */
const FAULT_NAMES = [
  'corrupt-response-sign',
  'amount-limit-2006',
  'amount-limit-5008',
  'drop-connection',
] as const;
export type FaultName = (typeof FAULT_NAMES)[number];

/** The order statuses the sandbox accepts (spec 3 shows only SUCCESS; the rest is a choice). */
const DEFAULT_ORDER_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'CLOSED'];

/** Everything the sandbox needs; build it with `configFromEnv` or by hand in tests. */
export interface SandboxConfig {
  host: string;
  port: number;
  /** The known merchants; the first one owns orders created without `merchant_id`. */
  merchants: SandboxMerchant[];
  /** Allowed difference between X-Timestamp and the sandbox clock, in seconds (spec 8: not shown). */
  clockWindowSeconds: number;
  /** Whether a nonce seen within the clock window is refused (spec 5.5: not shown). */
  nonceReuse: 'reject' | 'allow';
  /** The success code (spec 7: not shown); a number, or a string when configured as text. */
  successCode: number | string;
  successMsg: string;
  /** Faults switched on at start; they can be toggled at run time through `/_sandbox/faults`. */
  faults: FaultName[];
  /** Fault: milliseconds the API waits before answering (0: none). */
  faultDelayMs: number;
  /** Fault: seconds added to the sandbox clock (negative: behind). */
  faultClockSkewSeconds: number;
  /** Whether signature failures are diagnosed in the traffic log and their msg points there. */
  diagnose: 'on' | 'off';
  /** Where webhooks go when a merchant has no URL of its own; null: the built-in inbox. */
  notifyUrl: string | null;
  /** How long a webhook delivery may take before it counts as failed, in milliseconds. */
  webhookTimeoutMs: number;
  /** The first retry's delay; each next one doubles it, in milliseconds. */
  webhookRetryMs: number;
  /** Attempts per notification, the first one included. */
  webhookMaxAttempts: number;
  /**
   * How notification bodies are written (spec 6 shows none): `revealing`, bytes a
   * re-serialization changes, or `compact`, JSON.stringify's (webhooks/notification-bytes.ts).
   */
  webhookBody: WebhookBodyForm;
  /** The statuses `POST /_sandbox/orders/{no}/status` accepts. */
  orderStatuses: string[];
  /**
   * The path the sandbox is mounted at on its origin (`/sandbox` under the console), so the
   * addresses its messages point to are the ones a client can really reach; '' or absent when it
   * serves from the root, as it does standalone.
   */
  mountPath?: string;
  /**
   * A console shared by a team (docs/team.md): requests the server sends for a user refuse
   * private targets and report a failure only as "could not connect". Set by the console server.
   */
  teamMode?: boolean;
  /** `SANDBOX_ALLOW_PRIVATE_TARGETS=1`: a shared console may still reach private addresses. */
  allowPrivateTargets?: boolean;
}

/** Largest request body the sandbox reads: 1 MiB (a sandbox choice; spec 8 shows no limit). */
export const MAX_BODY_BYTES = 1024 * 1024;

const printable = /^[\x21-\x7e]+$/;

/** A fault with a value in SANDBOX_FAULTS: `delay=<ms>` or `clock-skew=<seconds>`. */
const FAULT_VALUE = /^(delay=\d{1,6}|clock-skew=-?\d{1,9})$/;

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** Why `text` is not an absolute http: or https: URL, or null when it is one. */
export function httpUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `${quoteEcho(text)} is not an absolute URL.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `Only http: and https: URLs can receive webhooks (got ${url.protocol}).`;
  }
  return null;
}

/** One variable: its schema, the expected form for error messages, and whether it is secret. */
interface VariableRule<T> {
  schema: z.ZodType<T>;
  expected: string;
  secret?: boolean;
}

const portSchema = z
  .string()
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(65535));

const RULES = {
  SANDBOX_HOST: {
    schema: z.string().regex(printable),
    expected: 'a host name or IP address such as 127.0.0.1',
  },
  SANDBOX_PORT: { schema: portSchema, expected: 'an integer port from 0 to 65535' },
  SANDBOX_MERCHANT_ID: {
    schema: z.string().regex(printable).max(64),
    expected: 'the merchant ID: 1 to 64 visible ASCII characters, no spaces',
  },
  SANDBOX_TEST_SECRET: {
    schema: z.string().regex(printable),
    expected: 'a secret of visible ASCII characters, no spaces',
    secret: true,
  },
  SANDBOX_PROD_SECRET: {
    schema: z.string().regex(printable),
    expected: 'a secret of visible ASCII characters, no spaces',
    secret: true,
  },
  SANDBOX_CLOCK_WINDOW: {
    schema: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .pipe(z.number().int().min(1)),
    expected: `a whole number of seconds, at least 1 (default ${DEFAULT_CLOCK_WINDOW_SECONDS})`,
  },
  SANDBOX_NONCE_REUSE: { schema: z.enum(['reject', 'allow']), expected: '`reject` or `allow`' },
  SANDBOX_SUCCESS_CODE: {
    schema: z
      .string()
      .regex(/^-?\d{1,9}$|^[A-Za-z0-9_.-]{1,32}$/)
      .transform((text): number | string => (/^-?\d+$/.test(text) ? Number(text) : text)),
    expected: 'an integer such as 0, or a short code such as SUCCESS',
  },
  SANDBOX_SUCCESS_MSG: {
    schema: z.string().max(200),
    expected: 'a message of up to 200 characters',
  },
  SANDBOX_FAULTS: {
    schema: z
      .string()
      .transform((text) => text.split(',').map((name) => name.trim()))
      .pipe(z.array(z.union([z.enum(FAULT_NAMES), z.string().regex(FAULT_VALUE)]))),
    expected: `a comma-separated list of ${FAULT_NAMES.join(', ')}, delay=<ms>, clock-skew=<seconds> (or empty)`,
  },
  SANDBOX_DIAGNOSE: { schema: z.enum(['on', 'off']), expected: '`on` or `off`' },
  SANDBOX_NOTIFY_URL: {
    schema: z.string().refine((text) => httpUrlProblem(text) === null),
    expected: 'an absolute http: or https: URL',
  },
  SANDBOX_WEBHOOK_TIMEOUT_MS: {
    schema: wholeNumber(1, 600_000),
    expected: 'milliseconds from 1 to 600000 (default 5000)',
  },
  SANDBOX_WEBHOOK_RETRY_MS: {
    schema: wholeNumber(1, 3_600_000),
    expected: 'milliseconds from 1 to 3600000 (default 1000)',
  },
  SANDBOX_WEBHOOK_MAX_ATTEMPTS: {
    schema: wholeNumber(1, 20),
    expected: 'a whole number from 1 to 20 (default 5)',
  },
  SANDBOX_WEBHOOK_BODY: {
    schema: z.enum(WEBHOOK_BODY_FORMS),
    expected:
      '`revealing` (the default: bytes a re-serializing receiver cannot verify) or `compact`',
  },
  SANDBOX_ORDER_STATUSES: {
    schema: z
      .string()
      .transform((text) => text.split(',').map((name) => name.trim()))
      .pipe(z.array(z.string().regex(/^[A-Z][A-Z_]{0,31}$/)).min(1)),
    expected: 'a comma-separated list of uppercase statuses such as PENDING,SUCCESS',
  },
  SANDBOX_ALLOW_PRIVATE_TARGETS: {
    schema: z.enum(['0', '1']).transform((text) => text === '1'),
    expected: '`1` to let a shared console reach private addresses, or `0`',
  },
} satisfies Record<string, VariableRule<unknown>>;

type Variable = keyof typeof RULES;

function read<K extends Variable>(
  env: NodeJS.ProcessEnv,
  name: K,
  fallback: z.output<(typeof RULES)[K]['schema']>,
): z.output<(typeof RULES)[K]['schema']> {
  const raw = env[name];
  // An empty variable counts as unset, as shells and .env files commonly leave them.
  if (raw === undefined || raw.trim() === '') return fallback;
  const rule: VariableRule<unknown> = RULES[name];
  const parsed = rule.schema.safeParse(raw.trim());
  if (parsed.success) return parsed.data as z.output<(typeof RULES)[K]['schema']>;
  const shown = rule.secret ? '' : ` (got ${JSON.stringify(raw)})`;
  throw new Error(`${name} is invalid${shown}: expected ${rule.expected}.`);
}

/** Splits SANDBOX_FAULTS into the switches and the valued faults. */
function faultsFrom(items: string[]) {
  const faults: FaultName[] = [];
  let faultDelayMs = 0;
  let faultClockSkewSeconds = 0;
  for (const item of items) {
    if (item.startsWith('delay=')) faultDelayMs = Number(item.slice(6));
    else if (item.startsWith('clock-skew=')) faultClockSkewSeconds = Number(item.slice(11));
    else faults.push(item as FaultName);
  }
  return { faults, faultDelayMs, faultClockSkewSeconds };
}

/**
 * Reads the sandbox configuration from `SANDBOX_*` variables, falling back to the demo merchant
 * and the defaults of docs/architecture.md. Throws an Error naming the bad variable and the expected form;
 * the message never contains a secret.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): SandboxConfig {
  const merchant: SandboxMerchant = {
    merchantId: read(env, 'SANDBOX_MERCHANT_ID', DEMO_MERCHANT.merchantId),
    testSecret: read(env, 'SANDBOX_TEST_SECRET', DEMO_MERCHANT.testSecret),
    productionSecret: read(env, 'SANDBOX_PROD_SECRET', DEMO_MERCHANT.productionSecret),
  };
  if (merchant.testSecret === merchant.productionSecret) {
    throw new Error(
      'SANDBOX_PROD_SECRET is invalid: expected a secret different from SANDBOX_TEST_SECRET (spec 1: test and production use different secrets).',
    );
  }
  return {
    host: read(env, 'SANDBOX_HOST', '127.0.0.1'),
    port: read(env, 'SANDBOX_PORT', 8787),
    merchants: [merchant],
    clockWindowSeconds: read(env, 'SANDBOX_CLOCK_WINDOW', DEFAULT_CLOCK_WINDOW_SECONDS),
    nonceReuse: read(env, 'SANDBOX_NONCE_REUSE', 'reject'),
    successCode: read(env, 'SANDBOX_SUCCESS_CODE', 0),
    successMsg: read(env, 'SANDBOX_SUCCESS_MSG', 'success'),
    ...faultsFrom(read(env, 'SANDBOX_FAULTS', [])),
    diagnose: read(env, 'SANDBOX_DIAGNOSE', 'on'),
    notifyUrl: env['SANDBOX_NOTIFY_URL']?.trim() ? read(env, 'SANDBOX_NOTIFY_URL', '') : null,
    webhookTimeoutMs: read(env, 'SANDBOX_WEBHOOK_TIMEOUT_MS', 5000),
    webhookRetryMs: read(env, 'SANDBOX_WEBHOOK_RETRY_MS', 1000),
    webhookMaxAttempts: read(env, 'SANDBOX_WEBHOOK_MAX_ATTEMPTS', 5),
    webhookBody: read(env, 'SANDBOX_WEBHOOK_BODY', WEBHOOK_BODY_FORMS[0]),
    orderStatuses: read(env, 'SANDBOX_ORDER_STATUSES', DEFAULT_ORDER_STATUSES),
    allowPrivateTargets: read(env, 'SANDBOX_ALLOW_PRIVATE_TARGETS', false),
  };
}

/**
 * What the console announces about the sandbox it embeds: the merchant it serves queries for
 * (the first, which owns orders created without `merchant_id`) and whether its test and
 * production secrets are the public demo ones. Never a secret itself.
 */
export function sandboxIdentity(config: SandboxConfig): EmbeddedSandboxIdentity | undefined {
  const first = config.merchants[0];
  if (first === undefined) return undefined;
  return {
    merchantId: first.merchantId,
    demoSecret: first.testSecret === DEMO_MERCHANT.testSecret,
    demoProductionSecret: first.productionSecret === DEMO_MERCHANT.productionSecret,
  };
}

/** The default configuration: the demo merchant and the defaults above (no environment read). */
export function defaultSandboxConfig(): SandboxConfig {
  return configFromEnv({});
}

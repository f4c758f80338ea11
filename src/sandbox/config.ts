/**
 * Sandbox settings, read from `SANDBOX_*` environment variables. Where the spec says "not shown"
 * (success code, clock window, nonce reuse) the sandbox picks a default and makes it configurable
 * here, as DESIGN.md "Where the spec is silent" asks.
 */
import { z } from 'zod';
import { DEMO_MERCHANT } from '../core/demo-merchant.ts';
import { DEFAULT_CLOCK_WINDOW_SECONDS } from '../core/timestamp-form.ts';

/** A merchant the sandbox knows, with both of its secrets (spec 1: test and production differ). */
export interface SandboxMerchant {
  merchantId: string;
  testSecret: string;
  productionSecret: string;
}

/** Faults the sandbox can inject so a client's verification is exercised (spec 5.3 rule 5). */
const FAULT_NAMES = ['corrupt-response-sign'] as const;
export type FaultName = (typeof FAULT_NAMES)[number];

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
}

/** Largest request body the sandbox reads: 1 MiB (a sandbox choice; spec 8 shows no limit). */
export const MAX_BODY_BYTES = 1024 * 1024;

const printable = /^[\x21-\x7e]+$/;

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
      .pipe(z.array(z.enum(FAULT_NAMES))),
    expected: `a comma-separated list of ${FAULT_NAMES.join(', ')} (or empty)`,
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

/**
 * Reads the sandbox configuration from `SANDBOX_*` variables, falling back to the demo merchant
 * and the defaults of DESIGN.md. Throws an Error naming the bad variable and the expected form;
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
    faults: read(env, 'SANDBOX_FAULTS', []),
  };
}

/** The default configuration: the demo merchant and the defaults above (no environment read). */
export function defaultSandboxConfig(): SandboxConfig {
  return configFromEnv({});
}

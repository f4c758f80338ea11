/**
 * The sandbox's demo merchant. The embedded sandbox knows it by default and the console is
 * preconfigured with it, so a first run works with no typing. These are public demo values for
 * a local test server, never real credentials; the sandbox takes others from its environment.
 */
export const DEMO_MERCHANT = {
  merchantId: 'M100001',
  testSecret: 'test_sk_4f9a2c7e1b3d',
  productionSecret: 'prod_sk_9c1e5b7a3d2f',
} as const;

/** Where the console serves the embedded sandbox, relative to its own origin. */
export const EMBEDDED_SANDBOX_PATH = '/sandbox';

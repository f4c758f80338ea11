/**
 * `npm run sandbox`: the sandbox on its own, configured from `SANDBOX_*` variables, for
 * integrators' own test suites. Prints the base URL and merchant ID, never a secret.
 */
import { configFromEnv, type SandboxConfig } from './config.ts';
import { PortInUseError } from '../http/listen.ts';
import { startSandboxServer } from './serve-sandbox.ts';

let config: SandboxConfig;
try {
  config = configFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

try {
  const { url } = await startSandboxServer(config);
  const merchants = config.merchants.map((merchant) => merchant.merchantId).join(', ');
  console.log(`Sandbox listening on ${url} (base URL), merchant ${merchants}`);
} catch (error) {
  const hint = error instanceof PortInUseError ? ' Set SANDBOX_PORT to another port.' : '';
  console.error(`${(error as Error).message}${hint}`);
  process.exit(1);
}

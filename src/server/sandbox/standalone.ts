/**
 * `npm run sandbox`, and the sandbox package's command: the sandbox on its own, configured from
 * `SANDBOX_*` variables, for integrators' own test suites and CI. Prints the base URL and
 * merchant ID, never a secret. SIGINT or SIGTERM (Ctrl+C, a CI job's end) stops it cleanly:
 * it stops listening and exits 0, so a job that ends it does not read as a failure.
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
  const { url, close } = await startSandboxServer(config);
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const merchants = config.merchants.map((merchant) => merchant.merchantId).join(', ');
  console.log(`Sandbox listening on ${url} (base URL), merchant ${merchants}`);
} catch (error) {
  const hint = error instanceof PortInUseError ? ' Set SANDBOX_PORT to another port.' : '';
  console.error(`${(error as Error).message}${hint}`);
  process.exit(1);
}

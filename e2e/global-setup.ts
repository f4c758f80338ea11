import { fileURLToPath } from 'node:url';
import { defaultSandboxConfig } from '../src/server/sandbox/config.ts';
import { startConsoleServer } from '../src/server/console/serve-console.ts';

/**
 * Serves the built console with its embedded sandbox on a free 127.0.0.1 port, exactly as
 * `npm start` does, and stops it when the run ends. Tests read the URL from CONSOLE_URL.
 */
export default async function globalSetup() {
  const server = await startConsoleServer({
    host: '127.0.0.1',
    port: 0,
    distDir: fileURLToPath(new URL('../dist', import.meta.url)),
    sandbox: defaultSandboxConfig(),
  });
  process.env.CONSOLE_URL = server.url;
  return () => server.close();
}

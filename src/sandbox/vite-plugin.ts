/**
 * Mounts the sandbox at `/sandbox` in `vite` (dev) and `vite preview`, so the console's default
 * test environment answers there as it does under `npm start`. Configured from `SANDBOX_*`
 * variables; host and port are ignored, the sandbox shares Vite's server.
 */
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import { EMBEDDED_SANDBOX_PATH } from '../core/demo-merchant.ts';
import { createSandboxApp } from './app.ts';
import { configFromEnv } from './config.ts';

function sandboxMiddleware(): Connect.NextHandleFunction {
  // Host and port belong to Vite here, so a stale SANDBOX_HOST/PORT must not stop the server.
  const env = { ...process.env, SANDBOX_HOST: undefined, SANDBOX_PORT: undefined };
  const app = createSandboxApp(configFromEnv(env));
  // Connect strips the mount prefix from req.url, so the app sees its own root-relative paths.
  // overrideGlobalObjects: false leaves Vite's process globals alone.
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  return (req, res) => {
    void listener(req, res);
  };
}

/** The Vite plugin: the sandbox at `/sandbox` in both the dev and the preview server. */
export function sandboxPlugin(): Plugin {
  return {
    name: 'signing-console-sandbox',
    configureServer(server) {
      server.middlewares.use(EMBEDDED_SANDBOX_PATH, sandboxMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(EMBEDDED_SANDBOX_PATH, sandboxMiddleware());
    },
  };
}

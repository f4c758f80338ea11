/**
 * Mounts the sandbox at `/sandbox` and the console's allow-listed proxy at `/_console` in `vite`
 * (dev) and `vite preview`, so both answer there as they do under `npm start`. Configured from
 * `SANDBOX_*` and `CONSOLE_*_BASE_URL` variables; the sandbox's host and port are ignored, it
 * shares Vite's server.
 */
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Connect, Plugin } from 'vite';
import { EMBEDDED_SANDBOX_PATH } from '../../core/protocol/demo-merchant.ts';
import { createSandbox } from '../sandbox/app.ts';
import { configFromEnv, sandboxIdentity, type SandboxConfig } from '../sandbox/config.ts';
import { CONSOLE_API_PATH } from '../../core/console-api/console-api.ts';
import { proxyRoutes } from './proxy.ts';
import { proxyTargetsFromEnv, type ProxyTargets } from './proxy-config.ts';
import { publicConsoleUrlFromEnv } from './public-console-url.ts';
import type { NodeLane } from '../http/listen.ts';

function middleware(app: Hono, lane?: NodeLane): Connect.NextHandleFunction {
  // Connect strips the mount prefix from req.url, so the app (and the lane) see their own
  // root-relative paths. overrideGlobalObjects: false leaves Vite's process globals alone.
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  return (req, res) => {
    if (lane?.(req, res)) return;
    void listener(req, res);
  };
}

function sandboxConfig(): SandboxConfig {
  // Host and port belong to Vite here, so a stale SANDBOX_HOST/PORT must not stop the server.
  const env = { ...process.env, SANDBOX_HOST: undefined, SANDBOX_PORT: undefined };
  return { ...configFromEnv(env), mountPath: EMBEDDED_SANDBOX_PATH };
}

function sandboxMiddleware(config: SandboxConfig): Connect.NextHandleFunction {
  const sandbox = createSandbox(config);
  // The same lane as `npm start` (serve-console.ts) answers the signed query, so dev and
  // production answer it through the same code; everything else goes to the app.
  return middleware(sandbox.app, sandbox.queryLane());
}

/** Options for tests; by default the proxy targets come from `CONSOLE_*_BASE_URL`. */
export interface SandboxPluginOptions {
  proxy?: ProxyTargets;
}

/**
 * The Vite plugin: the sandbox at `/sandbox` and the proxy routes at `/_console` in both the dev
 * and the preview server.
 */
export function sandboxPlugin(options: SandboxPluginOptions = {}): Plugin {
  const mountAll = (middlewares: Connect.Server) => {
    const targets = options.proxy ?? proxyTargetsFromEnv(process.env);
    const sandbox = sandboxConfig();
    const identity = sandboxIdentity(sandbox);
    middlewares.use(EMBEDDED_SANDBOX_PATH, sandboxMiddleware(sandbox));
    middlewares.use(
      CONSOLE_API_PATH,
      middleware(
        proxyRoutes(targets, {
          ...(identity && { sandbox: identity }),
          publicConsoleUrl: publicConsoleUrlFromEnv(process.env),
        }),
      ),
    );
  };
  return {
    name: 'signing-console-sandbox',
    configureServer(server) {
      mountAll(server.middlewares);
    },
    configurePreviewServer(server) {
      mountAll(server.middlewares);
    },
  };
}

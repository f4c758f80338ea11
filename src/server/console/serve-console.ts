/**
 * `npm run serve` (and `npm start`, which builds first): one server for the built console from
 * `dist/` with the sandbox mounted at `/sandbox`, so the console's default test environment is
 * `<origin>/sandbox` and works out of the box, and the allow-listed proxy at `/_console`
 * (docs/architecture.md "Real parts").
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { mount } from 'hono/mount';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EMBEDDED_SANDBOX_PATH } from '../../core/protocol/demo-merchant.ts';
import { createSandbox } from '../sandbox/app.ts';
import { configFromEnv, sandboxIdentity, type SandboxConfig } from '../sandbox/config.ts';
import { listen, PortInUseError } from '../http/listen.ts';
import { CONSOLE_API_PATH } from '../../core/console-api/console-api.ts';
import { proxyRoutes } from './proxy.ts';
import { proxyTargetsFromEnv, type ProxyTargets } from './proxy-config.ts';
import { publicConsoleUrlFromEnv } from './public-console-url.ts';
import type { AllowedHosts } from '../http/origin-guard.ts';
import { consoleHosts, loopbackOrigin } from './team/console-hosts.ts';
import { startupLines } from './team/startup-lines.ts';
import { teamGate } from './team/team-gate.ts';
import { teamSettingsFromEnv } from './team/team-settings.ts';
import { SECURITY_HEADERS, securityHeaders } from './security-headers.ts';
import type { NodeLane } from '../http/listen.ts';

export interface ConsoleAppOptions {
  /** The built console (Vite's `dist/`), holding `index.html`. */
  distDir: string;
  sandbox: SandboxConfig;
  /** The base URLs the proxy may forward to; none when absent. */
  proxy?: ProxyTargets;
  /** The proxy's upstream time limit in milliseconds (default `PROXY_TIMEOUT_MS`). */
  proxyTimeoutMs?: number;
  /** The console's origin once it listens, so webhooks reach the sandbox inbox over HTTP. */
  origin?: () => string | undefined;
  /** The `Host` values the server answers its own routes to, once it listens (any when absent). */
  allowedHosts?: AllowedHosts;
  /**
   * Team mode (docs/team.md): the token every request but the signed query must carry, and the
   * sessions' clock (milliseconds; `Date.now` unless a test injects one).
   */
  team?: { token: string; now?: () => number };
  /** The origin a TLS reverse proxy serves the console at (PUBLIC_ORIGIN), if any. */
  publicOrigin?: string | null;
  /** The address of a console merchants can open (PUBLIC_CONSOLE_URL), announced to the page. */
  publicConsoleUrl?: string | null;
}

/** The embedded sandbox's merchant for the proxy routes to announce, when it has one. */
function optionalSandbox(sandbox: SandboxConfig) {
  const identity = sandboxIdentity(sandbox);
  return identity ? { sandbox: identity } : {};
}

/**
 * The page's links to the build's files, from the root: the build links them relative to the
 * page (`base: './'`, for any static host at any path, docs/hosting.md), and this server serves
 * the page at every client-side path as well as at its root, where they would miss.
 */
const fromRoot = (html: string) => html.replace(/(\s(?:src|href)=")\.\//g, '$1/');

/**
 * The console app: the sandbox at `/sandbox`, the proxy routes at `/_console` (JSON answers only,
 * never the SPA page), then static files from `distDir`, then
 * `index.html` for any other GET path without a file extension (client-side routes). Missing
 * files with an extension stay 404, so a broken asset link is not masked by the HTML page. The
 * lane answers the sandbox's signed queries as the app would, security headers included.
 */
function createConsoleApp({
  distDir,
  sandbox,
  proxy,
  proxyTimeoutMs,
  origin,
  allowedHosts,
  team,
  publicOrigin = null,
  publicConsoleUrl = null,
}: ConsoleAppOptions): { app: Hono; lane: NodeLane } {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const mounted = { ...sandbox, mountPath: EMBEDDED_SANDBOX_PATH, teamMode: team !== undefined };
  const embedded = createSandbox(mounted, {
    selfUrl: () => {
      const known = origin?.();
      return known === undefined ? undefined : `${known}${EMBEDDED_SANDBOX_PATH}`;
    },
    publicOrigin,
    ...(allowedHosts && { allowedHosts }),
  });
  const app = new Hono();
  app.use('*', securityHeaders());
  if (team) {
    app.use(
      '*',
      teamGate({
        ...team,
        publicOrigin,
        ...(allowedHosts && { allowedHosts }),
        isOwnDelivery: embedded.isOwnDelivery,
      }),
    );
  }
  // The page names the hashed bundles of the current build: never let a browser keep an old one.
  const sendIndex = (c: Context) => {
    if (!existsSync(indexPath)) return c.notFound();
    c.header('Cache-Control', 'no-store');
    return c.html(fromRoot(readFileSync(indexPath, 'utf8')));
  };

  app.all(`${EMBEDDED_SANDBOX_PATH}/*`, mount(embedded.app.fetch));
  app.route(
    CONSOLE_API_PATH,
    proxyRoutes(proxy ?? {}, {
      ...(proxyTimeoutMs !== undefined && { timeoutMs: proxyTimeoutMs }),
      ...optionalSandbox(sandbox),
      ...(allowedHosts && { allowedHosts }),
      publicOrigin,
      publicConsoleUrl,
    }),
  );
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    const lastSegment = c.req.path.split('/').pop() ?? '';
    return lastSegment.includes('.') ? c.notFound() : sendIndex(c);
  });
  const lane = embedded.queryLane({ prefix: EMBEDDED_SANDBOX_PATH, headers: SECURITY_HEADERS });
  return { app, lane };
}

/**
 * Serves the console app on `host:port` (port 0 picks a free port). Resolves with the console's
 * URL (with a trailing slash and the real port) and `close()`. Rejects with `PortInUseError`
 * when the port is taken. `extraHosts` (ALLOWED_HOSTS) and the public origin's host are answered
 * besides the server's own addresses, and a wildcard address answers to the machine's name.
 */
export async function startConsoleServer(
  options: ConsoleAppOptions & { host: string; port: number; extraHosts?: readonly string[] },
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const self: { origin?: string; hosts?: string[] } = {};
  const { app, lane } = createConsoleApp({
    ...options,
    origin: () => self.origin,
    allowedHosts: () => self.hosts,
  });
  const running = await listen(app, options.host, options.port, lane);
  self.origin = loopbackOrigin(options.host, running.port) ?? running.origin;
  self.hosts = consoleHosts(options, running.port);
  return { url: `${running.origin}/`, port: running.port, close: running.close };
}

async function main(): Promise<void> {
  const distDir = fileURLToPath(new URL('../../../dist', import.meta.url));
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error('dist/ not found: run `npm run build` first (npm start does both)');
    process.exit(1);
  }
  try {
    const sandbox = configFromEnv(process.env);
    const proxy = proxyTargetsFromEnv(process.env);
    const publicConsoleUrl = publicConsoleUrlFromEnv(process.env);
    const host = process.env['HOST']?.trim() || '127.0.0.1';
    const portText = process.env['PORT']?.trim() || '5180';
    if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
      throw new Error(`PORT is invalid (got ${JSON.stringify(portText)}): expected 0 to 65535.`);
    }
    const port = Number(portText);
    const team = teamSettingsFromEnv(process.env, host);
    const running = await startConsoleServer({
      host,
      port,
      distDir,
      sandbox,
      proxy,
      extraHosts: team.extraHosts,
      publicOrigin: team.publicOrigin,
      publicConsoleUrl,
      ...(team.token !== null && { team: { token: team.token } }),
    });
    for (const line of startupLines(team, host, running)) console.log(line);
    const routes = Object.entries(proxy).map(([env, target]) => `${env} -> ${target}`);
    if (routes.length > 0) console.log(`Proxy: ${routes.join(', ')}`);
    if (publicConsoleUrl) console.log(`Share links point at ${publicConsoleUrl}`);
  } catch (error) {
    const hint = error instanceof PortInUseError ? ' Set PORT, e.g. PORT=5181 npm run serve.' : '';
    console.error(`${(error as Error).message}${hint}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

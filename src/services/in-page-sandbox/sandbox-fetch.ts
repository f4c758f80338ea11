/**
 * The one way the page calls the embedded sandbox (docs/hosting.md): served by the console's
 * Node server, a plain fetch; served as static files, where the server's routes are missing,
 * the same request answered by the in-page sandbox in a worker. Which of the two is decided
 * once, by whether the console's own route (`/_console/environments`) answers JSON.
 */
import { ENVIRONMENTS_PATH } from '../../core/console-api/console-api.ts';
import { EMBEDDED_SANDBOX_PATH } from '../../core/protocol/demo-merchant.ts';
import { inPageFetch } from './in-page-worker.ts';

/** Who answers for the embedded sandbox: the console's server, or the page itself. */
export type SandboxHost = 'server' | 'in-page';

let host: Promise<{ kind: SandboxHost; announcement: unknown }> | undefined;

/** Where the page cannot start a worker, there is no in-page sandbox: plain fetch says why. */
const fallback = (): SandboxHost => (typeof Worker === 'undefined' ? 'server' : 'in-page');

async function probe(): Promise<{ kind: SandboxHost; announcement: unknown }> {
  try {
    // From the origin's root, where the console's server has it whatever path the page is at.
    const response = await fetch(ENVIRONMENTS_PATH, { headers: { Accept: 'application/json' } });
    const json = (response.headers.get('Content-Type') ?? '').includes('application/json');
    // A static host answers 404, or its own page for any path; the console's server, JSON.
    if (json) return { kind: 'server', announcement: await response.json() };
  } catch {
    // Offline, or no server at all: the page has its own sandbox.
  }
  return { kind: fallback(), announcement: null };
}

/**
 * The offline cache (docs/hosting.md), for a page that runs its own sandbox: the build's
 * `sw.js`, beside the page. A page served by the console's server has that server to answer.
 */
function keepOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(new URL('./sw.js', document.baseURI)).catch(() => {
    // A host that serves no service worker (or a private window) still gives the console online.
  });
}

/** The console server's announcement (null when the page runs its own sandbox), and who hosts. */
export function sandboxHost(): Promise<{ kind: SandboxHost; announcement: unknown }> {
  host ??= probe().then((found) => {
    if (found.kind === 'in-page') keepOffline();
    return found;
  });
  return host;
}

/** The embedded sandbox's path of `url` (same origin, under `/sandbox`), else null. */
function embeddedPath(url: URL): string | null {
  if (url.origin !== window.location.origin) return null;
  const { pathname } = url;
  if (pathname !== EMBEDDED_SANDBOX_PATH && !pathname.startsWith(`${EMBEDDED_SANDBOX_PATH}/`)) {
    return null;
  }
  return `${pathname.slice(EMBEDDED_SANDBOX_PATH.length) || '/'}${url.search}`;
}

/**
 * fetch, except that a request for the embedded sandbox goes to the in-page sandbox when no
 * server hosts one. Anything else (a remote environment through the proxy) is a plain fetch.
 */
export async function sandboxFetch(input: string, init?: RequestInit): Promise<Response> {
  const url = new URL(input, window.location.href);
  const path = embeddedPath(url);
  if (path !== null && (await sandboxHost()).kind === 'in-page') {
    return inPageFetch(path, new Request(url, init));
  }
  return fetch(input, init);
}

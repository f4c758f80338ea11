/**
 * Writes `sw.js` into the build: the service worker that keeps a statically served console
 * working offline after its first load (docs/hosting.md). It holds every file of this build (the
 * list and a cache name taken from the bundle, so a new build replaces the old cache), answers
 * them from the cache, and asks the network first for the page itself, so a new version arrives
 * whenever the host can be reached. Any other request (the console server's routes, a remote
 * environment) is not touched. The page registers it only when it runs its own sandbox
 * (`services/in-page-sandbox`): the console's own server is there to answer.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The file name, beside the page (`services/in-page-sandbox/sandbox-fetch.ts` registers it). */
const SERVICE_WORKER_FILE = 'sw.js';

/** The service worker's source for `files` (paths relative to its own folder) and `cache`. */
function serviceWorkerSource(files: string[], cache: string): string {
  return `// The Signing Console's offline cache (docs/hosting.md); generated at build.
const CACHE = ${JSON.stringify(cache)};
const FILES = ${JSON.stringify(files)};
const scoped = (file) => new URL(file, self.registration.scope).href;
const KNOWN = new Set(FILES.map(scoped));
const PAGE = scoped('index.html');
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map(scoped))));
  self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('signing-console-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (request.mode === 'navigate' && url.href.startsWith(self.registration.scope)) {
    event.respondWith(fetch(request).catch(() => caches.match(PAGE)));
    return;
  }
  if (!KNOWN.has(url.href)) return;
  event.respondWith(caches.match(url.href).then((hit) => hit || fetch(request)));
});
`;
}

export function offlinePlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'signing-console-offline',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !file.endsWith('.map'));
      const copied = publicDir ? readdirSync(publicDir) : [];
      // index.html is written by Vite's own HTML step, which may come after this one.
      const files = [...new Set(['index.html', ...built, ...copied])].sort();
      const cache = `signing-console-${createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16)}`;
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(files, cache),
      });
    },
  };
}

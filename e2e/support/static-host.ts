import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/** The types a plain static host gives the build's files. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
};

/** A running static host: the console's address and how to stop it. */
export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

/**
 * A plain static file server, written here and not the project's: `dir` served at `prefix` on a
 * free 127.0.0.1 port, `index.html` for a folder, 404 for anything else, and no headers beyond
 * the content type, as a developer portal's file host serves the console (docs/hosting.md).
 */
export async function startStaticHost(dir: string, prefix: string): Promise<StaticHost> {
  const root = normalize(dir);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const inside = pathname.startsWith(prefix)
      ? decodeURIComponent(pathname.slice(prefix.length))
      : null;
    let file = inside === null ? null : normalize(join(root, inside));
    if (file !== null && !(file === root || file.startsWith(root + sep))) file = null;
    if (file !== null && statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
      file = join(file, 'index.html');
    }
    if (file === null || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

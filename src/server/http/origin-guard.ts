/**
 * Who may call the console server's own routes (the proxy, the sandbox's admin routes): the
 * console's page on its own origin, or a program that sends no browser origin at all (curl,
 * scripts, test suites). Another site's page is refused even when the browser sends no
 * `Sec-Fetch-*` (plain http origins other than localhost), and a `Host` that names none of the
 * server's addresses is refused, so a DNS-rebound name cannot reach these routes either.
 */
import { networkInterfaces } from 'node:os';
import { quoteEcho } from './echo-cut.ts';

/** The `Host` values a server answers to; undefined when any will do (in-process apps, Vite). */
export type AllowedHosts = () => readonly string[] | undefined;

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

function bracketed(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/**
 * The `Host` header values a server listening on `host:port` is reached by: the address itself,
 * every loopback spelling for a loopback address, and every interface address (plus loopback)
 * for a wildcard address. A port of 80 may be omitted by the client.
 */
export function hostsFor(host: string, port: number): string[] {
  let names: string[];
  if (host === '0.0.0.0' || host === '::') {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .flatMap((info) => (info ? [bracketed(info.address)] : []));
    names = [...new Set([...LOOPBACK_NAMES, ...addresses])];
  } else if (isLoopback(host)) {
    names = [...new Set([bracketed(host), ...LOOPBACK_NAMES])];
  } else {
    names = [bracketed(host)];
  }
  const withPort = names.map((name) => `${name}:${port}`.toLowerCase());
  return port === 80 ? [...withPort, ...names.map((name) => name.toLowerCase())] : withPort;
}

/**
 * Why a browser call from elsewhere is refused, or null when the call is the console's own or
 * carries no browser origin. `selfOrigin` is the origin the request was addressed to (built from
 * its `Host`, which `allowedHosts` vouches for when the server listens on real sockets);
 * `publicOrigin` is the one a TLS reverse proxy serves it at (docs/team.md), which counts too.
 */
export function foreignCallProblem(
  headers: Headers,
  selfOrigin: string,
  allowedHosts: AllowedHosts = () => undefined,
  publicOrigin: string | null = null,
): string | null {
  const hosts = allowedHosts();
  const host = (headers.get('Host') ?? '').toLowerCase();
  if (hosts !== undefined && !hosts.includes(host)) {
    return `Host ${quoteEcho(host)} is not an address of this server; open the console at its own address.`;
  }
  const site = headers.get('Sec-Fetch-Site');
  if (site === 'cross-site' || site === 'same-site') {
    return 'Only the console on this origin may call this route, not another site.';
  }
  const origin = headers.get('Origin');
  if (origin !== null && origin !== selfOrigin && origin !== publicOrigin) {
    return `Origin ${quoteEcho(origin)} is not this console's (${selfOrigin}); only the console on this origin, or a program that sends no Origin, may call this route.`;
  }
  return null;
}

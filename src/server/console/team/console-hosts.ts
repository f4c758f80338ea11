/**
 * The names the console server answers to (docs/team.md "Allowed hosts"): its own addresses as
 * the Host guard knows them, the machine's name when bound to every interface, the names a team
 * configures in `ALLOWED_HOSTS`, and the public origin's host behind a TLS reverse proxy.
 */
import { hostname } from 'node:os';
import { hostsFor } from '../../http/origin-guard.ts';

const isWildcard = (host: string) => host === '0.0.0.0' || host === '::';

/**
 * The origin the server reaches itself at over loopback when bound to every interface, so the
 * sandbox's deliveries to its own inbox never leave the machine; undefined for any other bind.
 */
export function loopbackOrigin(host: string, port: number): string | undefined {
  if (host === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return undefined;
}

/** Every `Host` value the console server bound to `host:port` answers its own routes to. */
export function consoleHosts(
  options: { host: string; extraHosts?: readonly string[]; publicOrigin?: string | null },
  port: number,
  machineName: string = hostname(),
): string[] {
  const named = [...(options.extraHosts ?? [])];
  if (isWildcard(options.host)) named.push(machineName.toLowerCase());
  const extra = named.flatMap((name) => (/:\d+$/.test(name) ? [name] : [`${name}:${port}`, name]));
  if (options.publicOrigin) extra.push(new URL(options.publicOrigin).host);
  return [...new Set([...hostsFor(options.host, port), ...extra])];
}

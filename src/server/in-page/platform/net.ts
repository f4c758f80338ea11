/**
 * `node:net`'s address tests and `node:os`'s interfaces, for the in-page sandbox's worker build
 * (docs/hosting.md). A page has no network interfaces to list and no sockets of its own.
 */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export const isIPv4 = (address: string): boolean => IPV4.test(address);

export function isIPv6(address: string): boolean {
  if (!address.includes(':') || !/^[\d.:a-f]+$/i.test(address)) return false;
  try {
    return new URL(`http://[${address}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

export const isIP = (address: string): number => (isIPv4(address) ? 4 : isIPv6(address) ? 6 : 0);

export const networkInterfaces = (): Record<string, never[]> => ({});

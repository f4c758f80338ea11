import { describe, expect, it } from 'vitest';
import { checkTarget, type ResolvedAddress, type Resolver } from './resolve-target.ts';

/** A resolver that answers from a table and counts its calls; it never touches the network. */
function stubResolver(table: Record<string, ResolvedAddress[]>) {
  const calls: string[] = [];
  const resolve: Resolver = (hostname) => {
    calls.push(hostname);
    return Promise.resolve(table[hostname] ?? []);
  };
  return { resolve, calls };
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

describe('checkTarget with a stub resolver', () => {
  const { resolve, calls } = stubResolver({
    'public.test': [v4('93.184.216.34')],
    'both.test': [v6('2606:4700::1'), v4('93.184.216.34')],
    'internal.test': [v4('10.0.0.5')],
    'metadata.test': [v4('169.254.169.254')],
    'cgnat.test': [v4('100.64.3.4')],
    'multicast.test': [v4('224.0.0.251')],
    'ula.test': [v6('fd00::5')],
    'linklocal6.test': [v6('fe80::2')],
    'mapped.test': [v6('::ffff:10.0.0.1')],
    'rebind.test': [v4('93.184.216.34'), v4('127.0.0.1')],
  });
  const team = { refusePrivate: true, resolve };

  it('connects to the address the one lookup returned', async () => {
    calls.length = 0;
    const checked = await checkTarget(new URL('https://public.test/hook'), team);
    expect(checked).toEqual({ ok: true, address: v4('93.184.216.34') });
    expect(calls).toEqual(['public.test']);
  });

  it.each([
    ['internal.test', /10\.0\.0\.5.*RFC 1918/],
    ['metadata.test', /metadata/],
    ['cgnat.test', /CGNAT/],
    ['multicast.test', /multicast/],
    ['ula.test', /ULA/],
    ['linklocal6.test', /link-local/],
    ['mapped.test', /IPv4-mapped/],
    ['rebind.test', /127\.0\.0\.1.*loopback/],
  ])('refuses %s, naming the rule', async (host, rule) => {
    const checked = await checkTarget(new URL(`http://${host}/`), team);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.kind).toBe('refused');
    expect(checked.error).toMatch(rule);
    expect(checked.error).toContain('SANDBOX_ALLOW_PRIVATE_TARGETS=1');
  });

  it('checks every address a name has, IPv6 ones included', async () => {
    expect((await checkTarget(new URL('http://both.test/'), team)).ok).toBe(true);
  });

  it('refuses literal private addresses without asking the resolver', async () => {
    calls.length = 0;
    for (const url of ['http://169.254.169.254/latest', 'http://[fd00::1]/', 'http://10.0.0.1/']) {
      expect((await checkTarget(new URL(url), team)).ok).toBe(false);
    }
    expect(calls).toEqual([]);
  });

  it('lets everything through outside team mode, still pinned to the one lookup', async () => {
    const local = { refusePrivate: false, resolve };
    expect(await checkTarget(new URL('http://internal.test/'), local)).toEqual({
      ok: true,
      address: v4('10.0.0.5'),
    });
  });

  it('says a name that resolves to nothing does not resolve', async () => {
    const checked = await checkTarget(new URL('http://nowhere.test/'), team);
    expect(checked).toMatchObject({ ok: false, kind: 'unresolved' });
    expect(!checked.ok && checked.error).toContain('nowhere.test: the name does not resolve');
  });

  it('reads short and numeric spellings as the URL parser does', async () => {
    for (const host of ['127.1', '2130706433', '0x7f.1', '0177.0.0.1', '[::ffff:127.0.0.1]']) {
      const checked = await checkTarget(new URL(`http://${host}:9/`), team);
      expect(checked, host).toMatchObject({ ok: false, kind: 'refused' });
    }
  });
});

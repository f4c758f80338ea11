import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COULD_NOT_CONNECT, createOutbound, type OutboundInit } from './guarded-fetch.ts';
import type { Resolver } from './resolve-target.ts';
import { LOOPBACK_SPELLINGS } from '../../test-support/loopback-spellings.ts';

function post(): OutboundInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"a":1}',
    signal: AbortSignal.timeout(5000),
  };
}

describe('the guarded fetch against a real listener on loopback', () => {
  let server: Server;
  let port: number;
  const seen: { host: string | undefined; body: string }[] = [];
  let connections = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ host: request.headers.host, body });
        response.writeHead(302, { Location: 'http://10.0.0.1/secret-place' }).end('moved');
      });
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it.each(LOOPBACK_SPELLINGS)(
    'in team mode refuses http://%s, and the listener sees nothing',
    async (host) => {
      const outbound = createOutbound({ team: true, allowPrivate: false });
      const before = connections;
      const url = `http://${host}:${port}/hook`;
      expect(await outbound.check(url)).toMatch(/loopback|unspecified|IPv4-mapped/);
      await expect(outbound.fetch(url, post())).rejects.toThrow(/loopback|unspecified|IPv4-mapped/);
      expect(connections).toBe(before);
      expect(seen).toEqual([]);
    },
  );

  it('locally reaches the developer receiver on localhost', async () => {
    const outbound = createOutbound({ team: false, allowPrivate: false });
    expect(await outbound.check(`http://localhost:${port}/`)).toBeNull();
    const response = await outbound.fetch(`http://localhost:${port}/hook`, post());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://10.0.0.1/secret-place');
    expect(await response.text()).toBe('moved');
    expect(seen.pop()).toEqual({ host: `localhost:${port}`, body: '{"a":1}' });
  });

  it('connects to the one checked address, the Host header still the name typed', async () => {
    const lookups: string[] = [];
    const resolve: Resolver = (hostname) => {
      lookups.push(hostname);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    const outbound = createOutbound({ team: false, allowPrivate: false, resolve });
    const response = await outbound.fetch(`http://receiver.test:${port}/hook`, post());
    await response.body?.cancel();
    expect(lookups).toEqual(['receiver.test']);
    expect(seen.pop()).toEqual({ host: `receiver.test:${port}`, body: '{"a":1}' });
  });

  it('in team mode with private targets allowed, names no redirect target', async () => {
    const outbound = createOutbound({ team: true, allowPrivate: true });
    const response = await outbound.fetch(`http://127.0.0.1:${port}/hook`, post());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBeNull();
    await response.body?.cancel();
    seen.pop();
  });

  it('in team mode says only "could not connect" when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const free = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const team = createOutbound({ team: true, allowPrivate: true });
    await expect(team.fetch(`http://127.0.0.1:${free}/`, post())).rejects.toThrow(
      new Error(COULD_NOT_CONNECT),
    );
    const local = createOutbound({ team: false, allowPrivate: false });
    const error = await local.fetch(`http://127.0.0.1:${free}/`, post()).catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
  });
});

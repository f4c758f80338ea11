/**
 * A browser's request for another page (a form, a link, a no-cors fetch) is refused on the query
 * route before the traffic log sees it, and logged nowhere else; programs, the console on its
 * own origin and real CORS requests with the signed headers pass (`page-request.ts`). Over real
 * sockets on loopback, through the sandbox's query lane and its app alike.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { rawCall } from '../test-support/raw-call.ts';
import { QUERY_BODY, signedQueryInit } from '../test-support/sandbox-client.ts';
import { serversPerTest } from '../test-support/servers-per-test.ts';
import { pageRequestProblem } from './page-request.ts';

const servers = serversPerTest();

/** Another port on loopback: same site as the sandbox, another origin. */
const OTHER = 'http://127.0.0.1:3000';

/** What a browser sends for a page's `fetch(url, {mode: 'no-cors', method: 'POST', body})`. */
const NO_CORS = {
  'Sec-Fetch-Mode': 'no-cors',
  'Sec-Fetch-Site': 'same-site',
  'Sec-Fetch-Dest': 'empty',
  Origin: OTHER,
  'Content-Type': 'text/plain;charset=UTF-8',
};

/** The signed headers of a query, as a program (or a page, through a preflight) sends them. */
function signed(): Record<string, string> {
  return signedQueryInit().headers as Record<string, string>;
}

async function logged(base: string): Promise<number> {
  const answer = await rawCall(`${base}/_sandbox/requests`);
  return (JSON.parse(answer.body) as unknown[]).length;
}

describe('pageRequestProblem', () => {
  const own = ['http://127.0.0.1:5180'];
  it.each([
    ['a no-cors fetch', NO_CORS, 'POST'],
    ['a navigation', { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' }, 'GET'],
    [
      'a form, on plain http (no Sec-Fetch-*)',
      { Origin: OTHER, 'Content-Type': 'text/plain' },
      'POST',
    ],
    [
      'a urlencoded form',
      { Origin: 'null', 'Content-Type': 'application/x-www-form-urlencoded' },
      'POST',
    ],
    ['a cors fetch needing no preflight', { 'Sec-Fetch-Mode': 'cors', Origin: OTHER }, 'POST'],
    ['a websocket', { 'Sec-Fetch-Mode': 'websocket', Origin: OTHER }, 'GET'],
  ])('refuses %s', (_name, headers, method) => {
    expect(pageRequestProblem(new Headers(headers), method, own)).toMatch(/does not log it/);
  });

  it.each([
    ['a program', {}, 'POST'],
    ['a program saying text/plain', { 'Content-Type': 'text/plain' }, 'POST'],
    [
      'the console',
      { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-origin', Origin: own[0]! },
      'POST',
    ],
    [
      'a CORS request with the signed headers',
      { 'Sec-Fetch-Mode': 'cors', Origin: OTHER, ...signed() },
      'POST',
    ],
    ['a PUT, which a preflight guards', { Origin: OTHER, 'Content-Type': 'text/plain' }, 'PUT'],
  ])('lets %s through', (_name, headers, method) => {
    expect(pageRequestProblem(new Headers(headers), method, own)).toBeNull();
  });
});

describe('a browser request for another page, over HTTP', () => {
  it('is refused on the query route with the 4003 envelope, and not logged', async () => {
    const base = await servers.sandbox();
    const url = `${base}${QUERY_PATH}`;
    // With a declared length (the query lane), chunked (the app), and a navigation.
    const sends = [
      rawCall(url, 'POST', NO_CORS, 'x'),
      rawCall(url, 'POST', { ...NO_CORS, 'Transfer-Encoding': 'chunked' }, QUERY_BODY),
      rawCall(url, 'GET', { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'cross-site' }),
      rawCall(
        url,
        'POST',
        { Origin: OTHER, 'Content-Type': 'application/x-www-form-urlencoded' },
        'a=1',
      ),
    ];
    for (const answer of await Promise.all(sends)) {
      expect(answer.status).toBe(403);
      const envelope = JSON.parse(answer.body) as { code: number; msg: string; data: null };
      expect(envelope).toMatchObject({ code: 4003, data: null });
      expect(envelope.msg).toContain('does not log it');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    expect(await logged(base)).toBe(0);
  });

  it('is answered but not logged on other routes, and refused on admin ones', async () => {
    const base = await servers.sandbox();
    expect((await rawCall(`${base}/api/v1/payments/create`, 'POST', NO_CORS, 'x')).status).toBe(
      404,
    );
    expect(
      (await rawCall(`${base}/openapi.json`, 'GET', { 'Sec-Fetch-Mode': 'navigate' })).status,
    ).toBe(200);
    const admin = await rawCall(`${base}/_sandbox/orders`, 'POST', NO_CORS, '{}');
    expect(admin.status).toBe(403);
    expect(await logged(base)).toBe(0);
  });

  it('keeps programs, the console and real CORS requests, and logs them', async () => {
    const base = await servers.sandbox();
    const url = `${base}${QUERY_PATH}`;
    const console = { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-origin', Origin: base };
    const cors = { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-site', Origin: OTHER };
    for (const extra of [{}, console, cors]) {
      const answer = await rawCall(url, 'POST', { ...signed(), ...extra }, QUERY_BODY);
      expect(answer.status, JSON.stringify(extra)).toBe(200);
    }
    expect(await logged(base)).toBe(3);
  });
});

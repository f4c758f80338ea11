import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from '../zod-jitless.ts';
import { fillPath, pathParamNames, routerPath, type PathParams } from './route-path.ts';
import { SANDBOX_ROUTE_LIST, SANDBOX_ROUTES } from './routes.ts';

describe('the admin route table', () => {
  it('names each route once, with its path parameters in braces, in snake_case', () => {
    const keys = SANDBOX_ROUTE_LIST.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of SANDBOX_ROUTE_LIST)
      expect(route.path).toMatch(/^(\/([a-z-]+|\{[a-z_]+\}))+$/);
  });

  it('gives every schema as JSON Schema, for an OpenAPI document', () => {
    for (const route of SANDBOX_ROUTE_LIST) {
      const answer = z.toJSONSchema(route.answer, { io: 'output' });
      expect(['object', 'array']).toContain(answer.type);
      if (route.request) expect(z.toJSONSchema(route.request, { io: 'input' }).type).toBe('object');
      if (route.query) expect(z.toJSONSchema(route.query, { io: 'input' }).type).toBe('object');
    }
  });

  it('keeps the one-shot fault within the answer-side faults', () => {
    const put = SANDBOX_ROUTES.setFaults.request!;
    expect(put.safeParse({ nonce: 'n', amount_limit_code: 2006 }).success).toBe(true);
    expect(put.safeParse({ nonce: 'n', delay_ms: 10 }).success).toBe(false);
    expect(put.safeParse({ delay_ms: 10 }).success).toBe(true);
  });

  it('pages every list: since and at most 1,000 entries', () => {
    const lists = SANDBOX_ROUTE_LIST.filter((route) => route.answer.safeParse([]).success);
    expect(lists.length).toBeGreaterThan(0);
    for (const route of [...lists, SANDBOX_ROUTES.listOrders]) {
      expect(route.query?.safeParse({ limit: '1000', since: '7' }).success).toBe(true);
      expect(route.query?.safeParse({ limit: '1001' }).success).toBe(false);
      expect(route.query?.safeParse({ limit: '0' }).success).toBe(false);
    }
  });
});

describe('path parameters', () => {
  it('are read from the path, filled percent-encoded, and spelled for the router', () => {
    const path = SANDBOX_ROUTES.setOrderStatus.path;
    expect(pathParamNames(path)).toEqual(['merchant_order_no']);
    expect(fillPath(path, { merchant_order_no: 'A/B C' })).toBe('/orders/A%2FB%20C/status');
    expect(routerPath(path)).toBe('/orders/:merchant_order_no/status');
  });

  it('are typed from the path, so a client cannot name a parameter the route lacks', () => {
    expectTypeOf<PathParams<'/inbox/{merchant_id}'>>().toEqualTypeOf<{ merchant_id: string }>();
    expectTypeOf<keyof PathParams<'/info'>>().toEqualTypeOf<never>();
    // @ts-expect-error: the route's parameter is merchant_order_no, not no
    expect(() => fillPath(SANDBOX_ROUTES.setOrderStatus.path, { no: 'x' })).toThrow(
      /needs the parameter merchant_order_no/,
    );
  });
});

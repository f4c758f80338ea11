import { describe, expect, it } from 'vitest';
import { z } from '../zod-jitless.ts';
import { SANDBOX_ROUTES } from './routes.ts';

describe('the admin route table', () => {
  it('names each route once, with its path parameters in braces', () => {
    const keys = SANDBOX_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of SANDBOX_ROUTES)
      expect(route.path).toMatch(/^(\/([a-z-]+|\{[A-Za-z_]+\}))+$/);
  });

  it('gives every schema as JSON Schema, for an OpenAPI document', () => {
    for (const route of SANDBOX_ROUTES) {
      const answer = z.toJSONSchema(route.answer, { io: 'output' });
      expect(['object', 'array']).toContain(answer.type);
      if (route.request) expect(z.toJSONSchema(route.request, { io: 'input' }).type).toBe('object');
      if (route.query) expect(z.toJSONSchema(route.query, { io: 'input' }).type).toBe('object');
    }
  });

  it('keeps the one-shot fault within the answer-side faults', () => {
    const put = SANDBOX_ROUTES.find((route) => route.method === 'PUT' && route.path === '/faults');
    expect(put?.request?.safeParse({ nonce: 'n', amount_limit_code: 2006 }).success).toBe(true);
    expect(put?.request?.safeParse({ nonce: 'n', delay_ms: 10 }).success).toBe(false);
    expect(put?.request?.safeParse({ delay_ms: 10 }).success).toBe(true);
  });
});

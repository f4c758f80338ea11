import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope.ts';

describe('parseEnvelope', () => {
  it('reads code, msg and data', () => {
    expect(parseEnvelope('{"code":0,"msg":"success","data":{"a":1}}')).toEqual({
      ok: true,
      envelope: { code: 0, msg: 'success', data: { a: 1 } },
    });
  });

  it.each([
    ['not json', /not JSON/],
    ['[1]', /not an object/],
    ['{"code":1}', /lacks msg, data/],
  ])('explains why %j is no envelope', (body, message) => {
    const result = parseEnvelope(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});

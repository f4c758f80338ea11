import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope.ts';
import { explainCode, explainHttpStatus } from './result-codes.ts';

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

describe('explainCode', () => {
  it('knows the codes of spec 7, numeric or string', () => {
    expect(explainCode(1003)).toMatchObject({ fromSpec: true, checklist: true });
    expect(explainCode('2006')).toMatchObject({ fromSpec: true, checklist: false });
    expect(explainCode(5008)?.explanation).toMatch(/not caused by the signature/);
  });

  it('marks the success code as a sandbox choice', () => {
    expect(explainCode(0)).toMatchObject({ fromSpec: false });
  });

  it('returns undefined for unknown codes and non-scalar values', () => {
    expect(explainCode(777)).toBeUndefined();
    expect(explainCode({})).toBeUndefined();
  });

  it('explains HTTP 401 and 403 with the checklist', () => {
    expect(explainHttpStatus(401)?.checklist).toBe(true);
    expect(explainHttpStatus(403)?.checklist).toBe(true);
    expect(explainHttpStatus(200)).toBeUndefined();
  });
});

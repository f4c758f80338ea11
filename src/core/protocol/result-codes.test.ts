import { describe, expect, it } from 'vitest';
import { explainCode, explainHttpStatus } from './result-codes.ts';

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

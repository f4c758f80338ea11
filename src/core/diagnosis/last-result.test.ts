import { describe, expect, it } from 'vitest';
import { forgetLastResults, lastResult } from './last-result.ts';

describe('lastResult', () => {
  it('computes once for the same body asked again, and afresh for another body', () => {
    const computed: string[] = [];
    const lengthOf = lastResult((body) => {
      computed.push(body);
      return { length: body.length };
    });
    const first = lengthOf('{"a":1}');
    // Equal text, another string: a retry's body read from another part of the paste.
    expect(lengthOf(['{"a":', '1}'].join(''))).toBe(first);
    expect(computed).toEqual(['{"a":1}']);
    expect(lengthOf('{"a":2}')).toEqual({ length: 7 });
    expect(lengthOf('{"a":1}')).not.toBe(first);
    expect(computed).toEqual(['{"a":1}', '{"a":2}', '{"a":1}']);
  });

  it('computes afresh for the same body once told to forget', () => {
    let computed = 0;
    const sizeOf = lastResult((body) => {
      computed++;
      return body.length;
    });
    sizeOf('{}');
    sizeOf('{}');
    forgetLastResults();
    sizeOf('{}');
    expect(computed).toBe(2);
  });
});

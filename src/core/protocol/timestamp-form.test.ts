import { describe, expect, it } from 'vitest';
import { readTimestamp } from './timestamp-form.ts';

describe('readTimestamp (spec 5.1)', () => {
  it.each([
    ['1700000000', { form: 'seconds', seconds: 1_700_000_000 }],
    [' 1700000000 ', { form: 'seconds', seconds: 1_700_000_000 }],
    ['1700000000123', { form: 'milliseconds', seconds: '1700000000' }],
    ['170000000012', { form: 'milliseconds', seconds: '170000000' }],
    ['0', { form: 'seconds', seconds: 0 }],
    ['01700000000', { form: 'leading-zero', seconds: 1_700_000_000 }],
    ['00', { form: 'leading-zero', seconds: 0 }],
    ['1700000000.5', { form: 'fraction' }],
    ['2023-11-14T22:13:20Z', { form: 'date', seconds: 1_700_000_000 }],
    ['Tue, 14 Nov 2023 22:13:20 GMT', { form: 'date', seconds: 1_700_000_000 }],
    ['', { form: 'empty' }],
    ['-5', { form: 'other' }],
    ['soon', { form: 'other' }],
  ])('reads %j', (text, form) => {
    expect(readTimestamp(text)).toEqual(form);
  });
});

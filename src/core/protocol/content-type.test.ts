import { describe, expect, it } from 'vitest';
import { readContentType } from './content-type.ts';

describe('readContentType (spec 4, 5.1)', () => {
  it.each([
    [undefined, { form: 'missing' }],
    ['  ', { form: 'missing' }],
    ['application/json', { form: 'json' }],
    ['Application/JSON; charset=UTF-8', { form: 'json' }],
    ['application/json; charset="utf8"', { form: 'json' }],
    ['application/json;', { form: 'json' }],
    ['application/json; charset=ISO-8859-1', { form: 'json-charset', charset: 'ISO-8859-1' }],
    ['application/json; v=2', { form: 'json-parameters', parameters: ['v=2'] }],
    ['text/plain', { form: 'other', mediaType: 'text/plain' }],
    [
      'application/x-www-form-urlencoded',
      { form: 'other', mediaType: 'application/x-www-form-urlencoded' },
    ],
  ])('reads %j', (value, reading) => {
    expect(readContentType(value)).toEqual(reading);
  });
});

import { describe, expect, it } from 'vitest';
import { isLongBody } from './long-body.ts';

describe('isLongBody', () => {
  it('is true from 64 KiB of body on', () => {
    expect([isLongBody(64 * 1024 - 1), isLongBody(64 * 1024)]).toEqual([false, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme-store.ts';

describe('resolveTheme', () => {
  it('follows the system only while the choice is System', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

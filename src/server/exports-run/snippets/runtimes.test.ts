import { describe, expect, it } from 'vitest';
import {
  maySkip,
  missingCommands,
  requireRuntime,
} from '../../test-support/snippet-harness/runtimes.ts';

const noPath = { PATH: '/nonexistent' };

describe('snippet runtimes', () => {
  it('finds a command that is on PATH and misses one that is not', () => {
    expect(missingCommands('node')).toEqual([]);
    expect(missingCommands('go', noPath)).toEqual(['go']);
  });

  it('lets a developer skip a missing runtime, but never CI', () => {
    expect(maySkip('php', noPath)).toBe(true);
    expect(maySkip('php', { ...noPath, CI: 'true' })).toBe(false);
    expect(() => requireRuntime('php', noPath)).toThrow('php: php not installed');
  });

  it('does not skip a runtime that is present', () => {
    expect(maySkip('node', { PATH: process.env.PATH, CI: '' })).toBe(false);
  });
});

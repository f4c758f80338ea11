import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStorage } from './draft-storage.ts';

const draft = (body: string) => ({ state: { body }, version: 0 });

describe('draftStorage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('holds each change in memory and writes only the latest once the page is idle', () => {
    const storage = draftStorage<{ body: string }>();
    storage.setItem('draft', draft('a'));
    storage.setItem('draft', draft('ab'));
    expect(sessionStorage.getItem('draft')).toBeNull();
    expect(storage.getItem('draft')).toEqual(draft('ab'));
    vi.runAllTimers();
    expect(JSON.parse(sessionStorage.getItem('draft')!)).toEqual(draft('ab'));
  });

  it('writes at once when the page is left, so a reload finds the draft', () => {
    const storage = draftStorage<{ body: string }>();
    storage.setItem('draft', draft('typed just before the reload'));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('draft')!)).toEqual(
      draft('typed just before the reload'),
    );
    expect(draftStorage<{ body: string }>().getItem('draft')).toEqual(
      draft('typed just before the reload'),
    );
  });

  it('removes a draft, and keeps it in memory when the browser refuses the write', () => {
    const storage = draftStorage<{ body: string }>();
    sessionStorage.setItem('draft', JSON.stringify(draft('old')));
    storage.removeItem('draft');
    expect(storage.getItem('draft')).toBeNull();
    vi.runAllTimers();
    expect(sessionStorage.getItem('draft')).toBeNull();

    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    storage.setItem('draft', draft('too big'));
    expect(() => vi.runAllTimers()).not.toThrow();
    full.mockRestore();
    expect(sessionStorage.getItem('draft')).toBeNull();
  });
});

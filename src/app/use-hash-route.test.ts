import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFromHash, useHashRoute } from './use-hash-route.ts';

afterEach(() => {
  window.location.hash = '';
});

describe('routeFromHash', () => {
  it.each([
    ['#/verify', 'verify'],
    ['#verify', 'verify'],
    ['#/request', 'request'],
    ['#/learn', 'learn'],
    ['', 'request'],
    ['#/', 'request'],
    ['#/nowhere', 'request'],
    ['#/Verify', 'request'],
    ['#/verify/extra', 'request'],
    ['#case=eyJraW5kIjoicmVxdWVzdCJ9', 'request'],
  ])('reads %j as %s', (hash, route) => {
    expect(routeFromHash(hash)).toBe(route);
  });
});

describe('useHashRoute', () => {
  it('starts on the route the URL names', () => {
    window.location.hash = '#/verify';
    const { result } = renderHook(() => useHashRoute());
    expect(result.current).toBe('verify');
  });

  it('follows the hash as links and the back button change it', async () => {
    const { result } = renderHook(() => useHashRoute());
    expect(result.current).toBe('request');

    act(() => {
      window.location.hash = '#/verify';
    });
    await waitFor(() => expect(result.current).toBe('verify'));

    act(() => {
      window.location.hash = '#/request';
    });
    await waitFor(() => expect(result.current).toBe('request'));
  });

  it('stops listening once unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useHashRoute());
    unmount();
    expect(removed).toHaveBeenCalledWith('hashchange', expect.any(Function));
    removed.mockRestore();
  });
});

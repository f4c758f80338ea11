import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWithServerState } from './server-state.ts';

/** A part that counts its mounts, loaded when `release` is called. */
function deferredPart() {
  let mounts = 0;
  let release: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  function Counter({ label }: { label: string }) {
    const [clicks, setClicks] = useState(0);
    useEffect(() => {
      mounts++;
    }, []);
    return (
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {label} {clicks}
      </button>
    );
  }
  const Part = lazyWithServerState(() => loaded.then(() => Counter));
  return { Part, release, mounts: () => mounts };
}

const inSuspense = (element: React.ReactNode) => (
  <Suspense fallback={<p>Loading…</p>}>{element}</Suspense>
);

afterEach(cleanup);

describe('lazyWithServerState', () => {
  it('shows the fallback until the part has loaded', async () => {
    const { Part, release } = deferredPart();
    render(inSuspense(<Part label="clicks" />));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'clicks 0' })).toBeTruthy();
  });

  it('renders a preloaded part at once, without suspending', async () => {
    const { Part, release } = deferredPart();
    release();
    await Part.preload();
    render(inSuspense(<Part label="clicks" />));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('button', { name: 'clicks 0' })).toBeTruthy();
  });

  it('keeps an instance that suspended when its parent renders again after loading', async () => {
    const { Part, release, mounts } = deferredPart();
    const { rerender } = render(inSuspense(<Part label="clicks" />));
    await act(async () => release());
    const button = await screen.findByRole('button', { name: 'clicks 0' });
    act(() => button.click());
    rerender(inSuspense(<Part label="taps" />));
    expect(screen.getByRole('button', { name: 'taps 1' })).toBeTruthy();
    expect(mounts()).toBe(1);
  });
});

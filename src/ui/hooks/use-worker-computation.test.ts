import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorkerComputation } from './use-worker-computation.ts';

/** A promise the test settles by hand, so runs can finish in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Renders the hook with one pending computation per key, settled by the test. */
function setup(firstKey: string | null) {
  const runs = new Map<string, ReturnType<typeof deferred<string>>>();
  const computeFor = (key: string | null) => () => {
    const run = deferred<string>();
    runs.set(key ?? 'null', run);
    return run.promise;
  };
  const hook = renderHook(({ key }) => useWorkerComputation(key, computeFor(key)), {
    initialProps: { key: firstKey },
  });
  return { hook, runs };
}

describe('useWorkerComputation', () => {
  it('shows the value once its run finishes', async () => {
    const { hook, runs } = setup('a');
    expect(hook.result.current).toEqual({ value: null, current: false, error: null });
    await act(async () => runs.get('a')!.resolve('value of a'));
    expect(hook.result.current).toEqual({ value: 'value of a', current: true, error: null });
  });

  it('never lets an older, slower run overwrite a newer one', async () => {
    const { hook, runs } = setup('a');
    hook.rerender({ key: 'b' });
    await act(async () => runs.get('b')!.resolve('value of b'));
    await act(async () => runs.get('a')!.resolve('value of a'));
    expect(hook.result.current).toEqual({ value: 'value of b', current: true, error: null });
  });

  it('keeps the last value on screen, marked not current, while the next is computed', async () => {
    const { hook, runs } = setup('a');
    await act(async () => runs.get('a')!.resolve('value of a'));
    hook.rerender({ key: 'b' });
    expect(hook.result.current).toEqual({ value: 'value of a', current: false, error: null });
  });

  it('reports an error for the current key only, and drops a superseded failure', async () => {
    const { hook, runs } = setup('a');
    hook.rerender({ key: 'b' });
    await act(async () => runs.get('a')!.reject(new Error('a failed')));
    expect(hook.result.current.error).toBeNull();
    await act(async () => runs.get('b')!.reject('b failed'));
    expect(hook.result.current.current).toBe(true);
    expect(hook.result.current.value).toBeNull();
    expect(hook.result.current.error).toEqual(new Error('b failed'));
  });

  it('hides an earlier error once the key changes', async () => {
    const { hook, runs } = setup('a');
    await act(async () => runs.get('a')!.reject(new Error('a failed')));
    hook.rerender({ key: 'b' });
    expect(hook.result.current.error).toBeNull();
  });

  it('computes nothing for a null key', () => {
    const { hook, runs } = setup(null);
    expect(runs.size).toBe(0);
    expect(hook.result.current).toEqual({ value: null, current: true, error: null });
  });

  it('does not run again when only the compute closure changes', () => {
    const { hook, runs } = setup('a');
    const first = runs.get('a');
    hook.rerender({ key: 'a' });
    expect(runs.get('a')).toBe(first);
  });
});

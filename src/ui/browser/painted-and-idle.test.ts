import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPaintedAndIdle } from './painted-and-idle.ts';

describe('whenPaintedAndIdle', () => {
  const idleCallbacks: Array<() => void> = [];
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    idleCallbacks.length = 0;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
    vi.stubGlobal('cancelIdleCallback', (id: number) => idleCallbacks.splice(id - 1, 1));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the frame, the task after it, then an idle period', () => {
    const callback = vi.fn();
    whenPaintedAndIdle(callback);
    vi.advanceTimersToNextFrame();
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(callback).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('calls nothing once cancelled, at any step', () => {
    const callback = vi.fn();
    whenPaintedAndIdle(callback)();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(0);

    const cancel = whenPaintedAndIdle(callback);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    cancel();
    expect(idleCallbacks).toHaveLength(0);
    expect(callback).not.toHaveBeenCalled();
  });

  it('falls back to the task after the frame where there are no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenPaintedAndIdle(callback);
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});

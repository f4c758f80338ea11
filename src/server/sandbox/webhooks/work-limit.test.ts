/** The outbound work limit: lanes, a bounded queue in arrival order, refusal past it. */
import { describe, expect, it, vi } from 'vitest';
import { createWorkLimit } from './work-limit.ts';

/** A task the test finishes by hand, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const task = () => {
    started.push(name);
    return new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(), fail: (error: Error) => fail(error) };
}

/** Lets the limit's promise chains run to their end. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkLimit', () => {
  it('runs up to its lanes, queues up to its cap in order, and refuses the rest', async () => {
    const started: string[] = [];
    const limit = createWorkLimit(2, 2);
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => gate(started, name));
    const offered = tasks.map(({ task }) => limit.offer(task));
    await flush();
    expect(offered).toEqual([true, true, true, true, false]);
    expect(started).toEqual(['a', 'b']);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 2, waiting: 2 });

    tasks[1]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tasks[0]!.fail(new Error('a task that fails still frees its lane'));
    await flush();
    expect(reported).toHaveBeenCalledOnce();
    reported.mockRestore();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 2, waiting: 0 });
    tasks[2]!.finish();
    tasks[3]!.finish();
    await flush();
    expect(limit.running).toBe(0);
  });
});

/**
 * A bound on outbound work the sandbox does for its callers (webhook deliveries, receiver
 * checks): at most `lanes` tasks run at once, at most `waitingCap` wait their turn in arrival
 * order, and a task offered beyond that is refused at once rather than held (docs/sandbox.md,
 * "Limits under a flood").
 */

export interface WorkLimit {
  /** Runs `task` now or when a lane frees up; false, with nothing run, when the queue is full. */
  offer(task: () => Promise<void>): boolean;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a lane. */
  readonly waiting: number;
}

/** A limit of `lanes` running tasks and `waitingCap` waiting ones (0: none wait). */
export function createWorkLimit(lanes: number, waitingCap: number): WorkLimit {
  const queue: (() => Promise<void>)[] = [];
  let running = 0;

  function run(task: () => Promise<void>): void {
    running++;
    // A task that throws or rejects still frees its lane.
    void Promise.resolve()
      .then(task)
      .catch((error: unknown) => console.error('sandbox: outbound work', error))
      .finally(() => {
        running--;
        const next = queue.shift();
        if (next) run(next);
      });
  }

  return {
    offer(task) {
      if (running < lanes) {
        run(task);
        return true;
      }
      if (queue.length >= waitingCap) return false;
      queue.push(task);
      return true;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

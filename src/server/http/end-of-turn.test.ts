import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterTheAnswers, answerAtEndOfTurn } from './end-of-turn.ts';

const turnEnded = () => new Promise((resolve) => setImmediate(resolve));

describe('the end of the turn', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes every answer of the turn before any bookkeeping, each kind in order', async () => {
    const done: string[] = [];
    afterTheAnswers(() => done.push('log 1'));
    answerAtEndOfTurn(() => done.push('answer 1'));
    afterTheAnswers(() => done.push('log 2'));
    answerAtEndOfTurn(() => done.push('answer 2'));
    expect(done).toEqual([]);
    await turnEnded();
    expect(done).toEqual(['answer 1', 'answer 2', 'log 1', 'log 2']);
  });

  it('reports a task that throws and still runs the others, this turn and the next', async () => {
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
    const done: string[] = [];
    answerAtEndOfTurn(() => {
      throw new Error('bad header');
    });
    answerAtEndOfTurn(() => done.push('answer'));
    afterTheAnswers(() => done.push('log'));
    await turnEnded();
    expect(done).toEqual(['answer', 'log']);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![0])).toContain('writing an answer');
    answerAtEndOfTurn(() => done.push('next turn'));
    await turnEnded();
    expect(done).toContain('next turn');
  });
});

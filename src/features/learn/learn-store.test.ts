import { afterEach, describe, expect, it } from 'vitest';
import { useLearnStore } from './learn-store.ts';

const KEY = 'signing-console.learn';

afterEach(() => {
  useLearnStore.getState().resetCourse();
  localStorage.clear();
});

describe('useLearnStore', () => {
  it('marks lessons done once and keeps them in localStorage', () => {
    useLearnStore.getState().complete('headers');
    useLearnStore.getState().complete('headers');
    useLearnStore.getState().complete('hmac');
    expect(useLearnStore.getState().done).toEqual(['headers', 'hmac']);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').state.done).toEqual(['headers', 'hmac']);
  });

  it('resets one lesson, or the whole course', () => {
    useLearnStore.getState().complete('headers');
    useLearnStore.getState().complete('hmac');
    useLearnStore.getState().open('hmac');
    useLearnStore.getState().resetLesson('headers');
    expect(useLearnStore.getState().done).toEqual(['hmac']);
    useLearnStore.getState().resetCourse();
    expect(useLearnStore.getState()).toMatchObject({ done: [], current: 'headers' });
  });

  it('reads progress back from storage, dropping what is not a lesson', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        state: { done: ['hmac', 'nope', 3], current: 'your-own-code' },
        version: 1,
      }),
    );
    await useLearnStore.persist.rehydrate();
    expect(useLearnStore.getState()).toMatchObject({ done: ['hmac'], current: 'your-own-code' });
  });
});

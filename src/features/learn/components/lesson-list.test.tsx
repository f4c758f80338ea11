import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LESSON_IDS } from '../../../core/learn/lessons.ts';
import { useLearnStore } from '../learn-store.ts';
import { LessonList } from './lesson-list.tsx';

afterEach(() => {
  cleanup();
  act(() => useLearnStore.getState().resetCourse());
  localStorage.clear();
});

const states = () =>
  screen
    .getAllByTestId('lesson')
    .map((el) => [el.getAttribute('data-lesson'), el.getAttribute('data-state')]);

describe('LessonList', () => {
  it('lists the nine lessons in order, each with its id and state (docs/architecture.md test ids)', () => {
    act(() => useLearnStore.getState().complete('hmac'));
    render(<LessonList />);
    expect(states()).toEqual(LESSON_IDS.map((id) => [id, id === 'hmac' ? 'done' : 'todo']));
  });

  it('opens a lesson on click, and resets the course', () => {
    act(() => useLearnStore.getState().complete('headers'));
    render(<LessonList />);
    fireEvent.click(screen.getByRole('button', { name: 'Your own code' }));
    expect(useLearnStore.getState().current).toBe('your-own-code');
    fireEvent.click(screen.getByRole('button', { name: 'Reset the course' }));
    expect(states().every(([, state]) => state === 'todo')).toBe(true);
    expect(screen.getByTestId('learn.progress').textContent).toBe('0 of 9 done');
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { ViewErrorBoundary } from './view-error-boundary.tsx';

// A view's state lives in its store, outside the boundary, as the console's views keep theirs.
const useDraft = create<{ text: string; broken: boolean }>()(() => ({ text: '', broken: false }));

function View() {
  const { text, broken } = useDraft();
  if (broken) throw new Error('the view broke');
  return <p>draft: {text}</p>;
}

afterEach(cleanup);

describe('ViewErrorBoundary', () => {
  it('replaces a crashed view with the error and a way back, and keeps what was typed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useDraft.setState({ text: 'typed before the crash', broken: false });
    const { rerender } = render(
      <ViewErrorBoundary view="verify">
        <View />
      </ViewErrorBoundary>,
    );
    act(() => useDraft.setState({ broken: true }));
    expect(screen.getByRole('alert').textContent).toContain('the view broke');
    expect(useDraft.getState().text).toBe('typed before the crash');

    act(() => useDraft.setState({ broken: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('draft: typed before the crash')).toBeTruthy();

    // Switching views also clears the error.
    act(() => useDraft.setState({ broken: true }));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => useDraft.setState({ broken: false }));
    rerender(
      <ViewErrorBoundary view="request">
        <View />
      </ViewErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

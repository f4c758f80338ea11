/**
 * The lessons that call the sandbox, with the sandbox unreachable (the browser's fetch rejects,
 * as it does when nothing listens): each step shows what failed in the lesson, and nothing is
 * left as an unhandled rejection.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCodesLesson } from './error-codes-lesson.tsx';
import { ReplayAndClockLesson } from './replay-and-clock-lesson.tsx';
import { VerifyResponseLesson } from './verify-response-lesson.tsx';
import { VerifyWebhookLesson } from './verify-webhook-lesson.tsx';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  process.off('unhandledRejection', onUnhandled);
});

/** Lets pending promise callbacks and the next macrotask run, where rejections are reported. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a lesson step with the sandbox unreachable', () => {
  it.each([
    ['replay and clock, fresh query', ReplayAndClockLesson, 'Send a fresh query'],
    ['replay and clock, late query', ReplayAndClockLesson, 'Send it late'],
    ['error codes', ErrorCodesLesson, 'Produce the five answers'],
    ['verify response', VerifyResponseLesson, 'Fetch two responses'],
    ['verify webhook', VerifyWebhookLesson, 'Trigger a webhook'],
  ])('%s: shows why in the lesson, no unhandled rejection', async (_name, Lesson, button) => {
    // The webhook lesson reads the inbox through the admin client's cache.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Lesson />
      </QueryClientProvider>,
    );
    // The late query waits for how far behind to set the clock.
    const behind = screen.queryByLabelText(/Set your clock behind by/);
    if (behind) fireEvent.change(behind, { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The sandbox did not answer');
    expect(alert.textContent).toContain('Failed to fetch');
    await settle();
    expect(unhandled).toEqual([]);
    // The step can be tried again: its button is enabled once the failure is shown.
    expect(screen.getByRole('button', { name: button }).hasAttribute('disabled')).toBe(false);
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { STILL_READING_MS, stopReading } from '../intake-in-worker.ts';
import { InProcessIntakeWorker, readIntakeInProcess } from '../test-support.ts';
import { useVerifyStore } from '../verify-store.ts';
import { FORMATS_READ } from '../../../core/intake/detect.ts';
import { IntakePanel } from './intake-panel.tsx';

const initialVerify = useVerifyStore.getInitialState();
const initialSettings = useSettingsStore.getInitialState();

const REQUEST = [
  'POST /api/v1/payments/query HTTP/1.1',
  'X-MerchantID: M100001',
  'X-Timestamp: 1700000000',
  'X-Nonce: panel-nonce-0001',
  `X-Sign: ${'ab'.repeat(32)}`,
  '',
  '{}',
].join('\r\n');

/** What a typed text holds: a text box's value has LF line ends. */
const TYPED = REQUEST.replace(/\r\n/g, '\n');

const pasteArea = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Pasted request, response or log' });
const status = () => screen.getByTestId('verify.intake-status');
const paste = (text: string) =>
  fireEvent.paste(pasteArea(), { clipboardData: { getData: () => text } });

beforeEach(() => {
  useVerifyStore.setState(initialVerify, true);
  useSettingsStore.setState(initialSettings, true);
  readIntakeInProcess();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  stopReading();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the intake panel', () => {
  it('says it is still reading past a moment, and Cancel stops it, keeps the text and the focus', () => {
    InProcessIntakeWorker.holding = true;
    render(<IntakePanel />);
    paste(REQUEST);
    expect(status().textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    act(() => vi.advanceTimersByTime(STILL_READING_MS));
    expect(status()).toHaveProperty('textContent', 'Reading the paste…');
    expect(status().getAttribute('role')).toBe('status');
    const cancel = screen.getByRole('button', { name: 'Cancel' });

    act(() => cancel.click());
    expect(status().textContent).toMatch(/^Reading the paste was cancelled/);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(document.activeElement).toBe(pasteArea());
    // The box shows the text (its value gives CR LF as LF); the store keeps its bytes.
    expect(pasteArea().value).toBe(TYPED);
    expect(useVerifyStore.getState().source).toEqual({ from: 'paste', text: REQUEST });
    expect(InProcessIntakeWorker.created.at(-1)!.terminated).toBe(true);
  });

  it('reads typed text once typing pauses, not on every keystroke', () => {
    InProcessIntakeWorker.holding = true;
    render(<IntakePanel />);
    const worker = InProcessIntakeWorker.created.at(-1)!;
    for (const end of [10, 20, TYPED.length]) {
      fireEvent.change(pasteArea(), { target: { value: TYPED.slice(0, end) } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(worker.waiting).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    expect(worker.waiting).toMatchObject([{ input: { text: TYPED } }]);
  });

  it('reads typed text the view leaves before typing pauses', () => {
    InProcessIntakeWorker.holding = true;
    const view = render(<IntakePanel />);
    fireEvent.change(pasteArea(), { target: { value: TYPED } });
    view.unmount();
    expect(InProcessIntakeWorker.created.at(-1)!.waiting).toMatchObject([
      { input: { text: TYPED } },
    ]);
    expect(useVerifyStore.getState().source).toEqual({ from: 'paste', text: TYPED });
  });

  it('answers an unreadable paste with one sentence, and folds what was tried under it', async () => {
    InProcessIntakeWorker.holding = true;
    render(<IntakePanel />);
    paste('hello, my signature is broken, please help');
    await act(async () => InProcessIntakeWorker.created.at(-1)!.answer());
    const sentence = screen.getByTestId('verify.intake-error');
    expect(sentence.textContent).toBe(
      'Could not recognise this paste: it holds none of the signed headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) or a body; ask the merchant for the whole request as their program logged it.',
    );
    expect(screen.getByRole('alert')).toBe(sentence);
    const folded = screen.getByText('What was tried').closest('details')!;
    expect(folded.open).toBe(false);
    const items = [...folded.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toBe(FORMATS_READ);
    expect(items).toContain('curl: no "curl" command at the start');
    expect(sentence.textContent).not.toContain('curl');
  });
});

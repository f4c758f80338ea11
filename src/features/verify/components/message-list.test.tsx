import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as T from '../../../core/paste/test-support.ts';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { stopReading } from '../intake-in-worker.ts';
import { readIntakeInProcess } from '../test-support.ts';
import { useVerifyStore } from '../verify-store.ts';
import { MessageList } from './message-list.tsx';

const initialVerify = useVerifyStore.getInitialState();
const initialSettings = useSettingsStore.getInitialState();
const state = () => useVerifyStore.getState();

beforeEach(() => {
  useVerifyStore.setState(initialVerify, true);
  useSettingsStore.setState(initialSettings, true);
  useSettingsStore.getState().setEnv('test');
  readIntakeInProcess();
});
afterEach(() => {
  cleanup();
  stopReading();
});

const rows = () => screen.queryAllByTestId('verify.message');

describe('the message list', () => {
  it('lists each message with its side and verdict, and opens one by a click', async () => {
    useSettingsStore.getState().setSecret('test', T.SECRET);
    await state().ingestText(T.CURL_V_EMAIL);
    render(<MessageList />);
    expect(rows().map((row) => [row.dataset.side, row.dataset.verdict])).toEqual([
      ['request', 'MISMATCH'],
      ['response', 'MATCH'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Response 401/ }));
    expect(state()).toMatchObject({ shownMessage: 1, kind: 'response' });
  });

  it('follows the lead when the secret is typed after the paste', async () => {
    useSettingsStore.getState().setSecret('test', '');
    await state().ingestText(T.WEBHOOK_EMAIL);
    render(<MessageList />);
    expect(rows().map((row) => row.dataset.verdict)).toEqual(['UNVERIFIED', 'UNVERIFIED']);
    expect(state().shownMessage).toBe(0);
    act(() => useSettingsStore.getState().setSecret('test', T.SECRET));
    expect(rows().map((row) => row.dataset.verdict)).toEqual(['MATCH', 'MISMATCH']);
    expect(state()).toMatchObject({ shownMessage: 1, rawBody: T.REPARSED_BODY });
  });

  it('shows nothing for a paste of one message', async () => {
    await state().ingestText(T.CAPTURE_ISSUE.split('HTTP/1.1 401')[0]!);
    render(<MessageList />);
    expect(rows()).toEqual([]);
  });
});

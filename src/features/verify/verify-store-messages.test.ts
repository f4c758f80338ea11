// The verify store with a paste of several signed messages (docs/verify-intake.md, "Messages"):
// the fields hold the lead, chosen with the secret typed, until the user opens another message
// or edits the case.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as T from '../../core/paste/test-support.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { stopReading } from './intake-in-worker.ts';
import { readIntakeInProcess } from './test-support.ts';
import { useVerifyStore } from './verify-store.ts';

const initialVerify = useVerifyStore.getInitialState();
const initialSettings = useSettingsStore.getInitialState();
const state = () => useVerifyStore.getState();

beforeEach(() => {
  useVerifyStore.setState(initialVerify, true);
  useSettingsStore.setState(initialSettings, true);
  useSettingsStore.getState().setEnv('test');
  readIntakeInProcess();
});

afterEach(() => stopReading());

describe('a paste of several signed messages', () => {
  it("shows the refused request, not the service's right error answer", async () => {
    useSettingsStore.getState().setSecret('test', T.SECRET);
    await state().ingestText(T.CAPTURE_ISSUE);
    expect(state().messages?.map((m) => m.side)).toEqual(['request', 'response']);
    expect(state().shownMessage).toBe(0);
    expect(state()).toMatchObject({ kind: 'request', rawBody: T.SENT_BODY });
    expect(state().fields.receivedSign).toBe(T.REQ_SIGN);
  });

  it("shows the receiver's failing check of a webhook the service signed right", async () => {
    useSettingsStore.getState().setSecret('test', T.SECRET);
    await state().ingestText(T.WEBHOOK_EMAIL);
    expect(state().shownMessage).toBe(1);
    expect(state()).toMatchObject({ kind: 'webhook', rawBody: T.REPARSED_BODY });
  });

  it('opens another message by hand, and stops following the lead', async () => {
    await state().ingestText(T.CURL_I_CHAT);
    expect(state().followsLead).toBe(true);
    state().showMessage(1, true);
    expect(state()).toMatchObject({ shownMessage: 1, followsLead: false, kind: 'response' });
    expect(state().rawBody).toBe(T.ERROR_BODY);
  });

  it('stops following the lead once the case is edited', async () => {
    await state().ingestText(T.CURL_I_CHAT);
    state().setField('nonce', 'typed-nonce');
    expect(state().followsLead).toBe(false);
  });

  it('holds no message list for a paste of one message', async () => {
    await state().ingestText(T.CAPTURE_ISSUE.split('HTTP/1.1 401')[0]!);
    expect(state().messages).toBe(null);
  });
});

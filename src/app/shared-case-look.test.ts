import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRequestStore } from '../features/request/index.ts';
import { useVerifyStore } from '../features/verify/index.ts';
import { useSettingsStore } from '../services/environments/settings-store.ts';
import { openSharedCase } from './share-link-opener.ts';
import {
  adoptSharedValues,
  closeSharedCase,
  undoSharedValues,
  useSharedCaseLook,
} from './shared-case-look.ts';

// The link's case is drawn at once in a test: no frame to wait for.
vi.mock('../ui/browser/painted-and-idle.ts', () => ({
  whenPaintedAndIdle: (run: () => void) => run(),
}));

// The user's own work, with bytes a careless copy would lose: CR LF, a tab, a final line feed.
const OWN_BODY = '{\r\n\t"merchant_order_no": "ORD-MINE-1",\u00a0"note": "é"\r\n}\n';
const OWN = { merchantId: 'M-MINE-7', timestamp: '1700000123', nonce: 'my-own-nonce-0001' };

const linkOf = (shared: Record<string, string>) =>
  `#case=${Buffer.from(JSON.stringify(shared)).toString('base64url')}`;

const LINK = {
  kind: 'request',
  env: 'production',
  merchant_id: 'M-THEIRS-9',
  timestamp: '1732170000',
  nonce: 'their-nonce-000001',
  raw_body: '{"merchant_order_no":"ORD-THEIRS"}',
};

/** What this browser keeps, once written (the page is left). */
function kept() {
  window.dispatchEvent(new Event('pagehide'));
  return {
    settings: JSON.parse(localStorage.getItem('signing-console.settings') ?? '{}').state,
    request: JSON.parse(sessionStorage.getItem('signing-console-request-draft') ?? '{}').state,
    verify: JSON.parse(sessionStorage.getItem('signing-console-verify-draft') ?? '{}').state,
  };
}

const ownKept = {
  env: 'test',
  merchantId: OWN.merchantId,
  body: OWN_BODY,
  timestamp: OWN.timestamp,
  nonce: OWN.nonce,
};
const keptNow = () => {
  const { settings, request } = kept();
  return {
    env: settings.env,
    merchantId: settings.merchantId,
    body: request.body,
    timestamp: request.timestamp,
    nonce: request.nonce,
  };
};

beforeEach(() => {
  // The last test's case is closed, so its holds are let go before the stores start over.
  closeSharedCase();
  useSharedCaseLook.setState({ look: null, undo: null });
  localStorage.clear();
  sessionStorage.clear();
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
  useRequestStore.setState(useRequestStore.getInitialState(), true);
  useVerifyStore.setState(useVerifyStore.getInitialState(), true);
  useSettingsStore.getState().setMerchantId(OWN.merchantId);
  useRequestStore.getState().setBody(OWN_BODY);
  useRequestStore.getState().setTimestamp(OWN.timestamp);
  useRequestStore.getState().setNonce(OWN.nonce);
});
afterEach(() => window.location.replace('#'));

describe('a share link without a received sign', () => {
  it('shows the case in Request and keeps the user’s own draft and settings in storage', async () => {
    await openSharedCase(linkOf(LINK));
    expect(useRequestStore.getState().body).toBe(LINK.raw_body);
    expect(useSettingsStore.getState()).toMatchObject({
      env: 'production',
      merchantId: 'M-THEIRS-9',
    });
    expect(keptNow()).toEqual(ownKept);
  });

  it('becomes the user’s with "Use these values", and Undo gives their own back exactly', async () => {
    await openSharedCase(linkOf(LINK));
    adoptSharedValues();
    expect(keptNow()).toEqual({
      env: 'production',
      merchantId: LINK.merchant_id,
      body: LINK.raw_body,
      timestamp: LINK.timestamp,
      nonce: LINK.nonce,
    });
    undoSharedValues();
    expect(keptNow()).toEqual(ownKept);
    expect(useRequestStore.getState()).toMatchObject({
      timestamp: OWN.timestamp,
      nonce: OWN.nonce,
      body: OWN_BODY,
      freshOnSend: false,
    });
    expect(useSettingsStore.getState()).toMatchObject({ env: 'test', merchantId: OWN.merchantId });
  });

  it('is closed with the user’s own values back in place, and a second link keeps theirs too', async () => {
    await openSharedCase(linkOf(LINK));
    await openSharedCase(linkOf({ ...LINK, raw_body: '{"second":true}' }));
    expect(useRequestStore.getState().body).toBe('{"second":true}');
    expect(keptNow()).toEqual(ownKept);
    closeSharedCase();
    expect(useRequestStore.getState().body).toBe(OWN_BODY);
    expect(useSettingsStore.getState().env).toBe('test');
    expect(keptNow()).toEqual(ownKept);
  });
});

describe('a share link with a received sign', () => {
  const withSign = { ...LINK, received_sign: 'ab'.repeat(32) };

  it('shows the case in Verify and keeps the user’s own case and environment in storage', async () => {
    useVerifyStore.getState().ingestText('{"not":"a case"}');
    const ownCase = kept().verify;
    await openSharedCase(linkOf(withSign));
    expect(useVerifyStore.getState().fields.nonce).toBe(LINK.nonce);
    expect(useSettingsStore.getState().env).toBe('production');
    expect(kept().verify).toEqual(ownCase);
    expect(kept().settings.env).toBe('test');
    closeSharedCase();
    expect(useVerifyStore.getState().source).toEqual({ from: 'paste', text: '{"not":"a case"}' });
  });

  it('ends when the user pastes a case of their own, which is kept in their environment', async () => {
    await openSharedCase(linkOf(withSign));
    useVerifyStore.getState().ingestText('POST /x HTTP/1.1\r\nX-Nonce: mine-00000000001\r\n\r\n{}');
    expect(useSharedCaseLook.getState().look).toBeNull();
    expect(kept().verify.source.text).toContain('mine-00000000001');
    expect(useSettingsStore.getState().env).toBe('test');
    expect(kept().settings.env).toBe('test');
  });
});

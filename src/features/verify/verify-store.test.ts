import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { stopReading } from './intake-in-worker.ts';
import { readIntakeInProcess } from './test-support.ts';
import { useVerifyStore } from './verify-store.ts';

const initialVerify = useVerifyStore.getInitialState();
const initialSettings = useSettingsStore.getInitialState();

beforeEach(() => {
  useVerifyStore.setState(initialVerify, true);
  useSettingsStore.setState(initialSettings, true);
  readIntakeInProcess();
});

afterEach(() => {
  stopReading();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SIGN = 'a1fbf6030032b60e5a41f3fe891fd76bc8f5b05c927645259a4d2df3cebe3aaf';
// A body whose CR, inner blank line and trailing line feed a careless intake would lose.
const BODY = '{\r\n  "merchant_order_no": "ORD-20231114-0001"\r\n}\n';

/** A raw HTTP request as a ticket shows it (RFC 9112: CRLF after each header line). */
const rawRequest = (body: string) =>
  [
    'POST /api/v1/payments/query HTTP/1.1',
    'Host: sandbox.example',
    'Content-Type: application/json',
    'X-MerchantID: M100001',
    'X-Timestamp: 1700000000',
    'X-Nonce: a1b2c3d4e5f6g7h8',
    `X-Sign: ${SIGN}`,
    '',
    body,
  ].join('\r\n');

const state = () => useVerifyStore.getState();

describe('ingest', () => {
  it('fills the case from a pasted raw request, keeping the body byte for byte', async () => {
    await state().ingestText(rawRequest(BODY));

    expect(state().intakeError).toBeNull();
    expect(state().intake?.format).toBe('raw-http-request');
    expect(state().kind).toBe('request');
    expect(state().fields).toEqual({
      merchantId: 'M100001',
      timestamp: '1700000000',
      nonce: 'a1b2c3d4e5f6g7h8',
      receivedSign: SIGN,
      contentType: 'application/json',
      userAgent: '',
    });
    expect(state().rawBody).toBe(BODY);
    expect(state().source).toEqual({ from: 'paste', text: rawRequest(BODY) });
  });

  it('reads a response as a response (spec 5.3)', async () => {
    const response = [
      'HTTP/1.1 200 OK',
      'Content-Type: application/json',
      'X-MerchantID: M100001',
      'X-Timestamp: 1700000001',
      'X-Nonce: r-nonce-0000000001',
      `X-Sign: ${SIGN}`,
      '',
      '{"code":0,"msg":"success","data":null}',
    ].join('\r\n');
    await state().ingestText(response);
    expect(state().kind).toBe('response');
    expect(state().fields.nonce).toBe('r-nonce-0000000001');
    expect(state().rawBody).toBe('{"code":0,"msg":"success","data":null}');
  });

  it('keeps what the user typed when a paste cannot be read, and says why', async () => {
    state().setField('merchantId', 'M-typed');
    state().setRawBody('{"typed":true}');

    await state().ingestText('hello, my signature is broken');

    expect(state().intakeError).toMatch(/Could not recognise this paste/);
    expect(state().fields.merchantId).toBe('M-typed');
    expect(state().rawBody).toBe('{"typed":true}');
  });

  it('marks the case stale after a paste it cannot read, until a paste is read or a field edited', async () => {
    await state().ingestText(rawRequest(BODY));
    expect(state().stale).toBe(false);

    await state().ingestText('hello, my signature is broken');
    expect(state().stale).toBe(true);
    await state().ingestText(rawRequest(BODY));
    expect(state().stale).toBe(false);

    await state().ingestText('still broken');
    state().setField('nonce', 'typed-by-hand');
    expect(state().stale).toBe(false);
    await state().ingestText('still broken');
    state().setRawBody('{}');
    expect(state().stale).toBe(false);
  });

  it('clears the error once a later paste is read', async () => {
    await state().ingestText('hello');
    expect(state().intakeError).not.toBeNull();
    await state().ingestText(rawRequest(BODY));
    expect(state().intakeError).toBeNull();
  });

  it("switches the console's environment to the one a failure log names", async () => {
    expect(useSettingsStore.getState().env).toBe('test');
    const log = {
      kind: 'webhook',
      env: 'production',
      merchant_id: 'M200777',
      timestamp: '1750000000',
      nonce: '3b6f1e0c9d8a7b6c5d4e3f2a',
      raw_body: '{"merchant_order_no":"Z-1"}',
      received_sign: SIGN,
    };
    await state().ingestText(JSON.stringify(log));

    expect(useSettingsStore.getState().env).toBe('production');
    expect(state().kind).toBe('webhook');
    expect(state().fields.merchantId).toBe('M200777');
    expect(state().rawBody).toBe('{"merchant_order_no":"Z-1"}');
  });

  it('leaves the environment alone when the paste names none', async () => {
    useSettingsStore.getState().setEnv('production');
    await state().ingestText(rawRequest(BODY));
    expect(useSettingsStore.getState().env).toBe('production');
  });

  it('re-reads the same paste when the user picks another HAR entry', async () => {
    const entry = (orderNo: string, nonce: string) => ({
      request: {
        method: 'POST',
        url: 'https://sandbox.example/api/v1/payments/query',
        headers: [
          { name: 'X-MerchantID', value: 'M100001' },
          { name: 'X-Timestamp', value: '1700000000' },
          { name: 'X-Nonce', value: nonce },
          { name: 'X-Sign', value: SIGN },
        ],
        postData: { mimeType: 'application/json', text: `{"merchant_order_no":"${orderNo}"}` },
      },
      response: { status: 200, headers: [], content: { text: '' } },
    });
    const har = JSON.stringify({
      log: {
        entries: [entry('FIRST', 'nonce-first-000001'), entry('SECOND', 'nonce-second-00002')],
      },
    });
    await state().ingestText(har);
    expect(state().intake?.entryIndex).toBe(0);
    expect(state().fields.nonce).toBe('nonce-first-000001');

    await state().chooseIntakeOptions({ entryIndex: 1 });

    expect(state().intake?.entryIndex).toBe(1);
    expect(state().options).toEqual({ entryIndex: 1 });
    expect(state().fields.nonce).toBe('nonce-second-00002');
    expect(state().rawBody).toBe('{"merchant_order_no":"SECOND"}');

    // Switching to the response half keeps the entry the user picked.
    await state().chooseIntakeOptions({ side: 'response' });
    expect(state().options).toEqual({ entryIndex: 1, side: 'response' });
    expect(state().intake?.entryIndex).toBe(1);
    expect(state().kind).toBe('response');
  });

  it('reads a dropped file as UTF-8, dropping only a BOM at its very start', async () => {
    const text = rawRequest('\uFEFF{"merchant_order_no":"ORD-1"}');
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);

    await state().ingestFile('ticket.http', bytes);

    expect(state().intakeError).toBeNull();
    expect(state().source).toMatchObject({ from: 'file', name: 'ticket.http' });
    expect(state().rawBody).toBe('\uFEFF{"merchant_order_no":"ORD-1"}');
  });

  it('refuses a file that is not UTF-8 text', async () => {
    await state().ingestFile('photo.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(state().intakeError).toMatch(/not UTF-8/);
    expect(state().intake).toBeNull();
  });

  it('loads a shared case as given, forgetting the last paste', async () => {
    await state().ingestText(rawRequest(BODY));
    state().loadCase({ kind: 'response', fields: { nonce: 'n-1' }, rawBody: '{}' });
    expect(state().source).toEqual({ from: 'link' });
    expect(state().intake).toBeNull();
    expect(state().kind).toBe('response');
    expect(state().fields).toEqual({
      merchantId: '',
      timestamp: '',
      nonce: 'n-1',
      receivedSign: '',
      contentType: '',
      userAgent: '',
    });
  });
});

describe('the sender User-Agent field', () => {
  it("fills from a pasted request's headers, and stays empty for a response's", async () => {
    const withAgent = rawRequest(BODY).replace('Host:', 'User-Agent: axios/1.16.0\r\nHost:');
    await state().ingestText(withAgent);
    expect(state().fields.userAgent).toBe('axios/1.16.0');

    await state().ingestText(
      [
        'HTTP/1.1 200 OK',
        'Server: nginx',
        'User-Agent: gateway/1',
        `X-Sign: ${SIGN}`,
        '',
        '{}',
      ].join('\r\n'),
    );
    expect(state().kind).toBe('response');
    expect(state().fields.userAgent).toBe('');
  });

  it('is editable by hand and comes from a shared case', () => {
    state().setField('userAgent', 'GuzzleHttp/7');
    expect(state().fields.userAgent).toBe('GuzzleHttp/7');
    state().loadCase({ kind: 'request', fields: { userAgent: 'curl/8.5.0' }, rawBody: '{}' });
    expect(state().fields.userAgent).toBe('curl/8.5.0');
  });

  it('is kept with the draft, and a draft kept before the field existed reads it as empty', async () => {
    state().setField('userAgent', 'python-requests/2.31.0');
    // The draft is written once changes pause; pagehide writes it at once.
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('signing-console-verify-draft') ?? 'null');
    expect(stored.state.fields.userAgent).toBe('python-requests/2.31.0');

    const older = {
      state: { ...stored.state, fields: { ...stored.state.fields, userAgent: undefined } },
      version: stored.version,
    };
    sessionStorage.setItem('signing-console-verify-draft', JSON.stringify(older));
    useVerifyStore.setState(initialVerify, true);
    await useVerifyStore.persist.rehydrate();
    expect(state().fields.userAgent).toBe('');
    expect(state().fields.merchantId).toBe(stored.state.fields.merchantId);
  });
});

describe("a logger's re-written body", () => {
  // A pino line whose body is the parsed object the logger wrote back, not the bytes sent.
  const pinoLine = JSON.stringify({
    level: 30,
    msg: 'request completed',
    req: {
      method: 'POST',
      url: '/api/v1/payments/query',
      headers: {
        'x-merchantid': 'M100001',
        'x-timestamp': '1700000000',
        'x-nonce': 'a1b2c3d4e5f6g7h8',
        'x-sign': SIGN,
      },
      body: { merchant_order_no: 'ORD-20231114-0001', amount: 100 },
    },
  });

  it('is marked from the paste, kept with the draft, and dropped once the user edits the body', async () => {
    await state().ingestText(pinoLine);
    expect(state().intake?.bodyRewrittenBy).toBe('logger');
    expect(state().bodyRewrittenBy).toBe('logger');
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('signing-console-verify-draft') ?? 'null');
    expect(stored.state.bodyRewrittenBy).toBe('logger');
    // The same body again (the editor echoing it) keeps the mark; another body is the user's.
    state().setRawBody(state().rawBody);
    expect(state().bodyRewrittenBy).toBe('logger');
    state().setRawBody('{"merchant_order_no": "ORD-20231114-0001", "amount": 100}');
    expect(state().bodyRewrittenBy).toBeNull();
  });

  it('comes from a shared case that says so, and a paste without one clears it', async () => {
    state().loadCase({ kind: 'request', fields: {}, rawBody: '{}', bodyRewrittenBy: 'logger' });
    expect(state().bodyRewrittenBy).toBe('logger');
    await state().ingestText(rawRequest(BODY));
    expect(state().bodyRewrittenBy).toBeNull();
    state().loadCase({ kind: 'request', fields: {}, rawBody: '{}' });
    expect(state().bodyRewrittenBy).toBeNull();
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EXERCISE_CASES } from './exercise-case.ts';

const c = EXERCISE_CASES.headers;
import { checkSign, checkStringToSign } from './exercise-checks.ts';
import { checkHeaders } from './header-check.ts';

// The reference, written here: spec 5.2 with node:crypto.
const payload = (sep = '\n', parts = [c.merchantId, c.timestamp, c.nonce, c.body]) =>
  parts.join(sep);
const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

describe('the exercise case', () => {
  it('gives its time in Unix seconds', () => {
    expect(String(Date.parse(c.isoTime) / 1000)).toBe(c.timestamp);
  });
});

describe('checkStringToSign', () => {
  it('passes the string of spec 5.2', () => {
    expect(checkStringToSign(c, payload())).toMatchObject({ ok: true, hints: [] });
  });

  it.each([
    ['CR LF separators', payload('\r\n'), 'CRLF_SEPARATORS'],
    ['no separators', payload(''), 'SEPARATORS_MISSING'],
    ['a trailing line feed', `${payload()}\n`, 'TRAILING_LINE_FEED'],
    ['another order', payload('\n', [c.timestamp, c.merchantId, c.nonce, c.body]), 'FIELD_ORDER'],
    [
      'milliseconds',
      payload('\n', [c.merchantId, `${c.timestamp}000`, c.nonce, c.body]),
      'TIMESTAMP_MILLISECONDS',
    ],
    [
      'a prettified body',
      payload('\n', [
        c.merchantId,
        c.timestamp,
        c.nonce,
        JSON.stringify(JSON.parse(c.body), null, 2),
      ]),
      'BODY_REFORMATTED',
    ],
  ])('names %s without giving the answer', (_name, typed, cause) => {
    const result = checkStringToSign(c, typed);
    expect(result.ok).toBe(false);
    expect(result.causes).toEqual([cause]);
    expect(result.hints.join(' ')).not.toContain(payload());
    // No byte diff: it would show the whole answer; the parts say which one is wrong.
    expect(result.diff).toBeNull();
    expect(result.parts?.some((part) => !part.ok)).toBe(true);
  });

  it('points at the first difference when no known mistake explains it', () => {
    const typed = payload('\n', [c.merchantId, c.timestamp, 'wrong-nonce', c.body]);
    const result = checkStringToSign(c, typed);
    expect(result).toMatchObject({ ok: false, causes: [] });
    expect(result.hints[0]).toContain('in the nonce');
  });
});

describe('checkSign', () => {
  it('passes the lowercase hex HMAC-SHA256 of the string to sign', async () => {
    expect(await checkSign(c, hmac(c.secret, payload()))).toMatchObject({ ok: true });
  });

  it('refuses the right sign in uppercase', async () => {
    const result = await checkSign(c, hmac(c.secret, payload()).toUpperCase());
    expect(result).toMatchObject({ ok: false, causes: ['OUTPUT_FORMAT'] });
  });

  it.each([
    ['the production secret', hmac(c.otherSecret, payload()), 'SECRET_ENV_MIXED'],
    ['CR LF separators', hmac(c.secret, payload('\r\n')), 'CRLF_SEPARATORS'],
    ['base64', createHmac('sha256', c.secret).update(payload()).digest('base64'), 'OUTPUT_FORMAT'],
  ])('names a sign made with %s', async (_name, typed, cause) => {
    const result = await checkSign(c, typed);
    expect(result.ok).toBe(false);
    expect(result.causes).toContain(cause);
  });

  it('says when nothing known explains the sign', async () => {
    const result = await checkSign(c, hmac('another-key', payload()));
    expect(result).toMatchObject({ ok: false, causes: ['UNKNOWN'] });
  });
});

describe('checkHeaders', () => {
  const good = () =>
    [
      `X-MerchantID: ${c.merchantId}`,
      `X-Timestamp: ${c.timestamp}`,
      `X-Nonce: ${c.nonce}`,
      `X-Sign: ${hmac(c.secret, payload())}`,
    ].join('\n');

  it('passes the four headers of the case', async () => {
    expect(await checkHeaders(c, good())).toMatchObject({ ok: true, hints: [] });
  });

  it('takes header names in any case, as HTTP does', async () => {
    expect(await checkHeaders(c, good().replace('X-Nonce', 'x-nonce'))).toMatchObject({ ok: true });
  });

  it.each([
    [
      'milliseconds',
      good().replace(`X-Timestamp: ${c.timestamp}`, `X-Timestamp: ${c.timestamp}123`),
      'milliseconds',
    ],
    [
      'a misspelled name',
      good().replace('X-MerchantID', 'X-Merchant-Id'),
      'spells it X-MerchantID',
    ],
    ['a missing header', good().replace(/X-Nonce.*\n/, ''), 'X-Nonce is missing'],
    [
      'an uppercase sign',
      good().replace(hmac(c.secret, payload()), hmac(c.secret, payload()).toUpperCase()),
      'lowercase',
    ],
    [
      'the ISO time',
      good().replace(`X-Timestamp: ${c.timestamp}`, `X-Timestamp: ${c.isoTime}`),
      'Unix seconds',
    ],
  ])('hints at %s', async (_name, text, hint) => {
    const result = await checkHeaders(c, text);
    expect(result.ok).toBe(false);
    expect(result.hints.join(' ')).toContain(hint);
  });
});

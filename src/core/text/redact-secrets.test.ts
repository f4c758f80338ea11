import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  redactSecrets,
  redactSecretsIn,
  redactionNote,
  SHORT_SECRET,
} from './redact-secrets.ts';

// Typed with a space on each side, as a paste from a chat gives it; its trimmed form inside.
const SECRET = 'sk_live_7Qx"9\\z/é k';
const TYPED = ` ${SECRET} `;

describe('redactSecrets', () => {
  it('replaces a secret in a pasted shell session and leaves the rest as it was', () => {
    const secret = 'sk_test_51Hc9aQ2eZvKYlo2C';
    const paste = [
      `$ export API_SECRET=${secret}`,
      `$ curl -H "X-Sign: $(printf %s "$payload" | openssl dgst -sha256 -hmac "$API_SECRET")" \\`,
      '    https://api.example.com/api/v1/payments/query',
    ].join('\n');
    const { text, count, found } = redactSecrets(paste, [secret]);
    expect(text).toBe(paste.replace(secret, REDACTED));
    expect(count).toBe(1);
    expect(found).toEqual([true]);
  });

  it.each([
    ['as typed', TYPED],
    ['trimmed', SECRET.trim()],
    ['JSON-escaped', JSON.stringify(SECRET).slice(1, -1)],
    ['JSON-escaped with \\/', JSON.stringify(SECRET).slice(1, -1).replace(/\//g, '\\/')],
    ['JSON-escaped to ASCII', JSON.stringify(SECRET).slice(1, -1).replace('é', '\\u00e9')],
    ['percent-encoded', encodeURIComponent(SECRET)],
    [
      'percent-encoded, lower hex',
      encodeURIComponent(SECRET).toLowerCase().replace('sk_live_7qx', 'sk_live_7Qx'),
    ],
    ['form-encoded', encodeURIComponent(SECRET).replace(/%20/g, '+')],
    ['HTML-escaped', SECRET.replace(/&/g, '&amp;').replace(/"/g, '&quot;')],
    ['base64', Buffer.from(SECRET).toString('base64')],
    ['base64url', Buffer.from(SECRET).toString('base64url')],
    ['hex', Buffer.from(SECRET).toString('hex')],
  ])('finds the secret %s', (_, spelled) => {
    const { text: out, count } = redactSecrets(`before<${spelled}>after`, [TYPED]);
    expect(out).toBe(`before<${REDACTED}>after`);
    expect(count).toBe(1);
  });

  it('says which of the secrets given were found, and counts every one', () => {
    const { text, count, found } = redactSecrets('a=TESTSECRET1 b=TESTSECRET1', [
      'PRODSECRET99',
      'TESTSECRET1',
    ]);
    expect(text).toBe(`a=${REDACTED} b=${REDACTED}`);
    expect(count).toBe(2);
    expect(found).toEqual([false, true]);
  });

  it(`replaces a secret under ${SHORT_SECRET} characters only where it is a whole word`, () => {
    const text = 'API_SECRET=abc12 "abc12" xabc12 abc123 abc12_x abc12';
    const { text: out, count } = redactSecrets(text, ['abc12']);
    expect(out).toBe(`API_SECRET=${REDACTED} "${REDACTED}" xabc12 abc123 abc12_x ${REDACTED}`);
    expect(count).toBe(3);
  });

  it('ignores empty and blank secrets, and leaves a text without a secret as it is', () => {
    const text = 'nothing secret here';
    expect(redactSecrets(text, ['', '   ', 'sk_not_in_it_0001'])).toEqual({
      text,
      count: 0,
      found: [false, false, false],
    });
  });

  it('never spells the secret again with its marker, even a secret the marker holds', () => {
    for (const secret of ['secret redacted', 'redacted][secret', '[secret redacted]']) {
      const { text } = redactSecrets(`x ${secret} y ${secret}${secret}`, [secret]);
      expect(text).not.toContain(secret);
    }
  });

  it('leaves no spelling of a secret in any text (property)', () => {
    const secret = fc
      .string({ minLength: SHORT_SECRET, maxLength: 30 })
      .filter((s) => s.trim().length >= SHORT_SECRET);
    const spelling = fc.constantFrom(
      (s: string) => s,
      (s: string) => JSON.stringify(s).slice(1, -1),
      (s: string) => encodeURIComponent(s),
      (s: string) => Buffer.from(s).toString('base64'),
    );
    fc.assert(
      fc.property(
        secret,
        fc.array(fc.tuple(fc.string(), spelling)),
        fc.string(),
        (s, parts, tail) => {
          const text = parts.map(([before, spell]) => before + spell(s)).join('') + tail;
          const { text: out, count } = redactSecrets(text, [s]);
          expect(out).not.toContain(s);
          expect(out).not.toContain(JSON.stringify(s).slice(1, -1));
          if (parts.length > 0) expect(count).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('redactSecretsIn', () => {
  it('redacts every string of a draft and keeps its shape', () => {
    const draft = {
      state: { body: '{"key":"sk_draft_secret_1"}', fields: ['a', 'sk_draft_secret_1'], n: 3 },
      version: 0,
    };
    const { value, count, found } = redactSecretsIn(draft, ['sk_draft_secret_1']);
    expect(value).toEqual({
      state: { body: `{"key":"${REDACTED}"}`, fields: ['a', REDACTED], n: 3 },
      version: 0,
    });
    expect(count).toBe(2);
    expect(found).toEqual([true]);
    expect(draft.state.body).toContain('sk_draft_secret_1');
  });
});

describe('redactionNote', () => {
  it('names the secrets, where they were and what was redacted', () => {
    expect(redactionNote(['test'], 'the paste', 'the share link')).toBe(
      `The typed test secret appears in the paste; it was replaced by ${REDACTED} in the share link.`,
    );
    expect(redactionNote(['test', 'production'], 'the body', 'the history')).toBe(
      `The typed test and production secrets appear in the body; they were replaced by ${REDACTED} in the history.`,
    );
  });
});

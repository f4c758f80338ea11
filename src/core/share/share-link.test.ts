import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeShareCase, encodeShareCase, type ShareCase } from './share-link.ts';

// eslint-disable-next-line no-control-regex -- the header-value rule, written here as its reference
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Computed once with Node: Buffer.from(JSON.stringify(KNOWN), 'utf8').toString('base64url'). */
const KNOWN_LINK =
  '#case=eyJraW5kIjoid2ViaG9vayIsImVudiI6InRlc3QiLCJtZXJjaGFudF9pZCI6Ik0xMDAwMDEiLCJ0aW1lc3RhbXAiOiIxNzAwMDAwMDAwIiwibm9uY2UiOiJhMWIyYzNkNGU1ZjZnN2g4IiwicmF3X2JvZHkiOiJ7XCJnb29kc19uYW1lXCI6XCJU5oGkIPCfmIBcIn1cclxuIiwicmVjZWl2ZWRfc2lnbiI6ImExZmJmNjAzMDAzMmI2MGU1YTQxZjNmZTg5MWZkNzZiYzhmNWIwNWM5Mjc2NDUyNTlhNGQyZGYzY2ViZTNhYWYifQ';

const KNOWN: ShareCase = {
  kind: 'webhook',
  env: 'test',
  merchant_id: 'M100001',
  timestamp: '1700000000',
  nonce: 'a1b2c3d4e5f6g7h8',
  raw_body: '{"goods_name":"T恤 😀"}\r\n',
  received_sign: 'a1fbf6030032b60e5a41f3fe891fd76bc8f5b05c927645259a4d2df3cebe3aaf',
};

/** The same case plus a secret, encoded with Node, as a tampered link would be. */
const SMUGGLED = Buffer.from(
  JSON.stringify({ ...KNOWN, secret: 'test_sk_4f9a2c7e1b3d' }),
  'utf8',
).toString('base64url');

/** The contract's fields (docs/architecture.md "Share link"), in the order the encoder writes them. */
const CONTRACT_FIELDS = [
  'kind',
  'env',
  'merchant_id',
  'timestamp',
  'nonce',
  'raw_body',
  'received_sign',
  'content_type',
  'user_agent',
  'body_rewritten_by',
];

const link = (value: unknown) =>
  `#case=${Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')}`;

describe('share link', () => {
  it('decodes a known link, computed with Node, to known fields', () => {
    expect(decodeShareCase(KNOWN_LINK)).toEqual({ ok: true, case: KNOWN });
  });

  it('encodes the known case to the same link: base64url, no padding', () => {
    expect(encodeShareCase(KNOWN)).toBe(KNOWN_LINK);
    expect(KNOWN_LINK).toMatch(/^#case=[A-Za-z0-9_-]+$/);
  });

  it('decodes a whole URL, a bare case= and a fragment with other parameters', () => {
    const payload = KNOWN_LINK.slice('#case='.length);
    for (const text of [
      `https://console.example/diagnose${KNOWN_LINK}`,
      `case=${payload}`,
      `#view=x&case=${payload}`,
    ]) {
      expect(decodeShareCase(text)).toEqual({ ok: true, case: KNOWN });
    }
  });

  it('never puts a secret in the link, whatever the argument carries', () => {
    const withSecret = { ...KNOWN, secret: 'test_sk_4f9a2c7e1b3d', testSecret: 'x' } as ShareCase;
    const encoded = encodeShareCase(withSecret);
    expect(encoded).toBe(KNOWN_LINK);
    const json = Buffer.from(encoded.slice('#case='.length), 'base64url').toString('utf8');
    expect(Object.keys(JSON.parse(json) as object)).toEqual(
      CONTRACT_FIELDS.filter(
        (field) => !['content_type', 'user_agent', 'body_rewritten_by'].includes(field),
      ),
    );
  });

  it('refuses a link with a smuggled secret key', () => {
    const result = decodeShareCase(`#case=${SMUGGLED}`);
    expect(result).toEqual({
      ok: false,
      error: 'The shared case is not valid: it has fields a share link never carries (secret).',
    });
  });

  it('leaves received_sign out when there is none', () => {
    const unsigned: ShareCase = { ...KNOWN };
    delete unsigned.received_sign;
    const encoded = encodeShareCase(unsigned);
    expect(Buffer.from(encoded.slice(6), 'base64url').toString('utf8')).not.toContain(
      'received_sign',
    );
    expect(decodeShareCase(encoded)).toEqual({ ok: true, case: unsigned });
  });

  it('carries user_agent when there is one, and leaves it out when there is none', () => {
    const withAgent: ShareCase = { ...KNOWN, kind: 'request', user_agent: 'axios/1.16.0' };
    const encoded = encodeShareCase(withAgent);
    // Read back with Node, not with the decoder under test: the key is in the JSON, last.
    const json = JSON.parse(Buffer.from(encoded.slice(6), 'base64url').toString('utf8')) as object;
    expect(Object.entries(json).at(-1)).toEqual(['user_agent', 'axios/1.16.0']);
    expect(decodeShareCase(encoded)).toEqual({ ok: true, case: withAgent });
    // A link written by Node with the key decodes to the same case.
    expect(decodeShareCase(link(withAgent))).toEqual({ ok: true, case: withAgent });

    const without: ShareCase = { ...KNOWN, kind: 'request' };
    const plain = encodeShareCase(without);
    expect(Buffer.from(plain.slice(6), 'base64url').toString('utf8')).not.toContain('user_agent');
    expect(decodeShareCase(plain)).toEqual({ ok: true, case: without });
  });

  it('still refuses unknown keys beside user_agent, and a user_agent that is not a string', () => {
    expect(decodeShareCase(link({ ...KNOWN, user_agent: 'curl/8.5.0', secret: 'x' }))).toEqual({
      ok: false,
      error: 'The shared case is not valid: it has fields a share link never carries (secret).',
    });
    expect(decodeShareCase(link({ ...KNOWN, userAgent: 'curl/8.5.0' }))).toEqual({
      ok: false,
      error: 'The shared case is not valid: it has fields a share link never carries (userAgent).',
    });
    expect(decodeShareCase(link({ ...KNOWN, user_agent: 42 }))).toEqual({
      ok: false,
      error: 'The shared case is not valid: user_agent must be a string.',
    });
  });

  it("carries a logger's re-written body as body_rewritten_by, and refuses any other value", () => {
    const logged: ShareCase = { ...KNOWN, kind: 'request', body_rewritten_by: 'logger' };
    const encoded = encodeShareCase(logged);
    const json = JSON.parse(Buffer.from(encoded.slice(6), 'base64url').toString('utf8')) as object;
    expect(Object.entries(json).at(-1)).toEqual(['body_rewritten_by', 'logger']);
    expect(decodeShareCase(encoded)).toEqual({ ok: true, case: logged });
    expect(decodeShareCase(link(logged))).toEqual({ ok: true, case: logged });
    for (const other of ['sender', true, '']) {
      expect(decodeShareCase(link({ ...KNOWN, body_rewritten_by: other }))).toEqual({
        ok: false,
        error: 'The shared case is not valid: body_rewritten_by must be logger when present.',
      });
    }
  });

  it.each([
    ['https://console.example/diagnose', /no "#case=" part/],
    ['#case=', /not valid base64url/],
    ['#case=ab$c', /not valid base64url/],
    ['#case=a', /not valid base64url/],
    [`#case=${Buffer.from([0xff, 0xfe]).toString('base64url')}`, /not UTF-8/],
    [`#case=${Buffer.from('{"kind":').toString('base64url')}`, /not valid JSON/],
    [link([1]), /not a JSON object/],
    [link({ ...KNOWN, merchant_id: undefined }), /merchant_id is missing/],
    [link({ ...KNOWN, timestamp: 1700000000 }), /timestamp must be a string/],
    [link({ ...KNOWN, kind: 'callback' }), /kind must be one of request, response, webhook/],
    [link({ ...KNOWN, env: 'staging' }), /env must be one of test, production/],
  ])('refuses %j with a clear error', (text, message) => {
    const result = decodeShareCase(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('property: any case survives the round trip, emoji and CR included', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    // A header value holds no control character (header-value.ts); the body may.
    const header = text.filter((value) => !CONTROL.test(value));
    const shareCase = fc.record(
      {
        kind: fc.constantFrom('request', 'response', 'webhook'),
        env: fc.constantFrom('test', 'production'),
        merchant_id: header,
        timestamp: header,
        nonce: header,
        raw_body: fc.oneof(text, fc.constantFrom('{\r\n"a":"😀"}\r\n', '\uFEFF{}')),
        received_sign: header,
        content_type: header,
        user_agent: header,
        body_rewritten_by: fc.constant('logger'),
      },
      { requiredKeys: ['kind', 'env', 'merchant_id', 'timestamp', 'nonce', 'raw_body'] },
    ) as fc.Arbitrary<ShareCase>;
    fc.assert(
      fc.property(shareCase, (c) => {
        const encoded = encodeShareCase(c);
        expect(encoded).toMatch(/^#case=[A-Za-z0-9_-]*$/);
        expect(decodeShareCase(encoded)).toEqual({ ok: true, case: c });
        expect(Buffer.from(encoded.slice(6), 'base64url').toString('utf8')).toBe(JSON.stringify(c));
      }),
      { numRuns: 300 },
    );
  });

  it('property: accepts exactly what the contract schema accepts (zod, written here)', () => {
    // docs/architecture.md "Share link" as a schema: the reference the hand-written checks are held to.
    const headerValue = z.string().refine((value) => !CONTROL.test(value));
    const contract = z.strictObject({
      kind: z.enum(['request', 'response', 'webhook']),
      env: z.enum(['test', 'production']),
      merchant_id: headerValue,
      timestamp: headerValue,
      nonce: headerValue,
      raw_body: z.string(),
      received_sign: headerValue.optional(),
      content_type: headerValue.optional(),
      user_agent: headerValue.optional(),
      body_rewritten_by: z.literal('logger').optional(),
    });
    const anyValue = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('M1\r\nX-Evil: 1', 'a\u0000', '\t'),
      fc.constantFrom('request', 'response', 'webhook', 'test', 'production', 'Test', 'logger'),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 }),
    );
    const key = fc.constantFrom(...CONTRACT_FIELDS, 'secret', '__proto__', 'toString');
    const objects = fc.oneof(
      fc.dictionary(key, anyValue, { maxKeys: 10 }),
      // Mostly valid cases with one field changed, so acceptance is reached often.
      fc.tuple(key, anyValue, fc.boolean()).map(([field, value, drop]) => {
        const valid: Record<string, unknown> = { ...KNOWN };
        if (drop) delete valid[field];
        else valid[field] = value;
        return valid;
      }),
    );
    fc.assert(
      fc.property(objects, (value) => {
        const json = JSON.stringify(value);
        const reference = contract.safeParse(JSON.parse(json));
        const decoded = decodeShareCase(link(JSON.parse(json)));
        expect(decoded.ok).toBe(reference.success);
        if (decoded.ok && reference.success) expect(decoded.case).toEqual(reference.data);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [
      'merchant_id',
      'M100001\r\nX-Evil: 1',
      /merchant_id holds a carriage return \(CR\) at character 8/,
    ],
    ['nonce', 'abc\ndef', /nonce holds a line feed/],
    ['user_agent', 'curl/8\u0000', /user_agent holds a NUL character/],
    ['content_type', 'application/json\r\n', /content_type holds a carriage return/],
  ])('refuses a %s with a control character, saying which and where', (field, value, message) => {
    const result = decodeShareCase(link({ ...KNOWN, [field]: value }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('carries no base URL: a link with base_url is refused, so none enters through it', () => {
    const result = decodeShareCase(
      link({ ...KNOWN, base_url: 'http://127.0.0.1:1/{{api_secret}}' }),
    );
    expect(result).toMatchObject({ ok: false, error: /never carries \(base_url\)/ });
  });

  it('keeps CR LF in the body, which is not a header value', () => {
    expect(decodeShareCase(link({ ...KNOWN, raw_body: '{}\r\n' })).ok).toBe(true);
  });

  it('names every problem of a case, unknown keys last', () => {
    expect(decodeShareCase(link({ env: 'staging', nonce: 3, token: 'x' }))).toEqual({
      ok: false,
      error:
        'The shared case is not valid: kind is missing; env must be one of test, production; merchant_id is missing; timestamp is missing; nonce must be a string; raw_body is missing; it has fields a share link never carries (token).',
    });
  });
});

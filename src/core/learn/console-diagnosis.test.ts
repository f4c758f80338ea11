import { describe, expect, it } from 'vitest';
import { buildQuery, type QueryDraft } from './break-it.ts';
import { diagnoseSentQuery } from './console-diagnosis.ts';

const NOW_MS = 1_700_000_000_000;
const draft: QueryDraft = {
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'n7Qk2VxLp9RtYc4MzA8sWd1E',
  body: '{"merchant_order_no":"ORD-20231114-0001"}',
  secret: 'test_sk_4f9a2c7e1b3d',
  otherSecret: 'prod_sk_9c1e5b7a3d2f',
};
const secrets = { test: draft.secret, production: draft.otherSecret };

describe('diagnoseSentQuery', () => {
  it('finds nothing wrong with a right query', async () => {
    const result = await diagnoseSentQuery(await buildQuery(draft, null), secrets, NOW_MS);
    expect(result.causes).toEqual([]);
    expect(result.lines).toEqual([
      'The sign matches the string to sign of these headers and body.',
    ]);
  });

  it.each([
    ['crlf', 'CRLF_SEPARATORS'],
    ['order', 'FIELD_ORDER'],
    ['prettified', 'BODY_REFORMATTED'],
    ['other-secret', 'SECRET_ENV_MIXED'],
    ['base64', 'OUTPUT_FORMAT'],
    ['uppercase-hex', 'OUTPUT_FORMAT'],
  ] as const)('names %s', async (mistake, cause) => {
    const result = await diagnoseSentQuery(await buildQuery(draft, mistake), secrets, NOW_MS);
    expect(result.causes).toContain(cause);
  });

  it.each([
    ['milliseconds', /millisecond/i],
    ['empty-nonce', /nonce/i],
    ['content-type', /content type|Content-Type/],
    ['camel-case', /camel|snake/i],
  ] as const)('lints %s, which is signed consistently', async (mistake, message) => {
    const result = await diagnoseSentQuery(await buildQuery(draft, mistake), secrets, NOW_MS);
    expect(result.causes).toEqual([]);
    expect(result.lines.slice(1).join(' ')).toMatch(message);
  });
});

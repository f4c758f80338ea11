import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { diagnose, type DiagnosisInput } from './index.ts';
import { casesOver, PROD_SECRET as PROD, TEST_SECRET as TEST } from './test-support.ts';

const vector = vectors[1]!;
const { merchant_id: m, timestamp: t, nonce: n, raw_body: b } = vector;

const nodeSign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

const caseOf = casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: b });

async function causesOf(input: DiagnosisInput) {
  const result = await diagnose(input);
  if (result.verdict !== 'MISMATCH') throw new Error('expected a mismatch');
  return result.found?.causes ?? null;
}

describe('pairs of mistakes from two dimensions', () => {
  it('CR LF separators with the production secret', async () => {
    const sign = nodeSign(PROD, [m, t, n, b].join('\r\n'));
    expect(await causesOf(caseOf(sign))).toEqual(['SECRET_ENV_MIXED', 'CRLF_SEPARATORS']);
  });

  it('a pretty-printed body with a timestamp in milliseconds', async () => {
    const pretty = JSON.stringify(JSON.parse(b), null, 2);
    const sign = nodeSign(TEST, [m, `${t}000`, n, pretty].join('\n'));
    const result = await diagnose(caseOf(sign));
    expect(result.verdict === 'MISMATCH' && result.found).toMatchObject({
      causes: ['BODY_REFORMATTED', 'TIMESTAMP_MILLISECONDS'],
      title: 'Body changed between signing and sending + Timestamp signed in milliseconds',
      senderPayload: [m, `${t}000`, n, pretty].join('\n'),
    });
  });

  it('the wrong order with the amount as a number', async () => {
    const body = b.replace('"10.00"', '10');
    const sign = nodeSign(TEST, [t, m, n, body].join('\n'));
    expect(await causesOf(caseOf(sign))).toEqual(['FIELD_ORDER', 'BODY_REFORMATTED']);
  });

  it('a single mistake with an uppercase request sign', async () => {
    const sign = nodeSign(TEST, [m, t, n, b].join('\r\n')).toUpperCase();
    expect(await causesOf(caseOf(sign))).toEqual(['CRLF_SEPARATORS', 'OUTPUT_FORMAT']);
  });

  it('an uppercase response sign with a mistake: the case is not a mistake there', async () => {
    const sign = nodeSign(TEST, [m, t, n, b].join('\r\n')).toUpperCase();
    expect(await causesOf(caseOf(sign, { kind: 'response' }))).toEqual(['CRLF_SEPARATORS']);
  });

  it('prefers the single mistake when a pair gives the same string', async () => {
    // Body "with a trailing newline" and "a line feed after the body" sign the same bytes.
    const sign = nodeSign(TEST, `${[m, t, n, b].join('\n')}\n`);
    expect(await causesOf(caseOf(sign))).toEqual(['TRAILING_LINE_FEED']);
  });

  it('gives up on three mistakes at once', async () => {
    const sign = nodeSign(PROD, [m, `${t}000`, n, b].join('\r\n'));
    expect(await causesOf(caseOf(sign))).toBeNull();
  });
});

describe('a re-serialized body signed in another text encoding', () => {
  // Two mistakes that each rewrite the whole body: paired for a short body, not for a long one.
  const withNotes = (size: number) => {
    const notes = Object.fromEntries(
      Array.from({ length: size }, (_, i) => [`note_${i}`, `line ${i} of the notes, Café`]),
    );
    return JSON.stringify({ ...JSON.parse(b), ...notes });
  };
  const utf16Sign = (body: string) => {
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    const payload = Buffer.from([m, t, n, pretty].join('\n'), 'utf16le');
    return createHmac('sha256', TEST).update(payload).digest('hex');
  };

  it('is found for a short body', async () => {
    const body = withNotes(20);
    const input = { ...caseOf(utf16Sign(body)), rawBody: body };
    expect(await causesOf(input)).toEqual(['BODY_REFORMATTED', 'BODY_ENCODING']);
  });

  it('is not tried for a body of 64 KiB or more, and the page says so', async () => {
    const body = withNotes(2_000);
    expect(body.length).toBeGreaterThanOrEqual(64 * 1024);
    const result = await diagnose({ ...caseOf(utf16Sign(body)), rawBody: body });
    expect(result.verdict === 'MISMATCH' && result.found).toBeNull();
    expect(result.notes.join(' ')).toContain('Not tried for a body this long');
  });
});

describe('property: any single searched mistake is named', () => {
  const part = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\r\n]/.test(s));
  const mistakes = {
    CRLF_SEPARATORS: (p: string[]) => [TEST, p.join('\r\n')],
    SEPARATORS_MISSING: (p: string[]) => [TEST, p.join('')],
    FIELD_ORDER: (p: string[]) => [TEST, [p[2], p[0], p[1], p[3]].join('\n')],
    SECRET_ENV_MIXED: (p: string[]) => [PROD, p.join('\n')],
  } as const;

  it('finds the cause for random parts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(part, fc.integer({ min: 1e9, max: 2e9 }), part, part),
        fc.constantFrom(...(Object.keys(mistakes) as (keyof typeof mistakes)[])),
        async ([merchantId, seconds, nonce, rawBody], cause) => {
          const parts = [merchantId, String(seconds), nonce, rawBody];
          fc.pre(new Set(parts).size === 4);
          const [secret, payload] = mistakes[cause](parts) as [string, string];
          const input = caseOf(nodeSign(secret, payload), {
            merchantId,
            timestamp: String(seconds),
            nonce,
            rawBody,
          });
          expect(await causesOf(input)).toEqual([cause]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import specVectors from '../../../spec/signature-vectors.json';
import { buildGoldenVector, buildGoldenVectorSet, vectorJson } from './golden-vector.ts';

type SpecVector = (typeof specVectors)[number];

const nodeSign = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest();

const inputsOf = (v: SpecVector) => ({
  merchant_id: v.merchant_id,
  timestamp: v.timestamp,
  nonce: v.nonce,
  raw_body: v.raw_body,
});

describe('buildGoldenVector', () => {
  it.each(specVectors.map((v) => [v.sign_payload.slice(0, 30), v] as const))(
    'matches the independent vector %s',
    async (_name, v) => {
      const vector = await buildGoldenVector(inputsOf(v), v.secret);
      expect(vector.sign_payload).toBe(v.sign_payload);
      expect(vector.sign).toBe(v.sign);
      expect(vector.sign_payload_hex).toBe(Buffer.from(v.sign_payload, 'utf8').toString('hex'));
      expect(vector.sign).toBe(
        nodeSign(v.secret, Buffer.from(vector.sign_payload_hex, 'hex')).toString('hex'),
      );
    },
  );

  it('never holds the secret, only its fingerprint', async () => {
    const secret = 'sk_live_never_in_a_vector';
    const vector = await buildGoldenVector(
      { merchant_id: 'M1', timestamp: '1700000000', nonce: 'n', raw_body: '{}' },
      secret,
    );
    expect(vectorJson(vector)).not.toContain(secret);
    const fp = createHmac('sha256', secret)
      .update('signing-console key fingerprint v1')
      .digest('hex');
    expect(vector.key_fingerprint).toBe(`${fp.slice(0, 4)}-${fp.slice(4, 8)}`);
  });
});

describe('buildGoldenVectorSet', () => {
  const secret = 'test_sk_4f9a2c7e1b3d';
  const inputs = {
    merchant_id: 'M100001',
    timestamp: '1700000000',
    nonce: 'a1b2c3d4e5f6g7h8',
    raw_body: '{"merchant_order_no":"ORD-20231114-0001"}',
  };

  it('signs each wrong variant as a sender making that mistake would', async () => {
    const set = await buildGoldenVectorSet(inputs, secret);
    const head = 'M100001\n1700000000\na1b2c3d4e5f6g7h8\n';
    const byCause = Object.fromEntries(set.wrong.map((w) => [w.name, w]));
    const expectedPayloads: Record<string, string> = {
      'CR LF separators': head.replaceAll('\n', '\r\n') + inputs.raw_body,
      'no separators': head.replaceAll('\n', '') + inputs.raw_body,
      'a line feed after the body': `${head + inputs.raw_body}\n`,
      'body pretty-printed before signing': `${head}{\n  "merchant_order_no": "ORD-20231114-0001"\n}`,
      'timestamp in milliseconds': head.replace('1700000000', '1700000000000') + inputs.raw_body,
    };
    for (const [name, payload] of Object.entries(expectedPayloads)) {
      const variant = byCause[name];
      expect(variant?.sign_payload, name).toBe(payload);
      expect(variant?.sign_payload_hex).toBe(Buffer.from(payload).toString('hex'));
      expect(variant?.sign).toBe(nodeSign(secret, payload).toString('hex'));
      expect(variant?.sign).not.toBe(set.valid.sign);
    }
    const mac = nodeSign(secret, set.valid.sign_payload);
    expect(byCause['uppercase hex']?.sign).toBe(mac.toString('hex').toUpperCase());
    expect(byCause['base64']?.sign).toBe(mac.toString('base64'));
  });

  it('names each mistake with a cause code of the project list', async () => {
    const set = await buildGoldenVectorSet(inputs, secret);
    expect(set.wrong.map((w) => w.cause)).toEqual([
      'CRLF_SEPARATORS',
      'SEPARATORS_MISSING',
      'TRAILING_LINE_FEED',
      'FIELD_ORDER',
      'BODY_REFORMATTED',
      'TIMESTAMP_MILLISECONDS',
      'OUTPUT_FORMAT',
      'OUTPUT_FORMAT',
    ]);
    expect(vectorJson(set)).not.toContain(secret);
    expect(set.how_to_assert.join(' ')).toMatch(/sign_payload_hex/);
  });

  it('leaves out a pretty variant for a body that is not JSON', async () => {
    const set = await buildGoldenVectorSet({ ...inputs, raw_body: 'not json' }, secret);
    expect(set.wrong.some((w) => w.cause === 'BODY_REFORMATTED')).toBe(false);
  });
});

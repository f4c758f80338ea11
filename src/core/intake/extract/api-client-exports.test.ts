// API clients' own exports (docs/verify-intake.md, "Messages, commands and structured files"):
// a header row the tool keeps switched off is not sent, and the body is the string the tool
// holds. Written to each tool's format (Hoppscotch's HoppRESTRequest: headers
// `{key, value, active, description}`, body `{contentType, body}`; Thunder Client's headers
// `{name, value, isDisabled}`); every sign computed here with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';

const secret = 'test_sk_api_clients_01';
const signOf = (mid: string, ts: string, nonce: string, body: string) =>
  createHmac('sha256', secret).update(`${mid}\n${ts}\n${nonce}\n${body}`).digest('hex');

const fieldsOf = (text: string) => {
  const result = parseIntake(text);
  if (!result.ok) throw new Error(result.error);
  return result.intake;
};

describe('API client exports', () => {
  it('reads a single Hoppscotch request, skipping a switched-off nonce row', () => {
    const body = 'merchant_order_no=ORD-1%26x&note=caf%C3%A9\n';
    const sign = signOf('M100001', '1795800001', 'n-new', body);
    const header = (key: string, value: string, active = true) => ({
      key,
      value,
      active,
      description: '',
    });
    const request = {
      v: '6',
      name: 'query',
      method: 'POST',
      endpoint: '<<baseUrl>>/api/v1/payments/query',
      params: [],
      headers: [
        header('X-Nonce', 'n-old', false),
        header('X-MerchantID', 'M100001'),
        header('X-Timestamp', '1795800001'),
        header('X-Nonce', 'n-new'),
        header('X-Sign', sign),
      ],
      preRequestScript: '',
      testScript: '',
      auth: { authType: 'none', authActive: true },
      body: { contentType: 'application/x-www-form-urlencoded', body },
    };
    const intake = fieldsOf(JSON.stringify(request, null, 2));
    expect(intake.fields).toMatchObject({
      merchantId: 'M100001',
      timestamp: '1795800001',
      nonce: 'n-new',
      rawBody: body,
      receivedSign: sign,
    });
    expect(intake.url).toBe('<<baseUrl>>/api/v1/payments/query');
  });

  it('reads a Thunder Client request without its isDisabled header', () => {
    const body = '{"merchant_order_no":"ORD-2","note":"\\"x\\""}';
    const sign = signOf('M200002', '1795800002', 'tc-1', body);
    const collection = {
      client: 'Thunder Client',
      collectionName: 'c',
      version: '1.2',
      folders: [],
      requests: [
        {
          name: 'q',
          url: 'https://sandbox.example/api/v1/payments/query',
          method: 'POST',
          headers: [
            { name: 'X-Sign', value: '0'.repeat(64), isDisabled: true },
            { name: 'X-MerchantID', value: 'M200002' },
            { name: 'X-Timestamp', value: '1795800002' },
            { name: 'X-Nonce', value: 'tc-1' },
            { name: 'X-Sign', value: sign },
          ],
          body: { type: 'json', raw: body },
        },
      ],
    };
    const intake = fieldsOf(JSON.stringify(collection));
    expect(intake.fields.receivedSign).toBe(sign);
    expect(intake.fields.rawBody).toBe(body);
  });
});

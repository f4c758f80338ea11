// JMeter's XML results file (extract/tools/jmeter-jtl.ts), written here to the user manual's
// "XML Log format 2.1" with XStream's escaping; every sign computed with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';

const sign = (secret: string, parts: string[]) =>
  createHmac('sha256', secret).update(parts.join('\n')).digest('hex');
const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#xd;');

const request = '{"merchant_order_no":"ORD-9","note":"<a & \'b\'>"}';
const requestSign = sign('k_req', ['M400004', '1795800400', 'jm-n1', request]);
const response = '{"code":0,\r\n"msg":"ok"}';
const responseSign = sign('k_resp', ['M400004', '1795800401', 'srv-n2', response]);

/** A PUT sent with a cookie, its signed response, saved on Windows (CR LF line ends). */
const jtl = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<testResults version="1.2">',
  '<httpSample t="5" lt="5" ts="1795800400000" s="true" lb="PUT order" rc="200" rm="OK" tn="T 1-1">',
  `  <responseHeader class="java.lang.String">HTTP/1.1 200 OK\nContent-Type: application/json\nX-MerchantID: M400004\nX-Timestamp: 1795800401\nX-Nonce: srv-n2\nX-Sign: ${responseSign}\n</responseHeader>`,
  `  <requestHeader class="java.lang.String">Content-Type: application/json\nX-MerchantID: M400004\nX-Timestamp: 1795800400\nX-Nonce: jm-n1\nX-Sign: ${requestSign}\n</requestHeader>`,
  `  <responseData class="java.lang.String">${xml(response)}</responseData>`,
  `  <samplerData class="java.lang.String">${xml(`PUT http://127.0.0.1:8080/api/v1/orders\n\nPUT data:\n${request}\n\nCookie Data:\nJSESSIONID=abc\n`)}</samplerData>`,
  '  <method class="java.lang.String">PUT</method>',
  '  <java.net.URL>http://127.0.0.1:8080/api/v1/orders</java.net.URL>',
  '</httpSample>',
  '</testResults>',
  '',
]
  .join('\n')
  .replace(/\n/g, '\r\n');

describe('JMeter .jtl', () => {
  it('reads the request from samplerData, not the response data', () => {
    const result = parseIntake(jtl);
    if (!result.ok) throw new Error(result.error);
    expect(result.intake.format).toBe('jmeter-jtl');
    expect(result.intake.method).toBe('PUT');
    expect(result.intake.fields).toMatchObject({
      merchantId: 'M400004',
      timestamp: '1795800400',
      nonce: 'jm-n1',
      rawBody: request,
      receivedSign: requestSign,
    });
  });

  it('reads the signed response, its escaped CR kept', () => {
    const result = parseIntake(jtl, { side: 'response' });
    if (!result.ok) throw new Error(result.error);
    expect(result.intake.kind).toBe('response');
    expect(result.intake.status).toBe(200);
    expect(result.intake.fields).toMatchObject({
      nonce: 'srv-n2',
      rawBody: response,
      receivedSign: responseSign,
    });
  });
});

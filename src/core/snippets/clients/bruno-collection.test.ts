import { describe, expect, it } from 'vitest';
import { BODY_FILE, brunoCollection } from './bruno-collection.ts';

const input = { baseUrl: 'http://127.0.0.1:8787/', merchantId: 'M100001', body: '{"a":1}' };

const fileOf = (files: { path: string; text: string }[], path: string) =>
  files.find((file) => file.path === path)?.text ?? '';

describe('brunoCollection', () => {
  const files = brunoCollection(input);

  it('is a collection folder: bruno.json, collection.bru, the request, its body and the environment', () => {
    expect(files.map((file) => file.path).sort()).toEqual([
      'bruno.json',
      'collection.bru',
      'environments/sandbox.bru',
      BODY_FILE,
      'query-a-payment.bru',
    ]);
    expect(JSON.parse(fileOf(files, 'bruno.json'))).toMatchObject({ type: 'collection' });
  });

  it('declares base_url, and api_secret as an empty secret', () => {
    const env = fileOf(files, 'environments/sandbox.bru');
    expect(env).toContain('  base_url: http://127.0.0.1:8787\n');
    expect(env).toContain('vars:secret [\n  api_secret\n]');
  });

  it('sends the body from its file, and signs in a collection pre-request script', () => {
    const request = fileOf(files, 'query-a-payment.bru');
    expect(request).toContain('url: {{base_url}}/api/v1/payments/query');
    expect(request).toContain('  body: file\n');
    expect(request).toContain(`file: @file(${BODY_FILE}) @contentType(application/json)`);
    expect(request).not.toContain('{"a":1}');
    const collection = fileOf(files, 'collection.bru');
    expect(collection).toContain('script:pre-request {');
    expect(collection).toContain('const merchantId = "M100001";');
    expect(collection).toContain('req.disableParsingResponseJson();');
  });

  it('keeps the exact body, carriage returns and template syntax included, in the body file', () => {
    const body = '{\r\n"a":"{{api_secret}} {{process.env.HOME}}"\r\n}';
    const exact = brunoCollection({ ...input, body });
    expect(fileOf(exact, BODY_FILE)).toBe(body);
    for (const file of exact.filter((f) => f.path !== BODY_FILE)) {
      expect(file.text).not.toContain('{{api_secret}}');
    }
  });
});

describe('brunoCollection refuses to write', () => {
  const ok = { baseUrl: 'https://sandbox.example.com', merchantId: 'M100001', body: '{}' };
  it.each([
    [{ ...ok, baseUrl: 'http://127.0.0.1:1/{{api_secret}}' }, /"\{\{"/],
    [{ ...ok, baseUrl: 'http://{{process.env.HOME}}.example' }, /template or script syntax/],
    [{ ...ok, merchantId: 'M1\r\nX-Evil: 1' }, /Merchant ID holds a carriage return/],
  ])('%j', (input, message) => {
    expect(() => brunoCollection(input)).toThrow(message);
  });
});

import { describe, expect, it } from 'vitest';
import type { Diagnosis } from '../diagnosis/types.ts';
import { baseUrlOf } from './base-url.ts';
import { senderStackOf } from './code-language.ts';
import { preselectedLanguage, writeReply, type ReplyCase } from './reply.ts';

const PHP_SET = ["PHP Guzzle ('json' =>)", "PHP Symfony HttpClient ('json' option)"];
const body = '{"merchant_order_no":"A\\/1"}';
const correct = `M100001\n1767225600\nn0nce0123456789a\n${body}`;

/** A body the sender's library re-serialized after signing, the bytes naming PHP's set. */
const reformatted: Diagnosis = {
  verdict: 'MISMATCH',
  expectedSign: 'ab'.repeat(32),
  found: {
    causes: ['BODY_REFORMATTED'],
    title: 'Body re-serialized after signing',
    lead: 'Your HTTP library re-serialized the body after you signed it.',
    action: 'Sign the bytes you send.',
    explanation: 'The sender signed the compact body; the bytes sent carry json_encode marks.',
    fix: 'Build the body once, sign it and send those bytes (spec 5.4).',
    senderPayload: correct.replace('\\/', '/'),
    correctPayload: correct,
    details: [],
    libraries: PHP_SET,
  },
  searched: 40,
  notes: [],
};

const request: ReplyCase = {
  kind: 'request',
  env: 'test',
  merchantId: 'M100001',
  timestamp: '1767225600',
  nonce: 'n0nce0123456789a',
  rawBody: body,
  url: '/api/v1/payments/query',
  host: 'pay.acme-test.com',
  secrets: { test: 'sk_test_stack' },
};

describe("the sender's stack from evidence only", () => {
  it('curl/7.88.1 is curl, whatever the bytes look like: no Guzzle', () => {
    const replyCase = { ...request, userAgent: 'curl/7.88.1' };
    expect(preselectedLanguage(replyCase, reformatted, 'python')).toBe('curl');
    const reply = writeReply(replyCase, reformatted, 'curl');
    expect(reply).not.toContain('For guzzle');
    expect(reply).not.toContain('GuzzleHttp');
  });

  it("the bytes alone give PHP, never a library of PHP's set", () => {
    expect(senderStackOf(undefined, PHP_SET)).toEqual({ language: 'php', library: null });
    const reply = writeReply(request, reformatted, 'php');
    expect(reply).not.toContain('the library your request was sent with');
  });

  it('Guzzle code pasted in the ticket proves Guzzle', () => {
    const ticketText =
      "$client->post('/api/v1/payments/query', ['json' => $payload, 'headers' => $h]);";
    expect(senderStackOf(undefined, PHP_SET, ticketText)).toEqual({
      language: 'php',
      library: 'guzzle',
    });
    const reply = writeReply({ ...request, ticketText }, reformatted, 'php');
    expect(reply).toContain('For guzzle, the library your request was sent with');
    // The few lines that change come first, the whole program after.
    expect(reply.indexOf("'body' =>, not 'json' =>")).toBeLessThan(reply.indexOf('<?php'));
  });

  it("the fix sends to the ticket's own host, never a placeholder", () => {
    const reply = writeReply(request, reformatted, 'python');
    expect(reply).toContain('https://pay.acme-test.com/api/v1/payments/query');
    expect(reply).not.toContain('api.example.com');
    expect(reply).not.toContain('The ticket shows no host');
    const hostless = writeReply({ ...request, host: undefined }, reformatted, 'python');
    expect(hostless).toContain('The ticket shows no host, so set `BASE_URL`');
  });
});

describe('baseUrlOf', () => {
  it.each([
    ['https://pay.acme.com/gw/api/v1/payments/query', undefined, 'https://pay.acme.com/gw'],
    ['/gw/api/v1/payments/query', 'pay.acme.com', 'https://pay.acme.com/gw'],
    ['/api/v1/payments/query', '127.0.0.1:8080', 'http://127.0.0.1:8080'],
    [undefined, 'evil.com/x', 'https://api.example.com'],
  ])('%s with Host %s', (url, host, base) => {
    expect(baseUrlOf(url, host)).toBe(base);
  });
});

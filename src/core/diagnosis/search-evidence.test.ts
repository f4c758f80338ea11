/**
 * Mistakes found by reproducing the received sign, never guessed (spec 5.5), and the library the
 * evidence names: every sign here is made with node:crypto over bytes a real library wrote
 * (dialect-fixtures.json, scripts/dialect-fixtures/generate.sh) or written here to the library's
 * documented output (said where), never with the product's own signing.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fixtures from './json/dialect-fixtures.json' with { type: 'json' };
import { diagnose, type DiagnosisInput, type Found } from './index.ts';
import { casesOver, PROD_SECRET, TEST_SECRET } from './test-support.ts';

const m = 'M123456';
const t = '1767225600';
const n = 'f3b1c2d4e5a60718';
const join = (...parts: string[]) => parts.join('\n');
const mac = (algorithm: string, payload: string, key = TEST_SECRET) =>
  createHmac(algorithm, key).update(payload, 'utf8');
const real = fixtures.outputs as Record<string, string[]>;
const sample = fixtures.samples[2]!;

async function found(input: DiagnosisInput): Promise<Found> {
  const diagnosis = await diagnose(input);
  if (diagnosis.verdict !== 'MISMATCH' || !diagnosis.found) throw new Error('nothing found');
  return diagnosis.found;
}

/** A case whose sent body is `sent`, signed over `signed` (and `signedTimestamp`) by `sign`. */
function wired(sent: string, signed: string, userAgent?: string, signedTimestamp = t) {
  const over = userAgent ? { userAgent } : {};
  return casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: sent })(
    mac('sha256', join(m, signedTimestamp, n, signed)).digest('hex'),
    over,
  );
}

describe('MACs of the right length and signs written short', () => {
  const body = '{"merchant_order_no":"ORD-1"}';
  const caseOf = casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: body });

  it('names HMAC-MD5', async () => {
    const f = await found(caseOf(mac('md5', join(m, t, n, body)).digest('hex')));
    expect(f.causes).toEqual(['OUTPUT_FORMAT']);
    expect(f.lead).toBe('You sent the sign as hex HMAC-MD5.');
    expect(f.action).toBe('Send lowercase hex HMAC-SHA256.');
  });

  it('names HMAC-SHA384, in base64', async () => {
    const f = await found(caseOf(mac('sha384', join(m, t, n, body)).digest('base64')));
    expect(f.causes).toEqual(['OUTPUT_FORMAT']);
    expect(f.title).toMatch(/base64 of HMAC-SHA384/);
  });

  it('names a hex sign that lost its leading zeros, as BigInteger.toString(16) writes it', async () => {
    // A nonce whose sign starts with two zeros: the first of a fixed run, found every time.
    let nonce = '';
    let hex = '';
    for (let i = 0; !hex.startsWith('00'); i++) {
      nonce = `n-${i}`;
      hex = mac('sha256', join(m, t, nonce, body)).digest('hex');
    }
    const input = casesOver({ merchantId: m, timestamp: t, nonce, rawBody: body })(
      BigInt(`0x${hex}`).toString(16),
    );
    const f = await found(input);
    expect(f.causes).toEqual(['OUTPUT_FORMAT']);
    expect(f.title).toMatch(/leading zeros lost/);
    expect(f.fix).toMatch(/BigInteger\.toString\(16\)/);
  });

  it('names a secret that kept its CR (a Windows file read with the line feed trimmed)', async () => {
    const f = await found(
      caseOf(mac('sha256', join(m, t, n, body), `${TEST_SECRET}\r`).digest('hex')),
    );
    expect(f.causes).toEqual(['SECRET_WHITESPACE']);
    expect(f.details.join(' ')).toMatch(/carriage return \(0x0D\)/);
  });
});

describe('a form-encoded body under the JSON API', () => {
  it('names the form, from fields URLSearchParams encoded', async () => {
    const order = { merchant_order_no: 'ORD-1', goods_name: 'Café crème', amount: '10.00' };
    const sent = new URLSearchParams(order).toString();
    const f = await found(wired(sent, JSON.stringify(order)));
    expect(f.causes).toEqual(['BODY_REFORMATTED']);
    expect(f.title).toBe('JSON signed, a form sent');
    expect(f.lead).toBe('Your HTTP library sent the fields as a form, not the JSON you signed.');
  });

  it('names it when the JSON held a number the form wrote as text', async () => {
    const sent = new URLSearchParams({ merchant_order_no: 'ORD-2', amount: '10' }).toString();
    const f = await found(wired(sent, JSON.stringify({ merchant_order_no: 'ORD-2', amount: 10 })));
    expect(f.title).toBe('JSON signed, a form sent');
  });
});

describe('two mistakes of different families together', () => {
  it('a body json.dumps re-serialized and a timestamp signed in milliseconds', async () => {
    // The program signed the compact text with a millisecond clock; requests' json= sent the
    // bytes json.dumps wrote (the real output) under a header in seconds.
    const f = await found(wired(real['python-dumps']![2]!, sample, undefined, `${t}437`));
    expect(f.causes).toEqual(['BODY_REFORMATTED', 'TIMESTAMP_MILLISECONDS']);
    expect(f.lead).toMatch(/^You made two mistakes: /);
  });
});

describe('the library the evidence names', () => {
  it("Gson's \\u003d and \\u0027 are Gson's, not Go's", async () => {
    const f = await found(wired(real['gson']![2]!, sample));
    expect(f.libraries).toEqual(['Java Gson (toJson, Retrofit GsonConverterFactory)']);
    expect(f.action).toMatch(/Gson/);
    expect(`${f.lead} ${f.fix}`).not.toMatch(/\bGo\b/);
  });

  it("Go's bytes name the set that writes them; Go's User-Agent chooses Go", async () => {
    const none = await found(wired(real['go-marshal']![2]!, sample));
    expect(none.libraries).toEqual([
      'Go encoding/json (json.Marshal)',
      'Java Gson (toJson, Retrofit GsonConverterFactory)',
      'Ruby on Rails to_json (ActiveSupport)',
    ]);
    const go = await found(wired(real['go-marshal']![2]!, sample, 'Go-http-client/1.1'));
    expect(go.lead).toBe(
      'Go encoding/json (json.Marshal) re-serialized the body after you signed it.',
    );
    const okhttp = await found(wired(real['go-marshal']![2]!, sample, 'okhttp/4.12.0'));
    expect(okhttp.lead).toMatch(/^Java Gson/);
  });

  it("Symfony HttpClient's 'json' option is Symfony's, not Guzzle's", async () => {
    // json_encode with Symfony's flags (JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_AMP |
    // JSON_HEX_QUOT), written to PHP's documented output: uppercase \u003C, "/" escaped.
    const sent = String.raw`{"url":"http:\/\/x\/y","html":"\u003Cb\u003E"}`;
    const signed = '{"url":"http://x/y","html":"<b>"}';
    const f = await found(wired(sent, signed));
    expect(f.libraries).toEqual(["PHP Symfony HttpClient ('json' option)"]);
    expect(f.fix).toMatch(/'json' option/);
    // Bytes both write: Symfony's User-Agent chooses Symfony.
    const both = await found(
      wired(real['php-json-encode']![2]!, sample, 'Symfony HttpClient/Curl'),
    );
    expect(both.lead).toMatch(/^PHP Symfony HttpClient \('json' option\) re-serialized/);
    expect(both.libraries?.[1]).toBe("PHP Guzzle ('json' =>)");
  });

  it("aiohttp's json= is aiohttp's, not requests'", async () => {
    const f = await found(wired(real['python-dumps']![2]!, sample, 'Python/3.11 aiohttp/3.9.1'));
    expect(f.lead).toMatch(/^Python aiohttp \(json=\) re-serialized/);
    expect(f.fix).toMatch(/session\.post\(url, data=body/);
    expect(`${f.lead} ${f.action} ${f.fix}`).not.toMatch(/requests/);
  });

  it('a Faraday request does not lead with JavaScript', async () => {
    // The program signed JSON.pretty_generate's bytes and sent the compact ones.
    const pretty = JSON.stringify(JSON.parse(sample), null, 2);
    const f = await found(wired(sample, pretty, 'Faraday v2.9.0'));
    expect(f.causes).toEqual(['BODY_REFORMATTED']);
    expect(f.libraries?.[0]).toBe("Ruby's JSON.pretty_generate");
    expect(`${f.lead} ${f.action} ${f.explanation} ${f.fix}`).not.toMatch(/JavaScript/);
    // Its HTML escapes on the wire name Rails, Faraday's language, first.
    const rails = await found(wired(real['go-marshal']![2]!, sample, 'Faraday v2.9.0'));
    expect(rails.lead).toMatch(/^Ruby on Rails to_json/);
  });
});

describe('a webhook or response the service signed', () => {
  // The service signed the compact body; the merchant's logger wrote it as json.dumps does.
  const logged = (kind: 'webhook' | 'response') => ({
    ...wired(real['python-dumps']![2]!, sample),
    kind,
  });

  it.each(['webhook', 'response'] as const)(
    'a %s whose body a logger re-serialized: verify the raw bytes, not requests',
    async (kind) => {
      const f = await found(logged(kind));
      expect(f.causes).toEqual(['BODY_REFORMATTED']);
      expect(f.lead).toBe('Your receiver or logger changed the body the service signed.');
      expect(f.action).toBe('Verify the raw body bytes as received, before parsing.');
      expect(f.fix).toMatch(/spec 5\.3 rule 3/);
      expect(`${f.lead} ${f.action} ${f.explanation} ${f.fix}`).not.toMatch(
        /requests\.post|data=body|json=/,
      );
      expect(f.details.join(' ')).toMatch(/copy verified was written by json\.dumps defaults/);
    },
  );

  it('a webhook signed with the production secret says so, to the receiver', async () => {
    const body = '{"merchant_order_no":"ORD-1"}';
    const input = casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: body })(
      createHmac('sha256', PROD_SECRET)
        .update(join(m, t, n, body))
        .digest('hex'),
      { kind: 'webhook' },
    );
    const f = await found(input);
    expect(f.causes).toEqual(['SECRET_ENV_MIXED']);
    expect(f.lead).toBe('This webhook was signed with the production secret, not the test one.');
  });
});

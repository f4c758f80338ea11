import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose, type DiagnosisInput, type Found } from '../index.ts';
import { casesOver, TEST_SECRET } from '../test-support.ts';

const m = 'M123456';
const t = '1767225600';
const n = 'f3b1c2d4e5a60718';
const b = '{"merchant_order_no":"ORD-1","amount":"10.00"}';
const caseOf = casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: b });
// Every truth is an independent HMAC, not the product's signing code.
const nodeSign = (payload: string) =>
  createHmac('sha256', TEST_SECRET).update(payload, 'utf8').digest('hex');
const lineFeedSign = nodeSign(`${m}\n${t}\n${n}\n${b}\n`);

async function found(input: DiagnosisInput): Promise<Found> {
  const diagnosis = await diagnose(input);
  if (diagnosis.verdict !== 'MISMATCH' || !diagnosis.found) throw new Error('nothing found');
  return diagnosis.found;
}

const said = (f: Found) => `${f.title} ${f.explanation} ${f.fix} ${f.details.join(' ')}`;

describe('a trailing line feed, in the words of the sender stack', () => {
  it('axios: the JSON string it trimmed, its fix, the User-Agent as evidence, no echo', async () => {
    const f = await found(caseOf(lineFeedSign, { userAgent: 'axios/1.16.0' }));
    expect(f.causes).toEqual(['TRAILING_LINE_FEED']);
    expect(f.explanation).toMatch(
      /^The sender signed the body with a final line feed that axios did not send/,
    );
    expect(f.explanation).toMatch(/axios trims a string body that parses as JSON/);
    expect(f.fix).toMatch(/raw\.trim\(\)/);
    expect(f.fix).toMatch(/transformRequest: \[\(data\) => data\]/);
    expect(f.details).toContain('User-Agent: axios/1.16.0');
    expect(said(f)).not.toMatch(/echo/);
  });

  it.each([
    ['curl/8.5.0', /echo without -n/, /printf '%s'/],
    ['python-requests/2.28.1', /open\(path\)\.read\(\)/, /data=body/],
    ['GuzzleHttp/7', /file_get_contents\(\)/, /'body' => \$body/],
    ['Go-http-client/1.1', /os\.ReadFile/, /bytes\.NewReader\(body\)/],
    ['Java-http-client/17.0.9', /text block/, /String\.join/],
    ['Ruby', /heredoc/, /\.join\("\\n"\)/],
    ['node', /fs\.readFileSync/, /\.join\('\\n'\)/],
  ])('%s: the habit and fix of that stack', async (userAgent, habit, fix) => {
    const f = await found(caseOf(lineFeedSign, { userAgent }));
    expect(f.causes).toEqual(['TRAILING_LINE_FEED']);
    expect(f.explanation).toMatch(/^The sender signed an extra line feed after the body/);
    expect(f.explanation).toMatch(habit);
    expect(f.fix).toMatch(fix);
    expect(f.details).toContain(`User-Agent: ${userAgent}`);
    if (!userAgent.startsWith('curl')) expect(said(f)).not.toMatch(/echo/);
    expect(said(f)).not.toMatch(/axios/);
  });

  it.each([undefined, '', 'Mozilla/5.0 (compatible; axios/1.16.0)', 'unknown-tool/1.0'])(
    'User-Agent %j: the generic habits, no stack claimed',
    async (userAgent) => {
      const f = await found(caseOf(lineFeedSign, userAgent === undefined ? {} : { userAgent }));
      expect(f.causes).toEqual(['TRAILING_LINE_FEED']);
      expect(f.explanation).toMatch(/a separator after the last part/);
      expect(f.explanation).toMatch(/read from a file/);
      expect(f.explanation).toMatch(/echo without -n/);
      expect(f.details.some((line) => line.startsWith('User-Agent'))).toBe(false);
      expect(`${f.explanation} ${f.fix}`).not.toMatch(/axios|trims/);
    },
  );

  it('the verifying handler, a response and a webhook keep the generic words', async () => {
    const handler = await found(
      caseOf(lineFeedSign, { userAgent: 'axios/1.16.0', signer: 'handler' }),
    );
    expect(said(handler)).not.toMatch(/axios/);
    const response = await found(
      caseOf(lineFeedSign, { userAgent: 'axios/1.16.0', kind: 'response' }),
    );
    expect(said(response)).not.toMatch(/axios/);
    const webhook = await found(
      caseOf(lineFeedSign, { userAgent: 'axios/1.16.0', kind: 'webhook' }),
    );
    expect(said(webhook)).not.toMatch(/axios/);
  });
});

describe('a timestamp in milliseconds, with the clock of the sender stack', () => {
  const millis = `${t}417`;
  const signedMs = nodeSign(`${m}\n${millis}\n${n}\n${b}`);

  it.each([
    ['axios/1.16.0', 'Date.now()', 'Math.floor(Date.now() / 1000)'],
    ['python-httpx/0.23.3', 'int(time.time() * 1000)', 'int(time.time())'],
    ['Go-http-client/1.1', 'time.Now().UnixMilli()', 'time.Now().Unix()'],
    ['Java-http-client/17.0.9', 'System.currentTimeMillis()', 'Instant.now().getEpochSecond()'],
    ['Ruby', '(Time.now.to_f * 1000).to_i', 'Time.now.to_i'],
    ['GuzzleHttp/7', 'round(microtime(true) * 1000)', 'time()'],
    ['curl/8.5.0', 'date +%s%3N', 'date +%s'],
  ])('%s: signed %s, the fix reads %s', async (userAgent, msClock, sClock) => {
    const f = await found(caseOf(signedMs, { userAgent }));
    expect(f.causes).toEqual(['TIMESTAMP_MILLISECONDS']);
    expect(f.explanation).toMatch(
      /^The sender signed the timestamp in milliseconds \(1767225600417\)/,
    );
    expect(f.explanation).toContain(`${msClock} gives milliseconds`);
    expect(f.fix).toContain(`in whole seconds, ${sClock},`);
    expect(f.fix).toContain(`not ${msClock} in the string to sign`);
    expect(f.details).toContain(`User-Agent: ${userAgent}`);
  });

  it('the reverse: milliseconds in X-Timestamp, seconds signed', async () => {
    const input = { ...caseOf(nodeSign(`${m}\n${t}\n${n}\n${b}`)), timestamp: millis };
    const f = await found({ ...input, userAgent: 'axios/1.16.0' });
    expect(f.causes).toEqual(['TIMESTAMP_MILLISECONDS']);
    expect(f.explanation).toMatch(/^The header carries milliseconds/);
    expect(f.fix).toContain('not Date.now() in X-Timestamp');
  });

  it('without a User-Agent, no clock of any language is claimed', async () => {
    const f = await found(caseOf(signedMs));
    expect(f.causes).toEqual(['TIMESTAMP_MILLISECONDS']);
    expect(said(f)).not.toMatch(/Date\.now|UnixMilli|currentTimeMillis|User-Agent/);
  });
});

describe('a body the signer changed, with how the sender stack serializes once', () => {
  // Signed a template with its keys sorted; the library sent the object's own order.
  const template = '{"amount":"10.00","merchant_order_no":"ORD-1"}';
  const reordered = caseOf(nodeSign(`${m}\n${t}\n${n}\n${template}`));

  it('axios: JSON.stringify once, the User-Agent as evidence', async () => {
    const f = await found({ ...reordered, userAgent: 'axios/1.16.0' });
    expect(f.causes).toEqual(['BODY_REFORMATTED']);
    expect(f.explanation).toMatch(/^The sender signed the body/);
    expect(f.fix).toMatch(/With axios: const body = JSON\.stringify\(order\)/);
    expect(f.details).toContain('User-Agent: axios/1.16.0');
  });

  it('Go: json.Marshal once; without a User-Agent, no stack example', async () => {
    const go = await found({ ...reordered, userAgent: 'Go-http-client/1.1' });
    expect(go.fix).toMatch(/With Go net\/http: body, _ := json\.Marshal\(v\)/);
    const none = await found(reordered);
    expect(none.fix).not.toMatch(/ With /);
    expect(none.details.some((line) => line.startsWith('User-Agent'))).toBe(false);
  });
});

describe('the libraries the wire marks name, ranked by the User-Agent', () => {
  // Marks of two libraries: "\/" (PHP json_encode) and "\u0026" (Go json.Marshal); the sender
  // signed the plain compact text.
  const sent = String.raw`{"url":"https:\/\/shop.example\/a","note":"fish \u0026 chips"}`;
  const signed = JSON.stringify(JSON.parse(sent));
  const wired = casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: sent })(
    nodeSign(`${m}\n${t}\n${n}\n${signed}`),
  );

  it('the bytes alone rank PHP first, the other set after it', async () => {
    const f = await found(wired);
    expect(f.causes).toEqual(['BODY_REFORMATTED']);
    expect(f.libraries?.[0]).toMatch(/PHP Guzzle/);
    expect(f.libraries).toContain('Go encoding/json (json.Marshal)');
    expect(f.lead).toBe('Your HTTP library re-serialized the body after you signed it.');
  });

  it('Go-http-client puts Go first, and the explanation and fix name it', async () => {
    const f = await found({ ...wired, userAgent: 'Go-http-client/1.1' });
    expect(f.libraries?.[0]).toMatch(/Go encoding\/json/);
    expect(f.libraries).toContain("PHP Guzzle ('json' =>)");
    expect(f.lead).toMatch(/^Go encoding\/json \(json\.Marshal\) re-serialized the body/);
    expect(f.explanation).not.toMatch(/Guzzle/);
    expect(f.fix).toMatch(/json\.Marshal/);
    expect(f.details.join(' ')).toMatch(
      /User-Agent: Go-http-client\/1\.1, one of the libraries that write these bytes/,
    );
    expect(f.details.join(' ')).toMatch(/Sent body written by HTML-safe JSON escapes/);
  });

  it('GuzzleHttp agrees with the bytes: the same ranking, the User-Agent as evidence', async () => {
    const f = await found({ ...wired, userAgent: 'GuzzleHttp/7' });
    expect(f.libraries?.[0]).toMatch(/PHP Guzzle/);
    expect(f.details.join(' ')).toMatch(
      /User-Agent: GuzzleHttp\/7, one of the libraries that write these bytes/,
    );
  });

  it('a User-Agent naming another library leaves the ranking to the bytes', async () => {
    const f = await found({ ...wired, userAgent: 'python-requests/2.28.1' });
    expect(f.libraries?.[0]).toMatch(/PHP Guzzle/);
    expect(f.explanation).toMatch(/marks of json_encode defaults \(PHP Guzzle/);
    expect(f.details.join(' ')).toMatch(/bytes decide which side changed it/);
  });
});

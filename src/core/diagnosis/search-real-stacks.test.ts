import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fixtures from './json/dialect-fixtures.json' with { type: 'json' };
import { diagnose, type DiagnosisInput, type Found } from './index.ts';
import { casesOver, TEST_SECRET as TEST } from './test-support.ts';

// Each sign is made here with node:crypto over a body the real library wrote
// (dialect-fixtures.json, from scripts/dialect-fixtures/generate.sh) or bytes built here.
const m = 'M100001';
const t = '1732170000';
const n = 'Zx9Qw8Er7Ty6Ui5O';
const wire = fixtures.samples[0] ?? '';
const real = fixtures.outputs as Record<string, string[]>;
const written = (id: string) => real[id]?.[0] ?? '';

const hmac = (key: string | Buffer, data: string | Buffer) =>
  createHmac('sha256', key).update(data).digest('hex');
const joined = (body: string, ts = t) => [m, ts, n, body].join('\n');

const caseOf = casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: wire });

async function found(input: DiagnosisInput): Promise<Found | null> {
  const result = await diagnose(input);
  if (result.verdict !== 'MISMATCH') throw new Error('expected a mismatch');
  return result.found;
}

describe('serializer dialects name the library', () => {
  const cases: [string, RegExp, RegExp][] = [
    [
      'php-json-encode',
      /PHP's json_encode, which escapes "\/" as "\\\/"/,
      /JSON_UNESCAPED_SLASHES/,
    ],
    ['php-pretty', /JSON_PRETTY_PRINT/, /JSON_UNESCAPED_UNICODE/],
    ['go-marshal-map', /Go's json.Marshal of a map/, /SetEscapeHTML\(false\)/],
    ['gson', /Gson/, /disableHtmlEscaping/],
    ['jackson-pretty', /Jackson's DefaultPrettyPrinter/, /writeValueAsString/],
    ['python-indent-4-ascii', /Python's json.dumps\(indent=4\)/, /ensure_ascii=False/],
    ['python-dumps', /Python's json.dumps/, /separators/],
  ];
  for (const [id, named, fix] of cases) {
    it(`${id}: the body the real library wrote is found and named`, async () => {
      const body = written(id);
      expect(body).not.toBe(wire);
      const hit = await found(caseOf(hmac(TEST, joined(body))));
      expect(hit?.causes).toEqual(['BODY_REFORMATTED']);
      expect(hit?.explanation).toMatch(named);
      expect(hit?.fix).toMatch(fix);
      expect(hit?.senderPayload).toBe(joined(body));
    });
  }

  it('a dialect plus a timestamp in milliseconds is still found', async () => {
    const sign = hmac(TEST, joined(written('php-json-encode'), `${t}000`));
    expect((await found(caseOf(sign)))?.causes).toEqual([
      'BODY_REFORMATTED',
      'TIMESTAMP_MILLISECONDS',
    ]);
  });

  it('a dialect body sent as signed is a MATCH, not a false alarm', async () => {
    for (const id of ['php-json-encode', 'go-indent', 'jackson-pretty', 'gson']) {
      const body = written(id);
      const result = await diagnose(caseOf(hmac(TEST, joined(body)), { rawBody: body }));
      expect(result.verdict).toBe('MATCH');
    }
  });

  it('a random sign stays UNKNOWN', async () => {
    expect(await found(caseOf('5e'.repeat(32)))).toBeNull();
  });
});

describe('encodings, clocks, keys and output', () => {
  const latin = '{"goods_name":"café crème"}';

  it('a string to sign encoded as Latin-1 or UTF-16 is BODY_ENCODING', async () => {
    const payload = joined(latin);
    const be = Buffer.from(payload, 'utf16le').swap16();
    for (const bytes of [Buffer.from(payload, 'latin1'), Buffer.from(payload, 'utf16le'), be]) {
      const hit = await found(caseOf(hmac(TEST, bytes), { rawBody: latin }));
      expect(hit?.causes).toEqual(['BODY_ENCODING']);
    }
  });

  it('a body signed in NFD is BODY_ENCODING, with the decomposed string shown', async () => {
    const hit = await found(caseOf(hmac(TEST, joined(latin).normalize('NFD')), { rawBody: latin }));
    expect(hit?.causes).toEqual(['BODY_ENCODING']);
    expect(hit?.title).toMatch(/NFD/);
    expect(hit?.senderPayload).toBe(joined(latin).normalize('NFD'));
  });

  it('a timestamp read twice is named with how far and which way', async () => {
    const hit = await found(caseOf(hmac(TEST, joined(wire, String(Number(t) - 2)))));
    expect(hit?.causes).toEqual(['TIMESTAMP_MISMATCH']);
    expect(hit?.explanation).toContain('2 s earlier');
    const later = await found(caseOf(hmac(TEST, joined(wire, String(Number(t) + 5)))));
    expect(later?.explanation).toContain('5 s later');
    const outside = await found(caseOf(hmac(TEST, joined(wire, String(Number(t) + 6)))));
    expect(outside).toBeNull();
  });

  it('a timestamp one second off pairs with another mistake', async () => {
    const payload = [m, String(Number(t) + 1), n, wire].join('\r\n');
    expect((await found(caseOf(hmac(TEST, payload))))?.causes).toEqual([
      'CRLF_SEPARATORS',
      'TIMESTAMP_MISMATCH',
    ]);
  });

  it('a hex or base64 secret used as its decoded bytes is SECRET_ENCODING', async () => {
    const hexSecret = '4f9a2c7e1b3d5a6b';
    const hexHit = await found(
      caseOf(hmac(Buffer.from(hexSecret, 'hex'), joined(wire)), { secrets: { test: hexSecret } }),
    );
    expect(hexHit?.causes).toEqual(['SECRET_ENCODING']);
    expect(hexHit?.explanation).not.toContain(hexSecret);
    const b64Secret = 'c2VjcmV0LWtleS0xMjM0NQ==';
    const b64 = await found(
      caseOf(hmac(Buffer.from(b64Secret, 'base64'), joined(wire)), {
        secrets: { test: b64Secret },
      }),
    );
    expect(b64?.causes).toEqual(['SECRET_ENCODING']);
    const asHex = await found(caseOf(hmac(Buffer.from(TEST).toString('hex'), joined(wire))));
    expect(asHex?.causes).toEqual(['SECRET_ENCODING']);
  });

  it('key and message swapped is KEY_MESSAGE_SWAPPED', async () => {
    const hit = await found(caseOf(hmac(joined(wire), TEST)));
    expect(hit?.causes).toEqual(['KEY_MESSAGE_SWAPPED']);
  });

  it('base64 of the hex digest is OUTPUT_FORMAT', async () => {
    const sign = Buffer.from(hmac(TEST, joined(wire))).toString('base64');
    const hit = await found(caseOf(sign));
    expect(hit?.causes).toEqual(['OUTPUT_FORMAT']);
    expect(hit?.title).toContain('base64 of the hex text');
  });
});

describe('paste artifacts and the verifying handler', () => {
  it('a suspected trailing newline is blamed on the paste, first', async () => {
    const sign = hmac(TEST, joined(wire));
    const pasted = caseOf(sign, { rawBody: `${wire}\n`, suspectedArtifacts: ['trailing-newline'] });
    const hit = await found(pasted);
    expect(hit?.causes).toEqual(['PASTE_ARTIFACT']);
    expect(hit?.explanation).toMatch(
      /^The paste probably added a trailing newline; without it the sign matches\./,
    );
    // Without the intake's suspicion the same bytes are the sender's mistake.
    const unsuspected = await found(caseOf(sign, { rawBody: `${wire}\n` }));
    expect(unsuspected?.causes).toEqual(['BODY_REFORMATTED']);
  });

  it('a pasted no-break space combines with a sender mistake', async () => {
    const body = '{"goods_name":"T shirt"}';
    const sign = hmac(TEST, [m, t, n, body].join('\r\n'));
    const hit = await found(
      caseOf(sign, {
        rawBody: body.replace(' ', '\u00a0'),
        suspectedArtifacts: ['nbsp', 'zero-width'],
      }),
    );
    expect(hit?.causes).toEqual(['PASTE_ARTIFACT', 'CRLF_SEPARATORS']);
  });

  it("a handler that re-serialized before verifying is named as the handler's mistake", async () => {
    const handlerSign = hmac(TEST, joined(written('python-dumps')));
    const hit = await found(caseOf(handlerSign, { signer: 'handler', kind: 'webhook' }));
    expect(hit?.causes).toEqual(['BODY_REFORMATTED']);
    expect(hit?.title).toBe('The handler re-serialized the body before verifying');
    expect(hit?.explanation).toMatch(
      /^The verifying handler signed the body re-serialized by Python/,
    );
    expect(hit?.fix).toContain('spec 5.3 rule 3');
  });
});

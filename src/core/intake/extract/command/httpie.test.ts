import fc from 'fast-check';
import { quote } from 'shell-quote';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';
import { intakeOrThrow } from '../../test-support.ts';

/**
 * Python's json.dumps with its defaults (ensure_ascii, ", " and ": " separators), which HTTPie
 * uses for `key=value` items, written out here independently of the parser.
 */
function pythonDumps(value: Record<string, string>): string {
  const str = (text: string) =>
    '"' +
    [...text]
      .map((char) => {
        const named: Record<string, string> = {
          '"': '\\"',
          '\\': '\\\\',
          '\n': '\\n',
          '\r': '\\r',
          '\t': '\\t',
          '\b': '\\b',
          '\f': '\\f',
        };
        if (named[char]) return named[char];
        if (char >= ' ' && char <= '~') return char;
        return [...Array(char.length).keys()]
          .map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`)
          .join('');
      })
      .join('') +
    '"';
  return `{${Object.entries(value)
    .map(([k, v]) => `${str(k)}: ${str(v)}`)
    .join(', ')}}`;
}

const auth = [
  'X-MerchantID:M100001',
  'X-Timestamp:1700000000',
  'X-Nonce:n-2b7c9d1e4f60a8',
  'X-Sign:abc123',
];

describe('parseHttpie', () => {
  it('builds the JSON body HTTPie sends for key=value items', () => {
    const intake = intakeOrThrow(
      parseIntake(
        `http POST https://pay.example/q ${auth.join(' ')} merchant_order_no=ORD-1 note='caf\u00e9 "x"'`,
      ),
    );
    expect(intake.format).toBe('httpie');
    expect(intake.method).toBe('POST');
    expect(intake.fields).toEqual({
      merchantId: 'M100001',
      timestamp: '1700000000',
      nonce: 'n-2b7c9d1e4f60a8',
      receivedSign: 'abc123',
      contentType: 'application/json',
      rawBody: '{"merchant_order_no": "ORD-1", "note": "caf\\u00e9 \\"x\\""}',
    });
  });

  it('re-spaces := JSON as json.dumps does, keeping numbers as written', () => {
    const intake = intakeOrThrow(
      parseIntake(`https pay.example/q X-Sign:s amount:='{"value":"10.00","n":[1,2.50]}'`),
    );
    expect(intake.fields.rawBody).toBe('{"amount": {"value": "10.00", "n": [1, 2.50]}}');
  });

  it('sends --raw and piped text as they are; echo adds a line feed', () => {
    const raw = intakeOrThrow(parseIntake(`http --raw '{"a":1}' POST https://x X-Sign:s`));
    expect(raw.fields.rawBody).toBe('{"a":1}');
    const piped = intakeOrThrow(parseIntake(`echo '{"a":1}' | http POST https://x X-Sign:s`));
    expect(piped.fields.rawBody).toBe('{"a":1}\n');
    expect(piped.warnings.join(' ')).toContain('echo ends its output with a line feed');
    const printf = intakeOrThrow(
      parseIntake(`printf '%s' '{"a":1}' | http POST https://x X-Sign:s`),
    );
    expect(printf.fields.rawBody).toBe('{"a":1}');
  });

  it("reads a proxy's export: 'Name: value' items and a here-string body, its line feed named", () => {
    const body = `{"note":"it's"}`;
    const intake = intakeOrThrow(
      parseIntake(
        `http POST https://api.example.com/q 'X-Nonce: n-1' 'X-Sign: abc123' <<< ${quote([body])}`,
      ),
    );
    expect(intake.fields).toMatchObject({ nonce: 'n-1', receivedSign: 'abc123', rawBody: body });
    expect(intake.restored ?? []).toEqual([]);
    expect(intake.warnings.join(' ')).toMatch(/here-string.*line feed/);
    expect(intake.suspectedArtifacts).toEqual(['trailing-newline']);
  });

  it('refuses a file item and a form', () => {
    expect(parseIntake('http POST https://x body@data.json')).toMatchObject({ ok: false });
    expect(parseIntake('http --form POST https://x a=b')).toMatchObject({ ok: false });
  });

  it('gives back the JSON body HTTPie builds from any items', () => {
    const key = fc.stringMatching(/^[a-z_]{1,10}$/);
    // HTTPie reads a backslash before a separator as an escape; values here hold none.
    const value = fc
      .string({ unit: 'binary', maxLength: 12 })
      .filter((v) => !v.includes('\\') && !v.includes('\0'));
    fc.assert(
      fc.property(fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 }), (items) => {
        const words = [
          'http',
          'POST',
          'https://pay.example/q',
          ...auth,
          ...Object.entries(items).map(([k, v]) => `${k}=${v}`),
        ];
        const intake = intakeOrThrow(parseIntake(quote(words)));
        expect(intake.fields.rawBody).toBe(pythonDumps(items));
        expect(intake.fields.receivedSign).toBe('abc123');
      }),
    );
  });
});

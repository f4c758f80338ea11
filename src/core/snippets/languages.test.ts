import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../protocol/demo-merchant.ts';
import { SNIPPET_LANGUAGES } from './languages.ts';

const input = {
  url: 'http://127.0.0.1:8787/api/v1/payments/query',
  merchantId: DEMO_MERCHANT.merchantId,
  body: '{"merchant_order_no":"ORD-20231114-0001"}',
};

describe('snippet languages', () => {
  it('are the six of the Request view, each with a file name that runs as is', () => {
    expect(SNIPPET_LANGUAGES.map(({ label, query }) => [label, query.fileName])).toEqual([
      ['curl', 'query.sh'],
      ['Node.js', 'query.mjs'],
      ['Python', 'query.py'],
      ['Java', 'Query.java'],
      ['Go', 'query.go'],
      ['PHP', 'query.php'],
    ]);
  });

  it.each(SNIPPET_LANGUAGES.map((language) => [language.label, language] as const))(
    '%s reads the secret from API_SECRET and embeds none',
    (_label, { query, receiver }) => {
      const programs = [query.generate(input), receiver?.generate(input) ?? ''];
      for (const program of programs.filter(Boolean)) {
        expect(program).toContain('API_SECRET');
        expect(program).not.toContain(DEMO_MERCHANT.testSecret);
        expect(program).not.toContain(DEMO_MERCHANT.productionSecret);
        // Plain ASCII source, whatever the platform's default encoding (bash holds raw bytes).
        if (query.fileName !== 'query.sh') expect(program).toMatch(/^[\x20-\x7e\n\t]*$/);
      }
      expect(query.generate(input)).toContain('/api/v1/payments/query');
    },
  );
});

describe('every program refuses to be written', () => {
  it.each(SNIPPET_LANGUAGES.map((language) => [language.label, language] as const))(
    '%s: for a URL holding a template or a merchant ID with CR LF',
    (_label, language) => {
      expect(() =>
        language.query.generate({ ...input, url: 'http://127.0.0.1:1/{{api_secret}}/api' }),
      ).toThrow(/"\{\{"/);
      expect(() => language.query.generate({ ...input, merchantId: 'M1\r\nX-Evil: 1' })).toThrow(
        /Merchant ID holds a carriage return/,
      );
      if (language.receiver) {
        expect(() => language.receiver!.generate({ merchantId: 'M1\nX' })).toThrow(/line feed/);
      }
    },
  );
});

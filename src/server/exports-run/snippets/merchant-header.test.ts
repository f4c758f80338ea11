/**
 * A merchant ID is typed by the user, or arrives with a share link: one holding a line break must
 * never add a header of its own to a query program's request. No program is written for it: the
 * export guard (`src/core/snippets/export-guard.ts`) refuses with the reason, naming the line
 * break, so there is nothing to run and no request to carry the injected header.
 */
import { describe, expect, it } from 'vitest';
import { SNIPPET_LANGUAGES } from '../../../core/snippets/languages.ts';
import { WriteRefused } from '../../../core/snippets/export-guard.ts';

const INJECTING_MERCHANT = 'M100001\r\nX-Injected: yes';
const url = 'http://127.0.0.1:9/api/v1/payments/query';

describe('a merchant ID with a line break in the query programs', () => {
  for (const language of SNIPPET_LANGUAGES) {
    it(`${language.id}: is not written, the reason naming the line break`, () => {
      const write = () =>
        language.query.generate({ url, merchantId: INJECTING_MERCHANT, body: '{"a":1}' });
      expect(write).toThrow(WriteRefused);
      expect(write).toThrow(/Merchant ID holds a carriage return \(CR\) at character 8/);
    });
  }
});

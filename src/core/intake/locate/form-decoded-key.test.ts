// A body Laravel's dd() shows only as a form field's name (form-decoded-key.ts), in a form other
// than the fresh paste's: the Guzzle options' `"laravel_data"` alone, beside a header bag dump.
// Sign by node:crypto over the body sent, which the dump does not show as it was.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { formDecodedKeys } from './form-decoded-key.ts';

const sent = '{"note":"two words","amount":"1.50"}';
const sign = createHmac('sha256', 'test_sk_form_key_01')
  .update(`M8\n1795803000\nfk-n-1\n${sent}`)
  .digest('hex');
const dump = (shown: string) =>
  [
    'array:3 [',
    '  "headers" => array:4 [',
    '    "X-MerchantID" => "M8"',
    '    "X-Timestamp" => "1795803000"',
    '    "X-Nonce" => "fk-n-1"',
    `    "X-Sign" => "${sign}"`,
    '  ]',
    '  "laravel_data" => array:1 [',
    `    "${shown}" => ""`,
    '  ]',
    '  "synchronous" => true',
    ']',
  ].join('\n');

describe("a body shown as a form field's name", () => {
  it('reads the fields and marks a name holding _ as rewritten by the logger', () => {
    const result = parseIntake(dump('{"note":"two_words","amount":"1_50"}'));
    expect(result.ok && result.intake.fields).toMatchObject({
      merchantId: 'M8',
      nonce: 'fk-n-1',
      receivedSign: sign,
    });
    expect(result.ok && result.intake.bodyRewrittenBy).toBe('logger');
  });

  it('takes a name without _ as written: parse_str changed nothing in it', () => {
    const [found] = formDecodedKeys(dump('{"n":1}'));
    expect(found).toMatchObject({ body: '{"n":1}', exact: true });
    expect(found?.rewrittenBy).toBeUndefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyArb } from '../test-support.ts';
import { pythonBytesRepr, readPrintedLiteral } from './escapes.ts';
import { countSmartQuotes, smartenQuotes, straightenQuotes } from './smart-quotes.ts';
import { UNWRAP_STEPS } from './steps.ts';
import { unwrapLayers } from './unwrap.ts';

// Texts a ticket carries: any Unicode, biased to the pieces that break naive unwrapping.
const textArb = fc.oneof(bodyArb, fc.string({ unit: 'grapheme', maxLength: 200 }));
/** A message as a ticket holds one: a header line, an empty line and a JSON body. */
const messageArb = textArb.map((body) => `X-Sign: abc\n\n{"note":${JSON.stringify(body)}}`);

/**
 * Steps that take only text shaped like a message (a prompt before it, base64 of text, a batch
 * file, shared indentation or a prefix's shape over several lines, a quoted or fenced block in
 * prose, a log value or a document's texts holding one, a mail's part, a table or a CSV cell that names the signed
 * headers) prove their round trip on messages; the others on any text.
 */
const MESSAGE_ONLY = new Set([
  'shell-prompt',
  'batch-file',
  'indent',
  'repeated-prefix',
  'json-texts',
  'base64',
  'quoted-block',
  'fenced-block',
  'chunked',
  'log-string-values',
  'mail-source',
  'table-cells',
  'csv-cell',
]);

describe('each unwrap step undoes exactly what its wrap did', () => {
  for (const step of UNWRAP_STEPS) {
    it(`${step.id}: undo(wrap(text)) === text, and a wrapped message is recognised`, () => {
      fc.assert(
        fc.property(MESSAGE_ONLY.has(step.id) ? messageArb : textArb, (text) => {
          expect(step.undo(step.wrap(text))).toBe(text);
        }),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(messageArb, (message) => {
          expect(step.applies(step.wrap(message))).toBe(true);
          expect(step.undo(step.wrap(message))).toBe(message);
        }),
        { numRuns: 100 },
      );
    });
  }
});

describe('layers', () => {
  it('peels a message wrapped in several layers, outermost first, naming each', () => {
    const message = 'X-Sign: abc\n\n{"merchant_order_no":"ORD-€ \\"1\\""}';
    const byId = (id: string) => UNWRAP_STEPS.find((step) => step.id === id)!;
    const pasted = byId('markdown-fence').wrap(byId('mail-quote').wrap(byId('html').wrap(message)));
    const layers = unwrapLayers(pasted);
    const last = layers
      .filter((layer) => !layer.steps.some((s) => s.id === 'smart-quotes'))
      .at(-1)!;
    expect(last.text).toBe(message);
    expect(last.steps.map((s) => s.id)).toEqual(['markdown-fence', 'mail-quote', 'html']);
  });

  it('a real Jira {code:json} block and a quoted-printable part come apart', () => {
    expect(unwrapLayers('{code:json}\n{"a":"b"}\n{code}').at(-1)!.text).toBe('{"a":"b"}');
    const qp = 'X-Sign: abc\n\n{"merchant_order_no":"ORD-1","note":"=E2=82=AC 5 =3D fi=\nve"}';
    expect(unwrapLayers(qp).at(-1)!.text).toBe(
      'X-Sign: abc\n\n{"merchant_order_no":"ORD-1","note":"€ 5 = five"}',
    );
  });

  it('leaves a plain message alone', () => {
    const text = 'POST /api/v1/payments/query HTTP/1.1\r\nX-Sign: a\r\n\r\n{"a":1}';
    expect(unwrapLayers(text)).toEqual([{ text, steps: [] }]);
  });
});

describe('printed literals', () => {
  it("reads Python's bytes repr back to the UTF-8 text", () => {
    fc.assert(
      fc.property(textArb, (text) => {
        // Python's repr cannot hold lone surrogates: such text is not UTF-8 to begin with.
        fc.pre(new TextDecoder().decode(new TextEncoder().encode(text)) === text);
        expect(readPrintedLiteral(pythonBytesRepr(text))).toBe(text);
      }),
    );
  });

  it('reads Node and Python string literals', () => {
    expect(readPrintedLiteral("'it\\'s \\u20ac'")).toBe("it's €");
    expect(readPrintedLiteral('"a\\"b\\n"')).toBe('a"b\n');
    expect(readPrintedLiteral("b'\\xff'")).toBeUndefined();
    expect(readPrintedLiteral("'open")).toBeUndefined();
  });
});

describe('smart quotes', () => {
  it('straightening undoes what a chat app did to straight quotes', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        fc.pre(countSmartQuotes(text) === 0);
        expect(straightenQuotes(smartenQuotes(text))).toBe(text);
      }),
    );
  });
});

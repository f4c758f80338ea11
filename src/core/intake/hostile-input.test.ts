// Every parser the console feeds user input to (pastes, dropped files, share links, imported
// environments) under hostile input: huge, deeply nested, binary, truncated. Each must give a
// result or a clear error within a bounded time, and never throw (a throw would be an exception
// in the tab; a parser that runs away would freeze it).
//
// The time bound is the test's own timeout, one test per input, never a measured figure: Vitest
// fails a synchronous test that returns after its timeout. The work is bounded by the input:
// no reader caps what it scans, so the fixed inputs below are as large as a paste gets (1 MiB),
// and `unwrapLayers` peels at most its depth limit of layers. A timeout generous enough for a
// busy machine still fails a quadratic parser, which takes minutes on these sizes.
//
// The last block feeds every stage long runs of one character class and one letter: the shape
// that makes a backtracking pattern (`[ \t]*` beside `[ \t]*`, `\t` beside `[ \t]*`) or one
// retried from every position of a run take quadratic time or worse. Lint rejects such patterns
// (eslint.config.js, regexp/*); this proves the stages answer such runs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importEnvironments } from '../console-api/environments-file.ts';
import { decodeShareCase, encodeShareCase } from '../share/share-link.ts';
import { parseCurl } from './extract/command/curl.ts';
import { parseCurlTranscript } from './extract/command/curl-transcript.ts';
import { parseIntake, parseIntakeBytes } from './detect.ts';
import { parseFailureLog } from './extract/failure-log.ts';
import { parseHar } from './extract/har.ts';
import { parseHttpie } from './extract/command/httpie.ts';
import { parsePowerShell } from './extract/command/powershell.ts';
import { cutExchange } from './extract/exchange.ts';
import { locate, readContext } from './locate/locate.ts';
import { READERS } from './locate/registry.ts';
import { parseRawHttp } from './extract/raw-http.ts';
import { UNWRAP_STEPS } from './unwrap/steps.ts';
import { unwrapLayers } from './unwrap/unwrap.ts';

type Parser = (text: string) => { ok: boolean; error?: string };

/** A stage that answers a value, undefined or an error text: any of them is an answer. */
const answers =
  (stage: (text: string) => unknown): Parser =>
  (text) => {
    const value = stage(text);
    return typeof value === 'string' && value !== '' ? { ok: false, error: value } : { ok: true };
  };

const PARSERS: Record<string, Parser> = {
  parseIntake: (text) => parseIntake(text),
  parseIntakeBytes: (text) => parseIntakeBytes(new TextEncoder().encode(text)),
  parseRawHttp,
  parseCurl,
  parseCurlTranscript: (text) => parseCurlTranscript(text),
  parseHar: (text) => parseHar(text),
  parseFailureLog,
  parsePowerShell,
  parseHttpie,
  decodeShareCase,
  importEnvironments,
  unwrapLayers: answers((text) => unwrapLayers(text).length),
  cutExchange: answers(cutExchange),
  // Every registry record, read whether or not its shape fits, and its reading beside others.
  ...Object.fromEntries(
    READERS.map((reader) => [
      `reader ${reader.id}`,
      answers((text) => {
        const ctx = readContext(text, {});
        return [reader.detect(ctx), reader.read(ctx), reader.besides?.(ctx), reader.whyNot(ctx)];
      }),
    ]),
  ),
};

const SIGNED = [
  'X-MerchantID: M100001',
  'X-Timestamp: 1700000000',
  'X-Nonce: abcdefgh12345678',
  `X-Sign: ${'a'.repeat(64)}`,
];
const VALID = [
  [
    'POST /api/v1/payments/query HTTP/1.1',
    'Content-Type: application/json',
    ...SIGNED,
    '',
    '{"a":1}',
  ].join('\r\n'),
  `curl -X POST https://x/api/v1/payments/query ${SIGNED.map((h) => `-H '${h}'`).join(' ')} -d '{"a":1}'`,
  JSON.stringify({
    log: {
      entries: [
        { request: { method: 'POST', url: 'https://x/', headers: [], postData: { text: '{}' } } },
      ],
    },
  }),
  JSON.stringify({
    merchant_id: 'M1',
    timestamp: '1',
    nonce: 'n',
    raw_body: '{}',
    sign_payload: 'x',
    received_sign: 'y',
    expected_sign: 'z',
  }),
  [
    '* Preparing request to http://x/api/v1/payments/query',
    '',
    '> POST /api/v1/payments/query HTTP/1.1',
    ...SIGNED.map((h) => `> ${h}`),
    '> Content-Length: 7',
    '',
    '| {"a":1}',
    '',
    '< HTTP/1.1 200 OK',
    '< Content-Length: 2',
    '',
    '* Received 2 B chunk',
  ].join('\n'),
  [
    'POST https://x/api/v1/payments/query',
    'Request Headers',
    ...SIGNED,
    'Content-Length: 7',
    'Request Body',
    '{"a":1}',
    'Response Headers',
    'Content-Length: 2',
    'Response Body',
    '{}',
  ].join('\n'),
  `#case=${encodeShareCase({ kind: 'request', env: 'test', merchant_id: 'M1', timestamp: '1700000000', nonce: 'n', raw_body: '{}', received_sign: '' })}`,
];

/** Fixed hostile inputs: megabytes, deep nesting, binary, and every valid input cut short. */
const HOSTILE: Array<[string, string]> = [
  ['1 MiB of one letter', 'a'.repeat(1 << 20)],
  ['1 MiB of line feeds', '\n'.repeat(1 << 20)],
  ['1 MiB of quotes', `curl ${"'".repeat(1 << 20)}`],
  ['100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['100,000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
  ['10,000 headers', `POST / HTTP/1.1\n${'X-A: b\n'.repeat(10_000)}\n{}`],
  ['a 1 MiB header', `POST / HTTP/1.1\nX-Nonce: ${'n'.repeat(1 << 20)}\n\n{}`],
  ['binary', String.fromCharCode(...Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
  ['lone surrogates', '\uD800\uDC00\uDFFF\uD800'.repeat(1000)],
  ['a 1 MiB share link', `#case=${'A'.repeat(1 << 20)}`],
  // The stages' own pathological shapes at 128 to 256 KiB: enough to expose a quadratic pattern
  // (billions of steps), small enough for the shell-word parsers' linear cost on short words.
  ['template braces', '{{'.repeat(1 << 16)],
  ['quoted lines', '> \n'.repeat(1 << 15)],
  ['HTML entities', '&quot;<br>'.repeat(1 << 13)],
  ['soft line breaks', '=3D=\n'.repeat(1 << 14)],
  ['an unclosed fence', `\`\`\`\n${'a\n'.repeat(1 << 16)}`],
  ['an unclosed fetch', `fetch("x", ${'{"a":'.repeat(1 << 14)}`],
  ['an unended wget block', `---request begin---\n${'X-A: b\n'.repeat(1 << 14)}`],
  ['a huge Go map', `map[${'A:[b '.repeat(1 << 15)}`],
  ['a huge Python dict', `{${"'X-Sign': 'a', ".repeat(1 << 13)}`],
  ['an unclosed script block', `{{@request\n${'x\n'.repeat(1 << 16)}`],
  ['an access log of unclosed quotes', `mid="${'a=\\x22'.repeat(1 << 15)}`],
  ['a timeline of data lines', `> POST / HTTP/1.1\n${'| {"a":\n'.repeat(1 << 14)}`],
  ['a timeline of status lines', `> POST / HTTP/1.1\n${'< HTTP/1.1 200 OK\n'.repeat(1 << 13)}`],
  [
    'non-header lines after a Content-Length',
    `POST / HTTP/1.1\nContent-Length: 5\n${'x\n'.repeat(1 << 16)}`,
  ],
  ['console titles only', 'Request Headers\nRequest Body\n'.repeat(1 << 13)],
  ['a console of header lines', `Request Headers\n${'  X-A: b\n'.repeat(1 << 14)}Request Body\n`],
  ['Bruno blocks without end', 'post {\n  url: x\n'.repeat(1 << 13)],
  ...VALID.flatMap((text, n) =>
    [0.25, 0.5, 0.9, 0.99].map((cut): [string, string] => [
      `valid input ${n} cut at ${cut * 100}%`,
      text.slice(0, Math.floor(text.length * cut)),
    ]),
  ),
];

/** Fails the test unless `parse` answers `text` with a result or a clear error (a throw fails too). */
function answersPlainly(parse: Parser, text: string, what?: string): void {
  const result = parse(text);
  expect(typeof result.ok, what).toBe('boolean');
  if (!result.ok) expect(result.error ?? '', what).not.toBe('');
}

/**
 * Per fixed input: linear work on a megabyte takes well under a second on an idle machine, and a
 * CI machine running every test file at once can slow it many times over; a quadratic parser
 * still takes far longer than this on these sizes.
 */
const FIXED_INPUT_TIMEOUT_MS = 60_000;
/** For the 300 small generated inputs together. */
const GENERATED_TIMEOUT_MS = 120_000;

describe('the parsers under hostile input', () => {
  for (const [name, parse] of Object.entries(PARSERS)) {
    describe(name, () => {
      it.for(HOSTILE)(
        'answers %s within the test timeout (linear work; a quadratic parser would take minutes)',
        { timeout: FIXED_INPUT_TIMEOUT_MS },
        ([what, text]) => answersPlainly(parse, text, `${name}: ${what}`),
      );

      it(
        'answers 300 generated inputs (fixed seed) within the test timeout',
        { timeout: GENERATED_TIMEOUT_MS },
        () => {
          const input = fc.oneof(
            fc.string({ unit: 'binary', maxLength: 400 }),
            fc.json({ maxDepth: 8 }),
            fc
              .constantFrom(...VALID)
              .chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))),
            fc
              .array(
                fc.constantFrom(
                  'curl ',
                  '-H ',
                  "'",
                  '"',
                  '\\',
                  '\n',
                  '{',
                  '[',
                  ':',
                  'X-Sign',
                  '#case=',
                  '`',
                  '$',
                  '@',
                ),
                { maxLength: 60 },
              )
              .map((parts) => parts.join('')),
          );
          fc.assert(
            fc.property(input, (text) => answersPlainly(parse, text)),
            { seed: 12, numRuns: 300 },
          );
        },
      );
    });
  }
});

/** Every step, reader and parser on its own, so a slow one is found whatever the pipeline calls. */
const STAGES: Record<string, (text: string) => unknown> = {
  // parseIntakeBytes decodes and then is parseIntake, which is here.
  ...Object.fromEntries(Object.entries(PARSERS).filter(([name]) => name !== 'parseIntakeBytes')),
  locate: (text) => locate(readContext(text, {})),
  ...Object.fromEntries(
    UNWRAP_STEPS.map((step) => [
      `unwrap ${step.id}`,
      (text: string) => [step.applies(text), step.undo(text), step.exact?.(text)],
    ]),
  ),
};

/** Runs of these, each repeated to 64 KiB (a paste a chat or a log gives) and ended by a letter. */
const CLASSES: Array<[name: string, unit: string]> = [
  ['spaces', ' '],
  ['tabs', '\t'],
  ['spaces and tabs', ' \t'],
  ['CR LF pairs', '\r\n'],
  ['line feeds', '\n'],
  ['CRs', '\r'],
  ['blank lines of spaces', ' \n'],
  ['opening brackets', '[{(<'],
  ['square brackets', '['],
  ['braces', '{'],
  ['closing brackets', ']})>'],
  ['less-than signs', '<'],
  ['double quotes', '"'],
  ['single quotes', "'"],
  ['backticks', '`'],
  ['tildes', '~'],
  ['hashes', '#'],
  ['pipes and spaces', '| '],
  ['digits', '0123456789'],
  ['digits and dots', '1.'],
  ['hex', '0123456789abcdef'],
  ['capital letters', 'ABCXYZ'],
  ['backslashes', '\\'],
  ['escaped quotes', '\\"'],
  ['slashes', '/'],
  ['percent signs', '%'],
  ['= pairs', '=='],
  ['= and : pairs', '=:'],
  ['colons and spaces', ': '],
  ['name-value pairs', 'a=b&'],
  ['dashes', '-'],
  ['a mixture of blanks, quotes and brackets', ' \t"[{\\'],
  ['a mixture of line breaks and blanks', '\r\n \t'],
];
const RUN = 1 << 16;
/** The cheapest runs go through the whole pipeline at a paste's full size too. */
const MIB_CLASSES = new Set(['spaces', 'tabs', 'digits']);
const runOf = (unit: string, length: number) => `${unit.repeat(Math.ceil(length / unit.length))}x`;

/**
 * Per class, every stage in turn: linear work on 64 KiB takes milliseconds per stage, while a
 * quadratic pattern takes seconds and a cubic one minutes, so a generous bound still fails them.
 */
const RUN_TIMEOUT_MS = 20_000;

describe('every stage under long runs of one character class', () => {
  it.for(CLASSES)(
    'answers %s and one letter within the test timeout',
    { timeout: RUN_TIMEOUT_MS },
    ([name, unit]) => {
      const text = runOf(unit, RUN);
      for (const [stage, run] of Object.entries(STAGES)) {
        expect(() => run(text), `${stage}: ${name}`).not.toThrow();
      }
    },
  );

  it.for(CLASSES.filter(([name]) => MIB_CLASSES.has(name)))(
    'reads 1 MiB of %s and one letter through parseIntake within the test timeout',
    { timeout: RUN_TIMEOUT_MS },
    ([name, unit]) => answersPlainly(PARSERS.parseIntake as Parser, runOf(unit, 1 << 20), name),
  );
});

import { describe, expect, it } from 'vitest';
import fixtures from '../json/dialect-fixtures.json' with { type: 'json' };
import { bodyFormNotes } from '../explain/case-evidence.ts';
import { guessLibraries } from './wire-fingerprint.ts';

// Bodies the real libraries wrote (scripts/dialect-fixtures/generate.sh), not the product's writer.
const real = fixtures.outputs as Record<string, string[]>;
const top = (body: string) =>
  guessLibraries(body)[0]
    ?.libraries.map((library) => library.name)
    .join(', ') ?? 'none';

describe('which library wrote the bytes on the wire', () => {
  it.each(fixtures.samples.map((sample, i) => [i, sample] as const))(
    'sample %i: Python json.dumps defaults point at requests/httpx json=',
    (i) => {
      expect(top(real['python-dumps']![i]!)).toMatch(
        /Python requests \(json=\), Python httpx \(json=\), Python aiohttp/,
      );
    },
  );

  it.each(fixtures.samples.map((sample, i) => [i, sample] as const))(
    "sample %i: PHP json_encode defaults point at Guzzle 'json' =>",
    (i) => {
      const body = real['php-json-encode']![i]!;
      // A sample with neither "/" nor non-ASCII leaves json_encode no mark: nothing is named.
      if (!/\\\/|\\u00|\\u[0-9a-f]{4}/.test(body)) return;
      expect(top(body)).toMatch(/PHP Guzzle .*Symfony HttpClient/);
    },
  );

  it('Go json.Marshal HTML escapes point at Go', () => {
    const marked = real['go-marshal']!.filter((body) => /\\u00(26|3c|3e)/.test(body));
    expect(marked.length).toBeGreaterThan(0);
    for (const body of marked) expect(top(body)).toMatch(/Go encoding\/json.*Gson.*Rails/);
  });

  it('names nobody for the compact UTF-8 most libraries write', () => {
    for (const sample of fixtures.samples) {
      expect(guessLibraries(JSON.stringify(JSON.parse(sample)))).toEqual([]);
    }
    for (const body of real['jackson'] ?? []) expect(guessLibraries(body)).toEqual([]);
  });

  it('gives each guess a fix that sends the signed bytes', () => {
    expect(guessLibraries(real['python-dumps']![0]!)[0]?.libraries[0]?.fix).toMatch(/data=body/);
  });
});

describe('a form-encoded body', () => {
  it('gets its own plain note', () => {
    expect(bodyFormNotes('merchant_order_no=ORD-1&amount=10.00')[0]).toMatch(/form-encoded/);
  });

  it('is not confused with JSON or plain text', () => {
    expect(bodyFormNotes('{"a":"b=c&d=e"}')).toEqual([]);
    expect(bodyFormNotes('hello world')).toEqual([]);
    expect(bodyFormNotes('')).toEqual([]);
  });
});

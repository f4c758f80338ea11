import { describe, expect, it } from 'vitest';
import fixtures from './dialect-fixtures.json' with { type: 'json' };
import { DIALECTS, dialectBodies } from './json-dialects.ts';

// dialect-fixtures.json was written by the real PHP 8.2, Go 1.19, Python 3.11, Jackson 2.17 and
// Gson 2.11 (scripts/dialect-fixtures/generate.sh); the builders here must write the same bytes.
const outputs = fixtures.outputs as Record<string, string[]>;
const built = fixtures.samples.map((sample) =>
  Object.fromEntries(dialectBodies(sample).map(({ dialect, body }) => [dialect.id, body])),
);

/**
 * .NET's System.Text.Json with its default JavaScriptEncoder, written here independently from
 * the documentation (the test machines have no .NET runtime): Basic Latin passes except the
 * HTML-sensitive characters, which are escaped in uppercase hex; " is \u0022.
 */
function dotnetReference(sample: string, indent?: string): string {
  const text = JSON.stringify(JSON.parse(sample) as unknown, null, indent);
  return text.replace(/\\"|[^\x20-\x7e\n]|[&'+<>`]/gu, (match) => {
    const units = match === '\\"' ? ['"'] : [...match].flatMap((c) => [...c].map((u) => u));
    return units
      .flatMap((u) => (u.length === 2 ? [u.charCodeAt(0), u.charCodeAt(1)] : [u.charCodeAt(0)]))
      .map((code) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`)
      .join('');
  });
}

describe('serializer dialects against the real libraries', () => {
  const real = Object.keys(outputs);

  it('covers every library the fixtures hold', () => {
    expect(real.length).toBeGreaterThanOrEqual(20);
    for (const id of real) expect(DIALECTS.map((d) => d.id)).toContain(id);
  });

  for (const id of real) {
    it(`${id} writes what the library wrote`, () => {
      built.forEach((bodies, i) => expect(bodies[id]).toBe(outputs[id]?.[i]));
    });
  }

  it('.NET escapes non-ASCII and HTML-sensitive characters in uppercase hex', () => {
    // Samples 0 and 2: JSON.parse would move sample 1's integer-like keys to the front.
    for (const i of [0, 2]) {
      expect(built[i]?.dotnet).toBe(dotnetReference(fixtures.samples[i] ?? ''));
      expect(built[i]?.['dotnet-indented']).toBe(dotnetReference(fixtures.samples[i] ?? '', '  '));
    }
    expect(built[2]?.dotnet).toContain('\\u003Cb\\u003E\\u0026amp;');
    expect(built[2]?.dotnet).toContain('Zo\\u00EB');
  });

  it('Ruby JSON.pretty_generate writes what JSON.stringify(v, null, 2) writes', () => {
    for (const i of [0, 2]) {
      const sample = fixtures.samples[i] ?? '';
      expect(built[i]?.['ruby-pretty-generate']).toBe(JSON.stringify(JSON.parse(sample), null, 2));
    }
  });

  it('is empty for a body that is not JSON', () => {
    expect(dialectBodies('a=1&b=2')).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseBash, shellWords } from './curl-words.ts';

const words = (command: string) => {
  const result = shellWords(command);
  if (!result.ok) throw new Error(result.error);
  return result;
};

describe('shellWords: bash quoting by hand', () => {
  it.each([
    ['single quotes with an embedded quote', `a 'it'\\''s'`, ['a', "it's"]],
    ['double quotes with escapes', `a "q\\"b\\\\s\\$x\\\`t"`, ['a', 'q"b\\s$x`t']],
    ['a backslash before other characters stays in double quotes', `"a\\nb"`, ['a\\nb']],
    ['single quotes keep backslashes and newlines', `'a\\\nb'`, ['a\\\nb']],
    ['ANSI-C quoting', `$'l1\\nl2\\r\\t\\'q\\\\ \\u00e9\\x41'`, ["l1\nl2\r\t'q\\ éA"]],
    ['glued quoting', `-H"X-Sign: y" a'b'"c"$'d'`, ['-HX-Sign: y', 'abcd']],
    ['line continuations (LF)', `curl \\\n  -d 'x' \\\n  url`, ['curl', '-d', 'x', 'url']],
    [
      'line continuations (CR LF, from a Windows clipboard)',
      `curl \\\r\n -d x`,
      ['curl', '-d', 'x'],
    ],
    ['continuation inside double quotes', `"ab\\\ncd"`, ['abcd']],
    ['an empty argument', `-d '' ""`, ['-d', '', '']],
    ['a comment at a word start', `a b # it's a comment\nc`, ['a', 'b', 'c']],
    ['a # inside a word', `https://x/p#frag`, ['https://x/p#frag']],
    ['an unquoted glob character', `https://x/p?a=1`, ['https://x/p?a=1']],
  ])('%s', (_name, command, expected) => {
    expect(words(command).words).toEqual(expected);
  });

  it('keeps variables literal and warns that a shell would replace them', () => {
    const result = words(`curl -d "{\\"a\\":\\"$HOME\\",\\"b\\":\\"\${USER}\\"}" '$KEPT'`);
    expect(result.words).toEqual(['curl', '-d', '{"a":"$HOME","b":"${USER}"}', '$KEPT']);
    expect(result.warnings.join()).toMatch(/\$HOME, \$USER/);
    expect(result.warnings.join()).not.toMatch(/KEPT/);
  });

  it('keeps a lone dollar sign', () => {
    expect(words(`"price: 5$" $`).words).toEqual(['price: 5$', '$']);
  });

  it('stops at a control operator, with a warning', () => {
    const result = words(`curl https://x/a?b=1&c=2 | jq .`);
    expect(result.words).toEqual(['curl', 'https://x/a?b=1']);
    expect(result.warnings[0]).toMatch(/stopped at "&"/);
  });

  it.each([
    [`curl -d '{"a":1}`, /single quote/],
    [`curl -d "{`, /double quote/],
    [`curl -d $'abc`, /ANSI-C/],
  ])('refuses %j, whose quote is never closed', (command, message) => {
    const result = shellWords(command);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('reports a bad substitution as invalid shell', () => {
    expect(shellWords('curl ${}')).toMatchObject({ ok: false, error: /not valid shell/ });
  });

  it('normaliseBash reports the open quote', () => {
    expect(normaliseBash(`a "b`).open).toBe('double');
    expect(normaliseBash(`a 'b' "c" $'d\\'e'`).open).toBe('plain');
  });
});

/** Quotes `text` as one bash word in the given style. */
function bashWord(text: string, style: number): string {
  if (style === 0 || (style === 3 && /[\n]/.test(text))) return `'${text.replace(/'/g, `'\\''`)}'`;
  if (style === 1) return `"${text.replace(/["\\$`]/g, '\\$&')}"`;
  if (style === 2) {
    const escaped = text
      .replace(/\\/g, '\\\\')
      .replace(/'/g, "\\'")
      .replace(/\n/g, '\\n')
      .replace(/\r/g, '\\r');
    return `$'${escaped}'`;
  }
  if (text === '') return "''";
  return [...text].map((char) => (/[A-Za-z0-9]/.test(char) ? char : `\\${char}`)).join('');
}

const BASH = (() => {
  try {
    execFileSync('bash', ['-c', 'true']);
    return true;
  } catch {
    return false;
  }
})();

/**
 * The words bash itself makes of each command, without running anything but `set --`: one bash
 * for all of them (a process per command is slow on a loaded machine), each command's words
 * printed after their count, NUL-separated.
 */
function bashWords(commands: readonly string[]): string[][] {
  const script = commands.map((command) => `set -- ${command}\nprintf '%s\\0' "$#" "$@"\n`);
  const fields = execFileSync('bash', ['-c', script.join('')])
    .toString('utf8')
    .split('\0');
  return commands.map(() => {
    const count = Number(fields.shift());
    return fields.splice(0, count);
  });
}

describe('shellWords agrees with bash', () => {
  const text = fc.string({ unit: 'binary', maxLength: 12 }).map((s) => s.replace(/\0/g, ''));
  const word = fc.tuple(text, fc.integer({ min: 0, max: 3 }), text, fc.integer({ min: 0, max: 3 }));
  const gap = fc.constantFrom(' ', '  ', ' \\\n  ', '\t');

  it.skipIf(!BASH)('on random words in every quoting style, glued and continued', () => {
    const seed = Date.now();
    const command = fc
      .array(fc.tuple(word, gap), { minLength: 1, maxLength: 5 })
      .map((parts) =>
        parts
          .map(
            ([[a, styleA, b, styleB], space]) => bashWord(a, styleA) + bashWord(b, styleB) + space,
          )
          .join(''),
      );
    const commands = fc.sample(command, { numRuns: 150, seed });
    const expected = bashWords(commands);
    commands.forEach((each, index) => {
      expect(words(each).words, `seed ${seed}, command ${JSON.stringify(each)}`).toEqual(
        expected[index],
      );
    });
  });
});

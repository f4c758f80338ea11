/**
 * Splits a fish command line into words by fish's quoting rules (fish documentation, "The fish
 * language", Quotes and Escaping characters): inside '...' only `\'` and `\\` are escapes; inside
 * "..." only `\"`, `\$`, `\\` and a backslash before a line break; outside quotes a backslash
 * escapes the next character (`\n`, `\t`, `\xHH`, `\uXXXX` name one). Nothing is expanded:
 * `$var` stays as written. Reading stops at the first `|`, `;`, `&` or unescaped line break.
 */

import { wordBuilder } from './word-builder.ts';

/** The words, and the operator that ended them ('' at the end of the text). */
export interface FishWords {
  words: string[];
  stop: string;
  /** Where reading stopped, just after the operator. */
  end: number;
}

const OUTSIDE: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  e: '\x1b',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  ' ': ' ',
};

/** Reads `\xHH`, `\uXXXX` or `\UXXXXXXXX` at `at` (just after the backslash). */
function hexEscape(text: string, at: number): { char: string; length: number } | undefined {
  const width = { x: 2, u: 4, U: 8 }[text[at] as 'x' | 'u' | 'U'];
  if (!width) return undefined;
  const digits = /^[0-9a-fA-F]+/.exec(text.slice(at + 1, at + 1 + width))?.[0];
  if (!digits) return undefined;
  const code = parseInt(digits, 16);
  if (code > 0x10ffff) return undefined;
  return { char: String.fromCodePoint(code), length: 1 + digits.length };
}

/** The fish words of `text` from its start, or undefined when a quote is left open. */
export function fishWords(text: string): FishWords | undefined {
  const w = wordBuilder();
  let quote: '' | "'" | '"' = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    const next = text[i + 1] ?? '';
    if (quote === "'") {
      if (c === '\\' && (next === "'" || next === '\\')) {
        w.add(next);
        i += 1;
      } else if (c === "'") quote = '';
      else w.add(c);
    } else if (quote === '"') {
      if (c === '\\' && '"$\\'.includes(next) && next !== '') {
        w.add(next);
        i += 1;
      } else if (c === '\\' && next === '\n') i += 1;
      else if (c === '"') quote = '';
      else w.add(c);
    } else if (c === '\\') {
      if (next === '\n') {
        i += 1;
        continue;
      }
      const hex = hexEscape(text, i + 1);
      w.add(hex ? hex.char : (OUTSIDE[next] ?? next));
      i += hex ? hex.length : 1;
    } else if (c === "'" || c === '"') {
      quote = c;
      w.begin();
    } else if ('|;&\n'.includes(c)) {
      w.end();
      return { words: w.words, stop: c, end: i + 1 };
    } else if (c === ' ' || c === '\t') w.end();
    else w.add(c);
  }
  if (quote !== '') return undefined;
  w.end();
  return { words: w.words, stop: '', end: text.length };
}

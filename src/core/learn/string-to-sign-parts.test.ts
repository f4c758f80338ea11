import { describe, expect, it } from 'vitest';
import { hintLevel, stringToSignParts } from './string-to-sign-parts.ts';

const PARTS = ['M100001', '1700000000', 'n1', '{"a":1}'];

describe('stringToSignParts', () => {
  it('reads the four parts of a right string all as right', () => {
    const checks = stringToSignParts(PARTS, PARTS.join('\n'));
    expect(checks.map((check) => check.ok)).toEqual([true, true, true, true]);
  });

  it('keeps a CR on the part it ends, so CR LF separators show as three wrong parts', () => {
    const checks = stringToSignParts(PARTS, PARTS.join('\r\n'));
    expect(checks.map((check) => check.ok)).toEqual([false, false, false, true]);
    expect(checks[0]?.yours).toBe('M100001\r');
  });

  it('says a part is missing when separators are, and a trailing line feed is part of the body', () => {
    const missing = stringToSignParts(PARTS, PARTS.join(''));
    expect(missing.map((check) => check.yours)).toEqual([PARTS.join(''), null, null, null]);
    const trailing = stringToSignParts(PARTS, `${PARTS.join('\n')}\n`);
    expect(trailing.map((check) => check.ok)).toEqual([true, true, true, false]);
    expect(trailing[3]?.yours).toBe(`${PARTS[3]}\n`);
  });

  it('lets the body hold line feeds of its own', () => {
    const parts = [...PARTS.slice(0, 3), '{\n"a":1\n}'];
    expect(stringToSignParts(parts, parts.join('\n')).every((check) => check.ok)).toBe(true);
  });
});

describe('hintLevel', () => {
  it('adds help one step per wrong try, never more than one part', () => {
    expect([1, 2, 3, 9].map(hintLevel)).toEqual(['hints', 'parts', 'one-part', 'one-part']);
  });
});

/**
 * Writes a {@link JsonNode} tree the way a given serializer does: its string escaping and its
 * layout. The dialects of the mistake search are tables of these two (spec 5.2 rule 1: equal
 * meaning, other bytes, another signature).
 */
import type { JsonNode } from './json-tree.ts';

/** How a serializer spells the characters of a JSON string. */
export interface Escaping {
  /** ASCII characters written as `\uXXXX` (HTML-safe escaping), besides the controls. */
  unicodeEscaped: string;
  /** Control characters with a short escape (`\b`, `\f`, `\n`, `\r`, `\t`); others are `\u00XX`. */
  shortControls: string;
  /** Whether `/` is written `\/` (PHP). */
  slash: boolean;
  /** Whether every non-ASCII UTF-16 unit is written `\uXXXX` (surrogate pairs as two escapes). */
  nonAscii: boolean;
  /** Whether U+2028 and U+2029 are escaped even when other non-ASCII is not. */
  lineTerminators: boolean;
  /** Case of the hex digits in `\uXXXX`. */
  hexCase: 'lower' | 'upper';
}

/** How a serializer lays out objects and arrays. */
export interface Layout {
  /** One level of indentation, or null for the compact form. */
  indent: string | null;
  /** Between a key and its value. */
  colon: string;
  /** Between members or items in the compact form. */
  comma: string;
  emptyObject: string;
  emptyArray: string;
  /** Arrays on one line as `[ a, b ]`, not counted as a level (Jackson's DefaultPrettyPrinter). */
  inlineArrays: boolean;
  newline: string;
  /** Members whose value is null are left out (Gson without serializeNulls). */
  omitNulls?: boolean;
}

const SHORT: Record<string, string> = { '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't' };

/** A function that quotes a string as the escaping says, with an ASCII lookup table. */
export function quoter(escaping: Escaping): (text: string) => string {
  const hex = (unit: number) => {
    const digits = unit.toString(16).padStart(4, '0');
    return `\\u${escaping.hexCase === 'upper' ? digits.toUpperCase() : digits}`;
  };
  const ascii: (string | null)[] = [];
  for (let unit = 0; unit < 128; unit++) {
    const ch = String.fromCharCode(unit);
    if (unit < 0x20) {
      const short = escaping.shortControls.includes(ch) ? SHORT[ch] : undefined;
      ascii.push(short ? `\\${short}` : hex(unit));
    } else if (escaping.unicodeEscaped.includes(ch)) ascii.push(hex(unit));
    else if (ch === '"' || ch === '\\') ascii.push(`\\${ch}`);
    else if (ch === '/' && escaping.slash) ascii.push('\\/');
    else ascii.push(null);
  }
  // One regular expression finds what needs escaping; most strings have nothing and pass as is.
  const special = [...ascii.keys()].filter((unit) => ascii[unit] !== null);
  let ranges = special.map((unit) => `\\u${unit.toString(16).padStart(4, '0')}`).join('');
  if (escaping.nonAscii) ranges += '\\u0080-\\uffff';
  else if (escaping.lineTerminators) ranges += '\\u2028\\u2029';
  const pattern = new RegExp(`[${ranges}]`, 'g');
  const replace = (ch: string) => {
    const unit = ch.charCodeAt(0);
    return (unit < 128 ? ascii[unit] : null) ?? hex(unit);
  };
  return (text) => {
    pattern.lastIndex = 0;
    return pattern.test(text) ? `"${text.replace(pattern, replace)}"` : `"${text}"`;
  };
}

/** Writes a tree with the given string quoting and layout. */
export function writeJson(root: JsonNode, quote: (text: string) => string, layout: Layout): string {
  const { indent, newline } = layout;
  const write = (node: JsonNode, depth: number): string => {
    switch (node.type) {
      case 'string':
        return quote(node.value);
      case 'number':
      case 'literal':
        return node.text;
      case 'array': {
        if (node.items.length === 0) return layout.emptyArray;
        if (indent === null)
          return `[${node.items.map((n) => write(n, depth)).join(layout.comma)}]`;
        if (layout.inlineArrays) return `[ ${node.items.map((n) => write(n, depth)).join(', ')} ]`;
        const inner = newline + indent.repeat(depth + 1);
        const items = node.items.map((n) => write(n, depth + 1));
        return `[${inner}${items.join(`,${inner}`)}${newline}${indent.repeat(depth)}]`;
      }
      case 'object': {
        const kept = layout.omitNulls
          ? node.members.filter(([, value]) => value.type !== 'literal' || value.text !== 'null')
          : node.members;
        if (kept.length === 0) return layout.emptyObject;
        const member = ([key, value]: [string, JsonNode], d: number) =>
          quote(key) + layout.colon + write(value, d);
        if (indent === null) {
          return `{${kept.map((m) => member(m, depth)).join(layout.comma)}}`;
        }
        const inner = newline + indent.repeat(depth + 1);
        const members = kept.map((m) => member(m, depth + 1));
        return `{${inner}${members.join(`,${inner}`)}${newline}${indent.repeat(depth)}}`;
      }
    }
  };
  return write(root, 0);
}

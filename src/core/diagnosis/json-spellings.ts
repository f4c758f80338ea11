/**
 * Other spellings of the same JSON that common serializers produce, for the body variants of the
 * mistake search (spec 5.2 rule 1: equal meaning, different bytes, different signature).
 */

/** A JSON value with object keys sorted at every depth: the "reordered" body of spec 5.5. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return Object.fromEntries(entries.map(([key, inner]) => [key, sortKeysDeep(inner)]));
}

/**
 * Every UTF-16 unit outside ASCII written as `\uXXXX` in lowercase hex, as Python and PHP do by
 * default: same JSON meaning, other bytes (spec 5.2 rule 1).
 */
export function escapeNonAscii(text: string): string {
  return text.replace(
    /[\u0080-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * `\uXXXX` escapes of non-ASCII units written out as characters, as `JSON.stringify` of the parse
 * would (spec 5.2 rule 1); an escaped backslash before `u` is kept as it is.
 */
export function unescapeNonAscii(text: string): string {
  return text.replace(/(\\+)u([0-9a-fA-F]{4})/g, (whole, slashes: string, hex: string) => {
    const unit = parseInt(hex, 16);
    if (slashes.length % 2 === 0 || unit < 0x80) return whole;
    return slashes.slice(1) + String.fromCharCode(unit);
  });
}

/**
 * The text Python's `json.dumps(obj)` writes with its defaults, `", "` and `": "` separators
 * and non-ASCII escaped: a common re-serialization between signing and sending (spec 5.5).
 */
export function pythonDumps(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonDumps).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>).map(
      ([key, inner]) => `${escapeNonAscii(JSON.stringify(key))}: ${pythonDumps(inner)}`,
    );
    return `{${members.join(', ')}}`;
  }
  return escapeNonAscii(JSON.stringify(value));
}

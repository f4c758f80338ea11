/**
 * Other spellings of the same JSON that common serializers produce, for the body variants of the
 * mistake search (spec 5.2 rule 1: equal meaning, different bytes, different signature).
 */

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
  // A match starts where a run of backslashes does, so a long run is read once, not from each.
  return text.replace(/(?<!\\)(\\+)u([0-9a-fA-F]{4})/g, (whole, slashes: string, hex: string) => {
    const unit = parseInt(hex, 16);
    if (slashes.length % 2 === 0 || unit < 0x80) return whole;
    return slashes.slice(1) + String.fromCharCode(unit);
  });
}

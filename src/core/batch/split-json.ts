/**
 * Splits a text holding JSON values one after another (several failure logs of spec 5.5 pasted
 * together, pretty-printed or not) into the values and their own text. Strings are skipped
 * whole, so a brace inside a body does not count.
 */

/** A JSON value of the text, with the text it was read from. */
export interface JsonPiece {
  text: string;
  value: unknown;
}

/** The JSON values of `text` in order, or null when any part of it is not JSON. */
export function splitJsonValues(text: string): JsonPiece[] | null {
  const pieces: JsonPiece[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === '}' || ch === ']') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) {
        const piece = text.slice(start, i + 1);
        try {
          pieces.push({ text: piece, value: JSON.parse(piece) });
        } catch {
          return null;
        }
      }
    } else if (depth === 0 && !/\s|,/.test(ch ?? '')) {
      return null;
    }
  }
  return depth === 0 ? pieces : null;
}

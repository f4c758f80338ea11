/**
 * A message whose header lines stand inside one JSON string (docs/verify-intake.md, "Locate"):
 * a ticket API's comment `body`, a log event's `message`, where the lines are joined by `\n`
 * escapes. Its body is in that string too; the JSON objects around the string (the other
 * comments of a list, the record's `via` or `metadata`) are the document's records, not a body.
 */

/** The longest stretch scanned back to the string's opening quote (a line of a JSON export). */
const MAX_SCAN = 1 << 18;

/**
 * The span [open, close] of the JSON string that holds the fields starting at `from`, when their
 * line is an escaped one (`\n` stands right before them); undefined otherwise.
 */
export function escapedHead(text: string, from: number): [number, number] | undefined {
  if (text.slice(from - 2, from) !== '\\n') return undefined;
  const lineStart = Math.max(text.lastIndexOf('\n', from) + 1, from - MAX_SCAN);
  let open = -1;
  for (let i = lineStart; i < from; i += 1) {
    const ch = text[i];
    if (open !== -1 && ch === '\\') i += 1;
    else if (ch === '"') open = open === -1 ? i : -1;
  }
  if (open === -1) return undefined;
  for (let i = from; i < text.length && i - from < MAX_SCAN; i += 1) {
    const ch = text[i];
    if (ch === '\\') i += 1;
    else if (ch === '"') return [open, i];
    else if (ch === '\n') return undefined;
  }
  return undefined;
}

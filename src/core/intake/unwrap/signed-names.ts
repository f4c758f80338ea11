/**
 * How much of the signed message a text names: the distinct spec 5.1 header names in it, in any
 * spelling (`X-Sign`, `x_sign`, `xSign`). Unwrap steps that take one piece out of many (a mail's
 * part, a CSV cell, an indented block) choose it by this evidence, not by position
 * (docs/verify-intake.md, "Clean"). A bounded regex: linear in the text.
 */
const NAME = /(?<![\w-])x[-_]?(merchant[-_]?id|timestamp|nonce|sign)(?![\w-])/gi;

/** The number of distinct signed header names (0 to 4) the text holds. */
export function signedNameCount(text: string): number {
  const seen = new Set<string>();
  NAME.lastIndex = 0;
  for (let match = NAME.exec(text); match; match = NAME.exec(text)) {
    seen.add((match[1] as string).toLowerCase().replace(/[-_]/g, ''));
    if (seen.size === 4) break;
  }
  return seen.size;
}

/** Whether `cell` is one signed header name alone (a table's or a form's key cell). */
export const isSignedName = (cell: string) =>
  /^x[-_]?(?:merchant[-_]?id|timestamp|nonce|sign)$/i.test(cell.trim());

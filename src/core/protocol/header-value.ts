/**
 * The one rule for a value the console puts in a request header (spec 5.1: `X-MerchantID`,
 * `X-Timestamp`, `X-Nonce`, and the Content-Type and User-Agent a case carries): no control
 * character. A CR or LF would end the header and start another in every writer that spells the
 * request out (curl, Postman, Bruno, .http, the programs), while the field shows the value
 * joined; a NUL or another control character is refused by HTTP stacks or cut differently by
 * each (RFC 9110 section 5.5), so the bytes signed would not be the bytes sent.
 */

/** C0 controls (tab, CR, LF and NUL among them) and DEL. */
// eslint-disable-next-line no-control-regex -- the rule is about control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

const NAMES: Record<string, string> = {
  '\t': 'a tab',
  '\n': 'a line feed (LF)',
  '\r': 'a carriage return (CR)',
  '\u0000': 'a NUL character',
};

/** How the first control character of `value` is called, or null when it has none. */
function firstControl(value: string): { name: string; index: number } | null {
  const match = CONTROL.exec(value);
  if (!match) return null;
  const char = match[0];
  const code = char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return { name: NAMES[char] ?? `the control character U+${code}`, index: match.index };
}

/**
 * What is wrong with `value` as the header value of the field called `label` (spec 5.1), or null
 * when it may be sent: the message names the character and where it is, and says how to fix it.
 */
export function headerValueProblem(label: string, value: string): string | null {
  const found = firstControl(value);
  if (!found) return null;
  return `${label} holds ${found.name} at character ${found.index + 1}: a header value cannot carry control characters (it would end the header or be cut). Remove it.`;
}

/** The first problem among several header values, labelled by their keys, or null. */
export function headerValuesProblem(values: Record<string, string | undefined>): string | null {
  for (const [label, value] of Object.entries(values)) {
    const problem = value === undefined ? null : headerValueProblem(label, value);
    if (problem) return problem;
  }
  return null;
}

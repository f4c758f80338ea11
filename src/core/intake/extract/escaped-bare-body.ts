/**
 * A body a log writes escaped but not quoted (docs/verify-intake.md, "Locate"): a custom morgan
 * token (`morgan.token('raw', (req) => JSON.stringify(req.rawBody).slice(1, -1))`), or a
 * logger's `raw=%s` of an escaped string, gives `raw={\"event\":\"a b\"}` to the line's end.
 * The value holds spaces, so it is read to the end of its line and its JSON string escapes
 * undone; a value that does not then parse as JSON is not taken.
 */
const BARE =
  /(?<![\w-])(?:raw_?body|rawbody|raw|body|payload|request_?body|req_?body)=(?=[{[]\\")([^\n]{2,1048576})/gi;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The first escaped bare body on a line, decoded, or undefined. */
export function escapedBareBody(text: string): string | undefined {
  BARE.lastIndex = 0;
  for (let m = BARE.exec(text), tries = 0; m && tries < 8; m = BARE.exec(text), tries += 1) {
    const rest = (m[1] as string).replace(/\r$/, '');
    // The body ends at its last closing bracket: what follows is the log's.
    const end = Math.max(rest.lastIndexOf('}'), rest.lastIndexOf(']'));
    const decoded = parse(`"${rest.slice(0, end + 1)}"`);
    if (typeof decoded === 'string' && parse(decoded) !== undefined) return decoded;
  }
  return undefined;
}

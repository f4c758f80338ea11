/**
 * The spec 5.5 failure log as it shows up in an application log: a timestamp, a level and a
 * message before the JSON (`2024-05-01T10:00:00Z ERROR sign mismatch {"merchant_id":...}`).
 */
import { looksLikeFailureLog, parseFailureLogValue } from './failure-log.ts';
import type { IntakeResult } from '../types.ts';
import type { Reader } from '../locate/reader.ts';
import { isHeaderLine } from './header-block.ts';
import { firstLine } from './raw-http.ts';

/** The JSON value starting at `from`: to the end of its line, or to the end of the text. */
function jsonFrom(text: string, from: number): unknown {
  const lineEnd = text.indexOf('\n', from);
  for (const end of lineEnd === -1 ? [text.length] : [lineEnd, text.length]) {
    try {
      return JSON.parse(text.slice(from, end));
    } catch {
      // Not JSON up to there; try the longer span.
    }
  }
  return undefined;
}

/**
 * Finds the failure-log JSON of spec 5.5 inside a log line (or a pretty-printed log entry) and
 * reads it like a pasted failure log. Returns undefined when no line holds one.
 */
function findLoggedFailure(text: string): IntakeResult | undefined {
  // Only a '{' that starts a token (after a space, a ':' or '=', or at a line start) can open a
  // logged object, and a few dozen tries suffice: a paste of braces must not cost one parse each.
  let tries = 0;
  for (let at = text.indexOf('{'); at !== -1 && tries < 64; at = text.indexOf('{', at + 1)) {
    if (at > 0 && !/[\s:=|\]]/.test(text[at - 1] as string)) continue;
    tries += 1;
    const value = jsonFrom(text, at);
    if (!looksLikeFailureLog(value)) continue;
    const result = parseFailureLogValue(value);
    if (!result.ok) return result;
    const prefix = text.slice(text.lastIndexOf('\n', at) + 1, at).trim();
    result.intake.format = 'log-line';
    if (prefix)
      result.intake.warnings.unshift(`Read the failure log after "${prefix.slice(0, 80)}".`);
    return result;
  }
  return undefined;
}

/** Why no failure log was found in `text`, for the unrecognised-paste message. */
function whyNoLoggedFailure(text: string): string {
  return text.includes('{')
    ? 'no "{" starts JSON with the spec 5.5 keys (merchant_id, timestamp, nonce, raw_body, received_sign)'
    : 'no "{" in the paste';
}

/**
 * "2024-05-01T10:00:00Z ERROR ... {" has the shape of a header line, so a first line with a `{`
 * is tried as a log line before headers and a body; any other line only when it is no header.
 */
export const logLineReader: Reader<'log-line'> = {
  id: 'log-line',
  label: 'failure-log JSON (spec 5.5) in a log line',
  detect: (ctx) => !ctx.json.ok,
  read: (ctx) => {
    const line = firstLine(ctx.text);
    return line.includes('{') || !isHeaderLine(line) ? findLoggedFailure(ctx.text) : undefined;
  },
  framed: false,
  asks: 'a log line',
  whyNot: (ctx) => `log line: ${whyNoLoggedFailure(ctx.text)}`,
};

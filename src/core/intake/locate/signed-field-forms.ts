/**
 * The spellings of the signed headers of spec 5.1 that are not `Name: value` nor `Name = value`
 * (docs/verify-intake.md, "Locate"): a header list printed as pairs (Python's
 * `('X-Sign', 'v')` from urllib's `header_items()`, httpx's `(b'X-Sign', b'v')` from
 * `headers.raw`, Elixir Plug's `{"x-sign", "v"}`, which
 * Elixir's Inspect breaks after the comma when the pair passes the width, Ruby's `["X-Sign", "v"]`), a header a
 * program's code sets from a variable whose literal value the paste shows (`"X-Timestamp": ts`
 * with pytest's `ts = '1764...'`), and a log that names the merchant `merchant=` beside the
 * other three. Each raw find is checked by signed-fields.ts against the spec shape.
 */

/** A name and its value as they stand in the text, before the spec shape is checked. */
export interface RawFind {
  name: string;
  value: string;
  at: number;
}

const CLOSER: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

// A pair: an opening bracket, a quoted name, a comma, a quoted value, the bracket's closer. Each
// part is bounded, so the scan stays linear over a large paste.
const PAIR =
  /([([{])[ \t]{0,4}b?(["'])([A-Za-z][\w-]{0,63})\2[ \t]{0,4},(?:\r?\n)?[ \t]{0,16}b?(["'])([^"'\\\n]{1,512})\4[ \t]{0,4}([)\]}])/g;

// A list of header names (CORS's `allow_headers=['X-Sign', 'X-Nonce']`) names headers, it does
// not give their values: a "value" that is itself a header's name is no value.
const HEADER_NAME = /^(?:x-[\w-]+|content-[\w-]+|accept(?:-[\w-]+)?|authorization|host|origin)$/i;
const TITLE_CASE_NAME = /^[A-Z][a-z]+(?:-[A-Z][a-z]+)+$/;

/** Every `(name, value)` pair framed by one bracket, with a quoted name and a quoted value. */
export function findPairs(text: string): RawFind[] {
  const out: RawFind[] = [];
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m && out.length < 512; m = PAIR.exec(text)) {
    const value = m[5] as string;
    if (CLOSER[m[1] as string] !== m[6] || HEADER_NAME.test(value) || TITLE_CASE_NAME.test(value)) {
      continue;
    }
    out.push({ name: m[3] as string, value, at: m.index + m[0].indexOf(m[3] as string) });
  }
  return out;
}

const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/**
 * A bare value ends where the frame around the fields closes: logback's MDC pattern
 * `[mid=%X{mid} nonce=%X{nonce}]` and Groovy's map `[X-Sign:v]` put a `]` right after the last
 * value, and a list separates fields with `,` or `;`. Spec 5.1 values are tokens, so a closer the
 * value did not open, or a trailing separator, is the log's, not the value's.
 */
export function unframed(value: string): string {
  let end = value.length;
  // A frame closes with a character or two (`]`, `}]`, `),`): a few steps bound the scans.
  for (let steps = 0; steps < 4; steps += 1) {
    const last = value[end - 1] ?? '';
    const opener = OPENER[last];
    const opened = opener !== undefined && value.slice(0, end - 1).includes(opener);
    if (!/[,;]/.test(last) && (opener === undefined || opened)) return value.slice(0, end);
    end -= 1;
  }
  return value.slice(0, end);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The literal value the paste shows for the variable `name` (`ts = '1764...'`, `$ts = "..."`,
 * `ts := "..."`, `const ts = 1764...`), with where the first assignment stands; undefined when
 * no assignment shows a literal, or when two show different values (the paste cannot tell which
 * one the header was built from).
 */
export function variableValue(
  text: string,
  name: string,
): { value: string; at: number } | undefined {
  if (!/^\$?[A-Za-z_][\w]{0,63}$/.test(name)) return undefined;
  const assignment = new RegExp(
    String.raw`(?<![\w$.])${escapeRe(name)}[ \t]{0,40}:?=[ \t]{0,4}(?:"([^"\\\n]{1,128})"|'([^'\\\n]{1,128})'|(\d{1,13})(?![\w.]))`,
    'g',
  );
  let found: { value: string; at: number } | undefined;
  let count = 0;
  for (const m of text.matchAll(assignment)) {
    const value = (m[1] ?? m[2] ?? m[3]) as string;
    if (found && found.value !== value) return undefined;
    found ??= { value, at: m.index };
    if ((count += 1) > 32) break;
  }
  return found;
}

// The merchant named without the X- header's name: `merchant=`, `merchant_id=`, `"merchantId":`.
const MERCHANT =
  /(?<![\w-])(merchant(?:[-_]?id)?)["']?[ \t]{0,4}(?::|=>|=)[ \t]{0,4}(?:"([^"\\\n]{1,128})"|'([^'\\\n]{1,128})'|([^\s"',;\]})&\\]{1,128}))/gi;

/** How far from a signed field a merchant still stands beside it: a log line's few fields. */
const BESIDE = 256;

/** The span between two places crosses into or out of a nested value or an escaped string. */
const crossesStructure = (text: string, a: number, b: number) =>
  /[{}[\]]|\\"/.test(text.slice(Math.min(a, b), Math.max(a, b)));

/**
 * The merchant as a log names it beside the other three signed fields (found at `ats`): at most
 * a short way from one of them, at its level (no bracket or escaped quote between, so a body's
 * own `"merchant_id"` is not taken), and one value only.
 */
export function merchantBeside(text: string, ats: readonly number[]): RawFind | undefined {
  const from = Math.max(0, Math.min(...ats) - BESIDE);
  const region = text.slice(from, Math.min(text.length, Math.max(...ats) + BESIDE));
  let best: RawFind | undefined;
  let bestDistance = Infinity;
  let tries = 0;
  for (const m of region.matchAll(MERCHANT)) {
    if ((tries += 1) > 32) break;
    const at = from + m.index;
    const value = (m[2] ?? m[3] ?? m[4]) as string;
    const near = ats.reduce((a, b) => (Math.abs(b - at) < Math.abs(a - at) ? b : a));
    if (Math.abs(at - near) > BESIDE || crossesStructure(text, at, near)) continue;
    if (best && best.value !== value) return undefined;
    if (Math.abs(at - near) < bestDistance) {
      best = { name: m[1] as string, value, at };
      bestDistance = Math.abs(at - near);
    }
  }
  return best;
}

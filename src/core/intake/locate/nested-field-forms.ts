/**
 * Signed headers of spec 5.1 printed as a structure whose value stands apart from its name
 * (docs/verify-intake.md, "Locate"):
 * - Symfony VarDumper's CliDumper (Laravel's `dump()`/`dd()`) prints a header bag as a name
 *   mapped to the list of its values: `"x-sign" => array:1 [` then `0 => "v"` on the next line
 *   (CliDumper::dumpScalar/enterHash: `array:N [`, `key => value`, strings in `"`, unescaped).
 * - A header list of `{key|name, value}` objects: Envoy's tap trace (`{"key": "x-sign",
 *   "value": "v"}`, envoy data/tap/v3 http.proto), HAR-like and Kong's lists
 *   (`{"name": "X-Sign", "value": "v"}`), OpenTelemetry's `{"key": ..., "value": {"stringValue":
 *   "v"}}`, written in either order.
 * - Apache's mod_log_forensic record `+id|POST /p HTTP/1.1|Name:value|...`: one `|`-separated
 *   part per header, `|`, `:`, `%` and non-printable bytes escaped as `%hh` (mod_log_forensic
 *   docs); a `Name:value` part ends at the next `|`, which no value holds unescaped.
 * Each raw find is checked by signed-fields.ts against the spec shape.
 */
import type { RawFind } from './signed-field-forms.ts';

const NAME = String.raw`([A-Za-z][\w.-]{0,95})`;
const VALUE = String.raw`([^"\\\n]{1,512})`;
const GAP = String.raw`\s{0,32}`;

// A name, `=>`, a list of one value: its first item `0 => "v"`. Every gap is bounded.
const VARDUMPER_LIST = new RegExp(
  String.raw`"${NAME}"[ \t]{0,4}=>[ \t]{0,4}array:\d{1,3}[ \t]{0,4}\[${GAP}0[ \t]{0,4}=>[ \t]{0,4}"${VALUE}"`,
  'g',
);

// OpenTelemetry wraps the value as `{"stringValue": "v"}`; Envoy and HAR give it bare.
const JSON_VALUE = String.raw`"value"${GAP}:${GAP}(?:\{${GAP}"stringValue"${GAP}:${GAP})?"${VALUE}"`;
const KEY_THEN_VALUE = new RegExp(
  String.raw`"(?:key|name)"${GAP}:${GAP}"${NAME}"${GAP},${GAP}${JSON_VALUE}`,
  'gi',
);
const VALUE_THEN_KEY = new RegExp(
  String.raw`${JSON_VALUE}\}?${GAP},${GAP}"(?:key|name)"${GAP}:${GAP}"${NAME}"`,
  'gi',
);

// OpenTelemetry's semantic conventions name a request header `http.request.header.<name>`.
const headerName = (name: string) => name.replace(/^http\.(?:request|response)\.header\./i, '');

// A row of name and value only, as Envoy, HAR and OpenTelemetry write a header: an API client's
// export adds `active`, `disabled` or `description` to its rows and is read by its own reader
// (json-message.ts), which knows the rows it does not send.
function bareRow(text: string, from: number, to: number): boolean {
  const open = text.lastIndexOf('{', from);
  const close = text.indexOf('}', to);
  if (open === -1 || close === -1 || from - open > 64 || close - to > 64) return false;
  return /^[\s{]*$/.test(text.slice(open, from)) && /^[\s}]*$/.test(text.slice(to, close));
}

function scan(text: string, pattern: RegExp, nameGroup: number, out: RawFind[]): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m && out.length < 512; m = pattern.exec(text)) {
    if (pattern !== VARDUMPER_LIST && !bareRow(text, m.index, m.index + m[0].length)) continue;
    const raw = m[nameGroup] as string;
    const value = m[nameGroup === 1 ? 2 : 1] as string;
    const name = headerName(raw);
    // Where the header's own name stands: a prefix's `request`/`response` word is no side mark.
    out.push({ name, value, at: m.index + m[0].indexOf(raw) + raw.length - name.length });
  }
}

// A part of a forensic record: after a `|`, up to the next `|` or the line's end.
const FORENSIC_PART = /\|([A-Za-z][\w-]{0,63}):([^|\s]{1,512})(?=\||\r?$)/gm;

const unpercent = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
  } catch {
    return undefined;
  }
};

function forensicParts(text: string, out: RawFind[]): void {
  FORENSIC_PART.lastIndex = 0;
  for (let m = FORENSIC_PART.exec(text); m && out.length < 512; m = FORENSIC_PART.exec(text)) {
    const value = unpercent(m[2] as string);
    if (value !== undefined) out.push({ name: m[1] as string, value, at: m.index + 1 });
  }
}

/** Every name with its value as a dump or a header list prints it apart. */
export function findNestedPairs(text: string): RawFind[] {
  const out: RawFind[] = [];
  if (text.includes('array:')) scan(text, VARDUMPER_LIST, 1, out);
  if (/^\+[^|\s]{1,128}\|[A-Z]{3,10} /m.test(text)) forensicParts(text, out);
  if (/"value"/i.test(text)) {
    scan(text, KEY_THEN_VALUE, 1, out);
    scan(text, VALUE_THEN_KEY, 2, out);
  }
  return out;
}

/**
 * A body shown only as the name of a form field a framework decoded it into (docs/verify-intake.md,
 * "Locate"): Laravel's HTTP client request (Illuminate\Http\Client\Request, as `dd()` prints it
 * with VarDumper) keeps `#data`, the body parse_str'd as a form; a JSON body becomes one field
 * named by the whole body with an empty value, `"{...}" => ""`. PHP turns `.` and spaces in a
 * field's name into `_` (PHP manual, "Variables From External Sources"), so a name holding `_`
 * is not provably the bytes sent: the body is the logger's rewriting, said so, and its `_` may
 * stand for `.`, ` ` or `_`.
 */
import type { FoundBody as BodyCandidate } from './found-body.ts';

// `#data: array:1 [` (Laravel's Request) or `"laravel_data" => array:1 [`, then `"<body>" => ""`.
const FORM_KEY =
  /(?:#data: |"laravel_data" => )array:1 \[\r?\n[ \t]{0,64}"([{[][^\n]{0,1048576})" => ""\r?$/gm;

/** Each body a form decoding shows only as a field's name, marked rewritten when it holds `_`. */
export function formDecodedKeys(text: string): BodyCandidate[] {
  if (!text.includes('array:1 [')) return [];
  const out: BodyCandidate[] = [];
  FORM_KEY.lastIndex = 0;
  for (let m = FORM_KEY.exec(text); m && out.length < 4; m = FORM_KEY.exec(text)) {
    const body = m[1] as string;
    const mangled = body.includes('_');
    out.push({
      body,
      at: m.index + m[0].indexOf(body),
      how: `the name of the one form field Laravel's #data parsed the body into${mangled ? "; PHP's parse_str writes a name's dots and spaces as _, so these are not the bytes sent" : ''}`,
      exact: !mangled,
      ...(mangled ? { rewrittenBy: 'logger' as const } : {}),
    });
  }
  return out;
}

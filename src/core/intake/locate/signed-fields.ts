/**
 * The four signed headers of spec 5.1 wherever they stand in a text, in any spelling a tool
 * writes them: `X-Sign: v`, `x-sign`, `x_sign`, `"X-Sign": "v"`, `'X-Sign' => 'v'`, `X-Sign=v`,
 * `:x-sign`, `xSign`, Go's `X-Sign:[v]`, Java's `{X-Sign: v}`, CGI's `HTTP_X_SIGN` (PHP's
 * `$_SERVER`, Rack's env, Logstash's `http_x_sign`), inside an escaped string (`X-Sign: v\r\n`),
 * and the forms of signed-field-forms.ts (pairs, variables, a merchant named `merchant=`). Each find keeps its position, so a paste with several messages gives each
 * message its own fields (docs/verify-intake.md, "Locate").
 */
import type { IntakeFields } from '../types.ts';
import {
  findPairs,
  merchantBeside,
  unframed,
  variableValue,
  type RawFind,
} from './signed-field-forms.ts';
import { findNestedPairs } from './nested-field-forms.ts';

type SignedKey = 'merchantId' | 'timestamp' | 'nonce' | 'receivedSign';

/** One value found: which field, the value, where it stands and how it was spelled. */
export interface FieldFind {
  key: SignedKey;
  value: string;
  at: number;
  name: string;
  /** How a value not written beside its header's name was read, said in a note. */
  how?: string;
}

// CGI names a request header HTTP_ and its name (RFC 3875 4.1.18), as PHP's $_SERVER, Rack's
// env and Logstash's http input (`http_x_sign`) print it.
const NAMES: Array<[SignedKey, string]> = [
  ['merchantId', '(?:http_)?x[-_]?merchant[-_]?id'],
  ['timestamp', '(?:http_)?x[-_]?timestamp'],
  ['nonce', '(?:http_)?x[-_]?nonce'],
  ['receivedSign', '(?:http_)?x[-_]?sign'],
];

// name, its closing quote, a separator (`:`, `=>`, `=`, `,`), then a quoted or bare value.
const FIELD = new RegExp(
  String.raw`(?<!(?<!\\)[\w-])(${NAMES.map(([, name]) => `(?:${name})`).join('|')})(?![\w-])["'\x60]?\]?\s{0,4}(?::|=>|=)\s{0,4}\[?(?:b?"((?:\\.|[^"\\\n]){0,512})"|b?'((?:\\.|[^'\\\n]){0,512})'|([^\s"',;\]})&\\]{1,512}))`,
  'gi',
);

// Spec 5.1 values are tokens: a value holding a quote, a bracket or a backslash is a piece of
// code or a quoting this search did not undo, not a value that was sent.
const TOKEN = /^[\w.~+/@-]{1,128}$/;
const WELL_FORMED: Record<SignedKey, RegExp> = {
  merchantId: TOKEN,
  timestamp: /^\d{1,13}$/,
  nonce: TOKEN,
  receivedSign: /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
};

const keyOf = (name: string): SignedKey | undefined =>
  NAMES.find(([, pattern]) => new RegExp(`^${pattern}$`, 'i').test(name))?.[0];

const NEXT_FIELD = new RegExp(
  String.raw`[,;]?\s(?:${NAMES.map(([, name]) => name).join('|')})["']?\s{0,4}[:=]`,
  'i',
);

const CLOSERS: Record<string, string> = { '{': '}', '[': ']', '(': ')' };

/** Where the bracket opened before a name closes in `rest` (nested ones counted), or its end. */
function frameEnd(rest: string, opener: string): number {
  let depth = 1;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === opener) depth += 1;
    else if (rest[i] === CLOSERS[opener] && (depth -= 1) === 0) return i;
  }
  return rest.length;
}

/**
 * A `Name: value` holds its value to the end of what frames it: the closing quote of a quoted
 * `'X-Nonce: a b'`, the bracket opened before the name (Java's MessageHeader prints
 * `{X-Sign: v}{X-Nonce: v}`, Groovy a map as `[X-Sign:v, X-Nonce:v]`), an escaped line break
 * (`\r\n` inside a printed string), Go's `[...]`, the next signed field on the line, or the
 * line's end. A value with a space is then read whole and
 * fails its spec shape, rather than being cut at the space into a well-formed piece.
 */
function colonValue(text: string, match: RegExpExecArray): string | undefined {
  const nameEnd = match.index + (match[1] as string).length;
  if (text[nameEnd] !== ':') return undefined;
  const lineEnd = text.indexOf('\n', nameEnd);
  let rest = text.slice(nameEnd + 1, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, '');
  const quote = text[match.index - 1];
  if (quote === "'" || quote === '"') {
    const close = rest.indexOf(quote);
    if (close !== -1) rest = rest.slice(0, close);
  }
  const framed = quote !== undefined && quote in CLOSERS;
  if (framed) rest = rest.slice(0, frameEnd(rest, quote));
  if (framed || text.slice(match.index - 2, match.index) === ', ') {
    // A printed map (Dart's and Java's `{k: v, k: v}`) ends a value at the next `, name: `; a
    // value's own `, ` (a date's `Thu, 27 Nov`) is followed by no name and colon.
    const nextKey = rest.search(/, [A-Za-z][\w-]{0,63}: /);
    if (nextKey !== -1) rest = rest.slice(0, nextKey);
  }
  rest = rest.split(/\\[rn]/)[0] as string;
  if (/^\[/.test(rest)) return /^\[([^\]]*)\]/.exec(rest)?.[1];
  const next = rest.search(NEXT_FIELD);
  // Ruby's inspect quotes a header's value (Faraday's logger prints `X-Nonce: "n1"`); spec 5.1
  // values hold no quote, so one wholly quoted is its quotes' content.
  const value = (next === -1 ? rest : rest.slice(0, next)).trim().replace(/^"([^"\\]*)"$/, '$1');
  return unframed(xtraceWord(text, match.index, value) ?? value);
}

/**
 * dash's and busybox's `set -x` print a command's words unquoted (`+ curl -H X-Nonce: n1 -H
 * ...`), so a word's end is lost. On such a line, a value followed by the command's next option
 * is read as the one token before it: spec 5.1 values hold no space, so that is the only reading
 * in their shape.
 */
function xtraceWord(text: string, at: number, value: string): string | undefined {
  if (!/\s/.test(value)) return undefined;
  const line = text.slice(text.lastIndexOf('\n', at) + 1, at);
  if (!/^\++ /.test(line)) return undefined;
  return /^(\S+)\s+--?[A-Za-z][\w-]*(?:\s|$)/.exec(value)?.[1];
}

/**
 * A quoted name with a bare value (`'X-MerchantID': merchantId`, `"X-Nonce" => $nonce`) is a map
 * in code: a value written there would be quoted, or a number, so a bare word is a variable of
 * the program, not the value that was sent.
 */
function isCodeExpression(text: string, match: RegExpExecArray, value: string): boolean {
  const open = text[match.index - 1];
  const close = text[match.index + (match[1] as string).length];
  return (open === "'" || open === '"' || open === '`') && close === open && !/^\d+$/.test(value);
}

const HEADER: Record<SignedKey, string> = {
  merchantId: 'X-MerchantID',
  timestamp: 'X-Timestamp',
  nonce: 'X-Nonce',
  receivedSign: 'X-Sign',
};

const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

/** A raw find of signed-field-forms.ts as a field, when its name is signed and its value well formed. */
function checked(raw: RawFind, how?: string, key = keyOf(raw.name)): FieldFind | undefined {
  if (!key || !WELL_FORMED[key].test(raw.value)) return undefined;
  return { key, value: raw.value, at: raw.at, name: raw.name, ...(how ? { how } : {}) };
}

/**
 * A field the paste shows only as code (`"X-Timestamp": ts`) is read from the variable's one
 * literal value the paste shows (`ts = '1764...'`, as pytest's `--showlocals` prints it), and
 * said so; only for a field found nowhere else.
 */
function fromVariables(text: string, out: FieldFind[], code: FieldFind[]): void {
  for (const expression of code) {
    if (out.some((f) => f.key === expression.key)) continue;
    const variable = variableValue(text, expression.value);
    if (!variable) continue;
    const how = `${HEADER[expression.key]} is read from the variable ${expression.value}, which the code sets it from (line ${lineOf(text, expression.at)}) and whose one value the paste shows (${variable.value}, line ${lineOf(text, variable.at)}); the paste does not show the header as sent, so ask for it if the sign does not match.`;
    const find = checked({ ...expression, value: variable.value }, how, expression.key);
    if (find) out.push(find);
  }
}

/**
 * A log that names the merchant `merchant=` or `merchant_id=` beside x_timestamp, x_nonce and
 * x_sign names the value its program signed as X-MerchantID; read only when no X-MerchantID
 * spelling stands anywhere, and said so.
 */
function merchantNamedOtherwise(text: string, out: FieldFind[]): void {
  const others = (['timestamp', 'nonce', 'receivedSign'] as const).map((key) =>
    out.find((f) => f.key === key),
  );
  if (out.some((f) => f.key === 'merchantId') || others.some((f) => !f)) return;
  const raw = merchantBeside(
    text,
    others.map((f) => f!.at),
  );
  if (!raw) return;
  const names = others.map((f) => f!.name);
  const how = `X-MerchantID is read from ${raw.name} ${raw.value} (line ${lineOf(text, raw.at)}): the log names the merchant "${raw.name}" beside ${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}, not X-MerchantID; a sign that matches with the secret typed confirms it was the value signed.`;
  const find = checked(raw, how, 'merchantId');
  if (find) out.push(find);
}

/** Every signed-header value in `text`, in order; values not in their spec 5.1 shape are skipped. */
export function findSignedFields(text: string): FieldFind[] {
  const out: FieldFind[] = [];
  const code: FieldFind[] = [];
  FIELD.lastIndex = 0;
  for (let match = FIELD.exec(text); match && out.length < 256; match = FIELD.exec(text)) {
    const name = match[1] as string;
    const key = keyOf(name);
    const framed = colonValue(text, match);
    const value = (framed ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (framed === undefined && match[4] !== undefined && isCodeExpression(text, match, value)) {
      // A few distinct variables suffice; each costs one scan of the text (fromVariables).
      if (key && code.length < 8 && !code.some((c) => c.value === value)) {
        code.push({ key, value, at: match.index, name });
      }
      continue;
    }
    // VarDumper's `-headerNames` maps a name to its spelling (`"x-nonce" => "X-Nonce"`): a
    // header's name is no value of it.
    if (key && WELL_FORMED[key].test(value) && !keyOf(value)) {
      out.push({ key, value, at: match.index, name });
    }
  }
  for (const pair of [...findPairs(text), ...findNestedPairs(text)]) {
    const find = checked(pair);
    if (find && !out.some((f) => f.at === find.at)) out.push(find);
  }
  fromVariables(text, out, code);
  merchantNamedOtherwise(text, out);
  return out.sort((a, b) => a.at - b.at);
}

/**
 * The fields of each message: the n-th value of every field belongs to the n-th message, so
 * a request and its response, or two requests, each keep their own (a field seen once is
 * shared by all).
 */
export function groupMessages(
  finds: FieldFind[],
): Array<{ fields: Partial<IntakeFields>; from: number; to: number }> {
  const byKey = new Map<SignedKey, FieldFind[]>();
  for (const find of finds) byKey.set(find.key, [...(byKey.get(find.key) ?? []), find]);
  const count = Math.min(8, Math.max(0, ...[...byKey.values()].map((list) => list.length)));
  const out = [];
  for (let n = 0; n < count; n += 1) {
    const fields: Partial<IntakeFields> = {};
    let from = Infinity;
    let to = -1;
    for (const [key, list] of byKey) {
      const find = list[n] ?? (list.length === 1 ? list[0] : undefined);
      if (!find) continue;
      fields[key] = find.value;
      from = Math.min(from, find.at);
      to = Math.max(to, find.at);
    }
    out.push({ fields, from, to });
  }
  return out;
}

/**
 * HTTPie commands (`http POST url X-Sign:abc merchant_order_no=ORD-1`). HTTPie builds the body
 * itself: `key=value` items become a JSON object written by Python's `json.dumps` (", " and ": "
 * separators, non-ASCII as \uXXXX), `key:=json` embeds JSON the same way; `--raw` and standard
 * input (`echo '...' | http ...`) send their text as it is (HTTPie docs, "Request items").
 */
import { CONTENT_TYPE } from '../../../protocol/headers.ts';
import { shellWords } from './curl-words.ts';
import { headerValue, intakeFromHeaders, type HeaderList } from '../headers.ts';
import type { IntakeResult } from '../../types.ts';
import { type Reader } from '../../locate/reader.ts';

/** True when the paste runs `http` or `https` (HTTPie), perhaps fed by `echo` or `printf`. */
function looksLikeHttpie(text: string): boolean {
  return /^\s*(?:[$%] )?(?:(?:echo|printf)\s[^|]*\|\s*)?https?\s+(?:-|[A-Z]+\s|\S*[:/.])/.test(
    text,
  );
}

/** Python's `json.dumps` of a string: ASCII only, `\uXXXX` (lowercase) for the rest. */
function pyString(text: string): string {
  const short: Record<string, string> = {
    '"': '\\"',
    '\\': '\\\\',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f',
  };
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const code = text.charCodeAt(i);
    out +=
      short[ch] ?? (code < 0x20 || code > 0x7e ? `\\u${code.toString(16).padStart(4, '0')}` : ch);
  }
  return `${out}"`;
}

/** Re-spaces a JSON text the way `json.dumps` writes it, keeping numbers as written. */
function pyJson(raw: string): string | undefined {
  try {
    JSON.parse(raw);
  } catch {
    return undefined;
  }
  return raw.replace(/"(?:[^"\\]|\\.)*"|[,:]|\s+/g, (token) => {
    if (token.startsWith('"')) return pyString(JSON.parse(token) as string);
    if (token === ',') return ', ';
    if (token === ':') return ': ';
    return '';
  });
}

const SEPARATORS = [':=@', '=@', ':=', '==', '@', '=', ':', ';'];

/** Splits a request item at its first separator; a backslash keeps a separator literal. */
function splitItem(item: string): { key: string; sep: string; value: string } | undefined {
  let key = '';
  for (let i = 0; i < item.length; i++) {
    if (item[i] === '\\' && i + 1 < item.length) {
      key += item[++i];
      continue;
    }
    const sep = SEPARATORS.find((s) => item.startsWith(s, i));
    if (sep) return { key, sep, value: item.slice(i + sep.length) };
    key += item[i];
  }
  return undefined;
}

/** The text `echo` or `printf` writes for its words, or undefined when it cannot be known. */
function producerOutput(words: string[]): string | undefined {
  const [program, ...args] = words;
  if (program === 'echo') {
    const noNewline = args[0] === '-n';
    return args.slice(noNewline ? 1 : 0).join(' ') + (noNewline ? '' : '\n');
  }
  if (program === 'printf' && args[0] === '%s') return args.slice(1).join('');
  if (program === 'printf' && args.length === 1 && !/[%\\]/.test(args[0] as string)) return args[0];
  return undefined;
}

/** The first `token` (`|`, `<<<`) outside quotes, or -1. */
function unquotedAt(text: string, token: string): number {
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === quote) quote = '';
      else if (ch === '\\' && quote === '"') i++;
    } else if (ch === '\\') i++;
    else if (ch === "'" || ch === '"') quote = ch;
    else if (text.startsWith(token, i)) return i;
  }
  return -1;
}

/**
 * Parses an HTTPie command into the signed request fields: `Name:value`
 * headers (spec 5.1) and the body HTTPie would send (spec 5.2): the JSON object its data items
 * make, the `--raw` text, what `echo`/`printf` piped into it (echo adds a line feed), or a
 * `<<<` here-string as a proxy's export writes it.
 */
export function parseHttpie(text: string): IntakeResult {
  const command = text.replace(/^\s*[$%] /, '');
  const pipe = unquotedAt(command, '|');
  const warnings: string[] = [];
  let stdin: string | undefined;
  if (pipe !== -1) {
    const producer = shellWords(command.slice(0, pipe));
    stdin = producer.ok ? producerOutput(producer.words) : undefined;
    if (stdin === undefined) {
      return {
        ok: false,
        error: 'The body comes from a command whose output is unknown; paste the body itself.',
      };
    }
    if (stdin.endsWith('\n')) {
      warnings.push(
        'echo ends its output with a line feed, and HTTPie sends it: that line feed is part of the body.',
      );
    }
  }
  let http = pipe === -1 ? command : command.slice(pipe + 1);
  let hereString: string | undefined;
  const here = unquotedAt(http, '<<<');
  if (here !== -1) {
    const word = shellWords(http.slice(here + 3));
    if (!word.ok) return word;
    hereString = word.words[0] ?? '';
    http = http.slice(0, here);
  }
  const split = shellWords(http);
  if (!split.ok) return split;
  const [, ...args] = split.words;
  const headers: HeaderList = [];
  const data: string[] = [];
  let raw: string | undefined;
  let form = false;
  let method: string | undefined;
  let url: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--raw')) raw = arg.includes('=') ? arg.slice(6) : args[++i];
    else if (arg === '--form' || arg === '-f') form = true;
    else if (arg.startsWith('-')) continue;
    else if (method === undefined && url === undefined && /^[A-Za-z]+$/.test(arg))
      method = arg.toUpperCase();
    else if (url === undefined) url = arg;
    else {
      const item = splitItem(arg);
      if (!item) return { ok: false, error: `"${arg}" is not an HTTPie request item.` };
      // HTTPie sends `'Name: value'` with the value's leading spaces dropped (as HTTP does).
      if (item.sep === ':') headers.push([item.key, item.value.replace(/^[ \t]+/, '')]);
      else if (item.sep === ';') headers.push([item.key, '']);
      else if (item.sep === '=') data.push(`${pyString(item.key)}: ${pyString(item.value)}`);
      else if (item.sep === ':=') {
        const json = pyJson(item.value);
        if (json === undefined)
          return { ok: false, error: `${item.key}:= needs JSON; "${item.value}" is not.` };
        data.push(`${pyString(item.key)}: ${json}`);
      } else if (item.sep !== '==') {
        return { ok: false, error: `The item ${arg} reads a file; paste the body itself.` };
      }
    }
  }
  if (form && data.length > 0) {
    return {
      ok: false,
      error: 'The command sends a form (--form); the service takes a JSON body (spec 4).',
    };
  }
  if (data.some((item) => /^"[^"]*\[/.test(item))) {
    warnings.push(
      'A data item name holds "[": HTTPie 3 reads that as nested JSON, which the console does not rebuild.',
    );
  }
  if (hereString !== undefined) {
    warnings.push(
      "The body is a here-string (<<<): bash adds a line feed after it, which HTTPie sends. A proxy's HTTPie export (mitmproxy) writes the captured body this way, so it is read without that line feed; if this command was run as is, the line feed was sent and signed.",
    );
  }
  const body = raw ?? stdin ?? hereString ?? (data.length > 0 ? `{${data.join(', ')}}` : '');
  const intake = intakeFromHeaders('httpie', 'request', headers, body, warnings);
  if (hereString !== undefined) intake.suspectedArtifacts = ['trailing-newline'];
  intake.method = method ?? (body === '' ? 'GET' : 'POST');
  if (url !== undefined) intake.url = url;
  if (headerValue(headers, 'Content-Type') === undefined && body !== '')
    intake.fields.contentType = CONTENT_TYPE;
  return { ok: true, intake };
}

export const httpieReader: Reader<'httpie'> = {
  id: 'httpie',
  label: 'HTTPie command',
  detect: (ctx) => !ctx.json.ok && looksLikeHttpie(ctx.text),
  read: (ctx) => parseHttpie(ctx.text),
  framed: false,
  asks: 'an HTTPie command',
  whyNot: () => 'HTTPie: no "http" or "https" command at the start',
};

/**
 * A `fetch(url, init)` call as browsers copy it: Chrome's and Firefox's "Copy as fetch" and
 * "Copy as fetch (Node.js)" write `init` as a JSON object whose `body` is a JSON string, so the
 * body comes back byte for byte (spec 5.2 rule 1) and the headers by name (spec 5.1).
 */
import { intakeFromHeaders, type HeaderList } from '../headers.ts';
import type { Intake } from '../../types.ts';
import { readPrintedLiteral } from '../../unwrap/escapes.ts';
import { either, type Reader } from '../../locate/reader.ts';

const START = /\bfetch\(\s*("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')\s*,\s*\{/;

/** The index just past the `}` closing the object that opens at `open`, strings respected. */
function objectEnd(text: string, open: number): number | undefined {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  return undefined;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when the paste starts a `fetch("...", {` call (possibly after `await`). */
function looksLikeFetch(text: string): boolean {
  return START.test(text.slice(0, 4096));
}

/**
 * Reads a copied `fetch` call: the URL, `init.method`, `init.headers` and `init.body` (spec 5.1
 * headers, 5.2 raw body). Returns an error text when the call is there but cannot be read.
 */
function readFetchCall(text: string): Intake | string {
  const start = START.exec(text);
  if (!start) return 'No fetch("...", { ... }) call found.';
  const open = start.index + start[0].length - 1;
  const end = objectEnd(text, open);
  if (end === undefined) return 'The fetch call is cut short: its options object never closes.';
  let init: unknown;
  try {
    init = JSON.parse(text.slice(open, end));
  } catch {
    return 'The fetch options are not the JSON that DevTools writes (hand-written code?); paste the request as DevTools copies it, or its raw HTTP.';
  }
  if (!isObject(init)) return 'The fetch options are not an object.';
  const headers: HeaderList = isObject(init.headers)
    ? Object.entries(init.headers).map(([name, value]) => [name, String(value)])
    : [];
  const warnings: string[] = [];
  let body = '';
  if (typeof init.body === 'string') body = init.body;
  else if (init.body !== undefined && init.body !== null) {
    warnings.push('The fetch body is not a string, so its bytes are not in the paste.');
  }
  const intake = intakeFromHeaders('fetch', 'request', headers, body, warnings);
  intake.method = typeof init.method === 'string' ? init.method : 'GET';
  const url = readPrintedLiteral(start[1] as string);
  if (url !== undefined) intake.url = url;
  return intake;
}

export const fetchReader: Reader<'fetch'> = {
  id: 'fetch',
  label: 'fetch call (DevTools "Copy as fetch")',
  detect: (ctx) => !ctx.json.ok && looksLikeFetch(ctx.text),
  read: (ctx) => either(readFetchCall(ctx.text)),
  framed: false,
  asks: 'a DevTools fetch copy',
  whyNot: () => 'fetch: no fetch("...", {...}) call',
};

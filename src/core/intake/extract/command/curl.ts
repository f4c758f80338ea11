/**
 * curl commands pasted from a ticket or a browser's "Copy as cURL (bash)". The body is the
 * data option's text as curl sends it: curl sends a literal `-d` value unchanged (it strips
 * line breaks only when reading `-d @file`), so nothing is trimmed here either (spec 5.2).
 */
import { CONTENT_TYPE, USER_AGENT_HEADER } from '../../../protocol/headers.ts';
import {
  ACTION_TAKES_VALUE,
  CURL_OPTION,
  LONG_FLAGS,
  LONG_WITH_VALUE,
  SHORT_FLAGS,
  SHORT_WITH_VALUE,
} from './curl-options.ts';
import { shellWords } from './curl-words.ts';
import { headerValue, intakeFromHeaders, type HeaderList } from '../headers.ts';
import type { IntakeResult } from '../../types.ts';
import { type Reader } from '../../locate/reader.ts';
import { CURL_START, curlCommand } from './curl-start.ts';
import { BLANKS, trimRuns } from '../../../text/trim-runs.ts';

interface CurlRequest {
  method?: string;
  url?: string;
  headers: HeaderList;
  data: Array<{ text: string; json: boolean }>;
  get: boolean;
  head: boolean;
  /** The last `-A`/`--user-agent` value (curl uses the last one). */
  userAgent?: string;
  /** Lowercased names that `-H "Name:"` removes from the request. */
  removed: string[];
  warnings: string[];
}

const FILE_BODY = 'The body is in a file (@file); paste the body itself.';

/** Reads one `-H` value the way curl does: `Name: value`, or `Name;` for an empty value. */
function addHeader(request: CurlRequest, value: string): string | undefined {
  if (value.startsWith('@'))
    return 'The headers are in a file (-H @file); paste the headers themselves.';
  const match = /^([^:;]+)([:;])(.*)$/s.exec(value);
  if (!match) {
    request.warnings.push(`Ignored -H "${value}": a header needs "Name: value".`);
    return undefined;
  }
  const name = (match[1] as string).trim();
  const text = trimRuns(match[3] as string, BLANKS);
  if (match[2] === ':' && text === '') {
    request.warnings.push(
      `-H "${name}:" with nothing after the colon makes curl leave ${name} out of the request; curl sends an empty header only as "${name};".`,
    );
    request.removed.push(name.toLowerCase());
  } else {
    request.headers.push([name, match[2] === ';' ? '' : text]);
  }
  return undefined;
}

/** Applies one option curl's request depends on; returns an error when it cannot be followed. */
function apply(request: CurlRequest, action: string, value: string): string | undefined {
  switch (action) {
    case 'header':
      return addHeader(request, value);
    case 'data':
    case 'json':
      if (value.startsWith('@')) return FILE_BODY;
      request.data.push({ text: value, json: action === 'json' });
      return undefined;
    case 'data-raw':
      request.data.push({ text: value, json: false });
      return undefined;
    case 'data-urlencode':
      return '--data-urlencode encodes the data before sending, so the body sent differs from this text; paste the body itself.';
    case 'form':
      return 'The command sends a multipart form (-F); the service takes a raw JSON body (spec 4). Paste the body itself.';
    case 'upload':
      return 'The body is in a file (-T file); paste the body itself.';
    case 'config':
      return 'The options are in a curl config file (-K); paste the full command.';
    case 'request':
      request.method = value;
      return undefined;
    case 'user-agent':
      request.userAgent = value;
      return undefined;
    case 'url':
      request.url ??= value;
      return undefined;
    case 'get':
      request.get = true;
      return undefined;
    case 'head':
      request.head = true;
      return undefined;
  }
  return undefined;
}

/**
 * The User-Agent header `-A` adds, as curl(1) sends it: none for `-A ""`, a blank one for
 * `-A " "`, and none when `-H` names User-Agent, since a custom header replaces curl's own
 * (`-H "User-Agent:"` removes it). It names the sender's stack for the spec 5.5 hints.
 */
function agentFromOption(request: CurlRequest): string | undefined {
  const agent = request.userAgent;
  if (agent === undefined || agent === '') return undefined;
  const named = (name: string) => name.toLowerCase() === USER_AGENT_HEADER.toLowerCase();
  if (request.headers.some(([name]) => named(name)) || request.removed.some(named))
    return undefined;
  return trimRuns(agent, BLANKS);
}

/** Joins the data options as curl does: `&` between `-d` values, nothing between `--json`s. */
function joinData(data: CurlRequest['data']): string {
  return data
    .map((piece, i) => (i === 0 ? '' : piece.json && data[i - 1]?.json ? '' : '&') + piece.text)
    .join('');
}

/** Reads the option words after `curl`; returns an error message when one cannot be followed. */
function readOptions(request: CurlRequest, args: string[]): string | undefined {
  const valueAfter = (i: number, name: string) =>
    i < args.length ? { value: args[i] as string } : { error: `${name} needs a value.` };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--') && arg !== '--') {
      const action = CURL_OPTION[arg];
      if (action && ACTION_TAKES_VALUE.has(action)) {
        const next = valueAfter(++i, arg);
        const error = next.error ?? apply(request, action, next.value as string);
        if (error) return error;
      } else if (action) apply(request, action, '');
      else if (LONG_WITH_VALUE.has(arg)) i++;
      else if (!LONG_FLAGS.has(arg) && !arg.startsWith('--no-')) {
        request.warnings.push(`Ignored the option ${arg}, which the console does not know.`);
      }
    } else if (arg.startsWith('-') && arg.length > 1 && arg !== '--') {
      // A cluster of short options (-sSL, -XPOST, -H"X: y"): an option that takes a value takes
      // the rest of the word, or the next word when nothing is left.
      for (let j = 1; j < arg.length; j++) {
        const letter = arg[j] as string;
        const action = CURL_OPTION[`-${letter}`];
        if (action ? ACTION_TAKES_VALUE.has(action) : SHORT_WITH_VALUE.has(letter)) {
          const glued = arg.slice(j + 1);
          const next = glued === '' ? valueAfter(++i, `-${letter}`) : { value: glued };
          const error = next.error ?? (action && apply(request, action, next.value as string));
          if (error) return error;
          break;
        }
        if (action) apply(request, action, '');
        else if (!SHORT_FLAGS.has(letter)) {
          request.warnings.push(`Ignored the option -${letter}, which the console does not know.`);
        }
      }
    } else {
      const urls = arg === '--' ? args.slice(i + 1) : [arg];
      for (const url of urls) {
        if (request.url === undefined) request.url = url;
        else request.warnings.push(`Only the first URL is read; "${url}" was ignored.`);
      }
      if (arg === '--') break;
    }
  }
  return undefined;
}

/**
 * Parses a bash curl command into the signed request fields (spec 5.1 headers, 5.2 raw body):
 * `-H`, the data options (several joined as curl joins them, with a warning), `-X`, the URL,
 * and `-A` as the User-Agent header curl sends.
 * Harmless flags are skipped; a body in a file (`-d @file`) is an error, since it cannot be read.
 * A Windows cmd copy (`^` escapes) is read by `parseCmdCurl`.
 */
export function parseCurl(command: string): IntakeResult {
  const split = shellWords(command);
  if (!split.ok) return split;
  return parseCurlWords(split.words, split.warnings, 'curl');
}

/**
 * curl(1) "--json": data sent as with --data-binary, and the headers "Content-Type:
 * application/json" and "Accept: application/json" unless the command sets its own.
 */
function addJsonHeaders(request: CurlRequest): void {
  if (!request.data.some((piece) => piece.json)) return;
  for (const name of ['Content-Type', 'Accept']) {
    if (headerValue(request.headers, name) === undefined) {
      request.headers.push([name, 'application/json']);
    }
  }
}

/**
 * Reads curl's words, however the shell split them (bash, cmd), into the signed request fields
 * (spec 5.1 headers, 5.2 raw body). The first word must be `curl` or `curl.exe`.
 */
export function parseCurlWords(
  words: string[],
  shellWarnings: string[],
  format: 'curl' | 'curl-cmd' | 'curl-powershell',
): IntakeResult {
  const [program, ...args] = words;
  if (!program || !/^curl(\.exe)?$/i.test(program)) {
    return { ok: false, error: 'This is not a curl command: it does not start with "curl".' };
  }
  const request: CurlRequest = {
    headers: [],
    data: [],
    get: false,
    head: false,
    removed: [],
    warnings: [...shellWarnings],
  };
  const error = readOptions(request, args);
  if (error) return { ok: false, error };
  addJsonHeaders(request);
  const agent = agentFromOption(request);
  // curl writes its own User-Agent before the custom headers.
  if (agent !== undefined) request.headers.unshift([USER_AGENT_HEADER, agent]);
  const { data, warnings } = request;
  let body = joinData(data);
  if (data.length > 1) {
    warnings.push(
      `The command has ${data.length} data options; curl joins them into one body (with "&" between -d values), and that joined text is the body here.`,
    );
  }
  if (request.get && data.length > 0) {
    warnings.push(
      'With -G curl puts the data in the URL query, not in the body; the body is empty.',
    );
    body = '';
  }
  const intake = intakeFromHeaders(format, 'request', request.headers, body, warnings);
  intake.method = request.method ?? (request.head ? 'HEAD' : data.length > 0 ? 'POST' : 'GET');
  if (request.url !== undefined) intake.url = request.url;
  if (
    headerValue(request.headers, 'Content-Type') === undefined &&
    data.length > 0 &&
    !request.get
  ) {
    // --json sets the JSON content type, whatever -d options sit beside it.
    const json = data.some((piece) => piece.json);
    intake.fields.contentType = json ? CONTENT_TYPE : 'application/x-www-form-urlencoded';
    if (!json) {
      warnings.push(
        `No Content-Type header: with -d curl sends "application/x-www-form-urlencoded", and the service only accepts ${CONTENT_TYPE} (spec 5.1).`,
      );
    }
  }
  return { ok: true, intake };
}

export const curlReader: Reader<'curl'> = {
  id: 'curl',
  label: 'curl command',
  detect: (ctx) => CURL_START.test(ctx.text),
  read: (ctx) => parseCurl(curlCommand(ctx.text)),
  framed: false,
  asks: 'a curl command (bash, cmd)',
  whyNot: () => 'curl: no "curl" command at the start',
};

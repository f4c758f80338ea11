/**
 * PowerShell requests pasted from a ticket: `Invoke-WebRequest` or `Invoke-RestMethod` (or
 * `iwr`, `irm`) with `-Headers @{...}`, `-ContentType` and `-Body`, as people write them and as
 * Chromium DevTools' "Copy as PowerShell" writes them (a `$session = New-Object ...` prelude,
 * `-UseBasicParsing`, `-Body ([System.Text.Encoding]::UTF8.GetBytes("..."))` for non-ASCII).
 */
import { intakeFromHeaders, type HeaderList } from '../headers.ts';
import { readValue, skipBlank, type PsCursor, type PsValue } from './powershell-values.ts';
import type { IntakeResult } from '../../types.ts';
import { type Reader } from '../../locate/reader.ts';

const COMMAND = /^(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm)$/i;

/** True when the paste calls Invoke-WebRequest or Invoke-RestMethod (or their aliases). */
function looksLikePowerShell(text: string): boolean {
  return /(?:^|[;|=(])[ \t]*(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm)(?=[\s`]|$)/im.test(
    text,
  );
}

/** The parameters of Invoke-WebRequest that take a value (a prefix of one names it too). */
const WITH_VALUE = [
  'uri',
  'method',
  'headers',
  'body',
  'contenttype',
  'websession',
  'sessionvariable',
  'useragent',
  'timeoutsec',
  'outfile',
  'infile',
  'credential',
  'proxy',
  'proxycredential',
  'maximumredirection',
  'transferencoding',
  'form',
  'certificate',
  'certificatethumbprint',
  'authentication',
  'token',
  'statuscodevariable',
  'responseheadersvariable',
  'httpversion',
  'custommethod',
  'erroraction',
  'maximumretrycount',
  'retryintervalsec',
  'connectiontimeoutseconds',
];

function parameterName(word: string): string {
  const name = word.slice(1).toLowerCase();
  return (
    WITH_VALUE.find((known) => known === name) ?? WITH_VALUE.find((k) => k.startsWith(name)) ?? name
  );
}

interface Call {
  params: Map<string, PsValue>;
  positional: PsValue[];
}

/** Reads a call's arguments up to the end of its statement. */
function readCall(c: PsCursor): Call {
  const call: Call = { params: new Map(), positional: [] };
  for (;;) {
    skipBlank(c);
    const ch = c.src[c.pos];
    if (ch === undefined || ch === '\n' || ch === '\r' || ch === ';' || ch === '|') return call;
    const at = c.pos;
    const word = readValue(c, ':');
    // A character no value starts with (a stray bracket) is stepped over, so reading ends.
    if (c.pos === at) c.pos++;
    if (word.type === 'word' && /^-[A-Za-z]/.test(word.text)) {
      const name = parameterName(word.text);
      if (c.src[c.pos] === ':') c.pos++;
      else if (!WITH_VALUE.includes(name)) continue;
      skipBlank(c);
      call.params.set(name, readValue(c));
    } else call.positional.push(word);
  }
}

const isCommand = (value: PsValue) => value.type === 'word' && COMMAND.test(value.text);

/** Reads the statements of a script: assignments into `vars`, and the web request call. */
function readScript(c: PsCursor, vars: Map<string, PsValue>): Call | undefined {
  let call: Call | undefined;
  while (c.pos < c.src.length) {
    skipBlank(c, true);
    let first = readValue(c, '=');
    skipBlank(c);
    if (first.type === 'variable' && c.src[c.pos] === '=') {
      c.pos++;
      skipBlank(c);
      const name = first.name;
      first = readValue(c);
      if (!isCommand(first)) vars.set(name, first);
    }
    if (isCommand(first)) call = readCall(c);
    // Skip the rest of the statement (a pipeline, a New-Object, a cookie line).
    while (c.pos < c.src.length && !'\n;'.includes(c.src[c.pos] as string)) {
      if (c.src[c.pos] === '`' && /^`\r?\n/.test(c.src.slice(c.pos, c.pos + 3))) c.pos += 2;
      else c.pos++;
    }
  }
  return call;
}

/** Resolves a variable to what the script assigned it. */
const resolve = (value: PsValue | undefined, vars: Map<string, PsValue>) =>
  value?.type === 'variable' ? (vars.get(value.name) ?? value) : value;

const textOf = (value: PsValue | undefined) =>
  value?.type === 'text' || value?.type === 'word' ? value.text : undefined;

/**
 * Parses a PowerShell Invoke-WebRequest or Invoke-RestMethod call into the
 * signed fields: headers from `-Headers` (spec 5.1), `-ContentType`, and the raw body from
 * `-Body` (spec 5.2), following `$variables` the script assigned. A body built by running code
 * (`ConvertTo-Json`) cannot be read exactly and is refused.
 */
export function parsePowerShell(script: string): IntakeResult {
  const c: PsCursor = { src: script, pos: 0, warnings: [] };
  const vars = new Map<string, PsValue>();
  const call = readScript(c, vars);
  if (!call) {
    return { ok: false, error: 'No Invoke-WebRequest or Invoke-RestMethod call was found.' };
  }
  const warnings = [...new Set(c.warnings)];
  const headers: HeaderList = [];
  const table = resolve(call.params.get('headers'), vars);
  if (table?.type === 'table') {
    for (const [name, value] of table.entries) {
      const text = textOf(resolve(value, vars));
      if (text === undefined)
        warnings.push(`The header ${name} is not plain text; it was skipped.`);
      else headers.push([name, text]);
    }
  } else if (table) warnings.push('-Headers is not a @{...} table the console can read.');
  const contentType = textOf(resolve(call.params.get('contenttype'), vars));
  if (contentType !== undefined) headers.push(['Content-Type', contentType]);
  const body = resolve(call.params.get('body'), vars);
  if (body && body.type !== 'text') {
    return {
      ok: false,
      error: `-Body is ${body.type === 'other' ? `"${body.text.slice(0, 60)}"` : 'not a string'}, which PowerShell computes when it runs (ConvertTo-Json re-serializes); the exact bytes sent are unknown. Paste the body text itself.`,
    };
  }
  const rawBody = body?.text ?? '';
  const utf8Bytes = /GetBytes\(/i.test(script);
  if (!utf8Bytes && /[^\t\n\r -~]/.test(rawBody) && !/charset=utf-8/i.test(contentType ?? '')) {
    warnings.push(
      'The body holds non-ASCII characters in a plain string: Windows PowerShell 5.1 sends such a -Body as ISO-8859-1 unless -ContentType names charset=utf-8, so the bytes sent may not be the UTF-8 signed. DevTools writes [System.Text.Encoding]::UTF8.GetBytes(...) for that reason.',
    );
  }
  const intake = intakeFromHeaders('powershell', 'request', headers, rawBody, warnings);
  intake.method = (textOf(resolve(call.params.get('method'), vars)) ?? 'GET').toUpperCase();
  const uri = textOf(resolve(call.params.get('uri') ?? call.positional[0], vars));
  if (uri !== undefined) intake.url = uri;
  if (body && intake.method === 'GET') {
    warnings.push('The call has a -Body but no -Method POST: PowerShell sends a GET.');
  }
  return { ok: true, intake };
}

export const powershellReader: Reader<'powershell'> = {
  id: 'powershell',
  label: 'PowerShell Invoke-WebRequest',
  detect: (ctx) => !ctx.json.ok && looksLikePowerShell(ctx.text),
  read: (ctx) => parsePowerShell(ctx.text),
  framed: false,
  asks: 'a PowerShell Invoke-WebRequest',
  whyNot: () => 'PowerShell: no Invoke-WebRequest or Invoke-RestMethod',
};

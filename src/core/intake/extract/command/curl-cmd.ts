/**
 * curl commands copied for Windows cmd: Chromium's and Firefox's "Copy as cURL (cmd)" wrap every
 * argument in `^"...^"`, put `\` before `\` and `"`, put `^` before every other character cmd
 * could act on, and write a line feed in the body as `^` and two line breaks. cmd removes the
 * carets; the C runtime then splits the words at its quotes (Microsoft "Parsing C++ command-line
 * arguments"). Both steps are undone here, in that order.
 */
import { parseCurlWords } from './curl.ts';
import type { IntakeResult } from '../../types.ts';
import { type Reader } from '../../locate/reader.ts';
import { CURL_START } from './curl-start.ts';
import { cmdCommandIn, devtoolsCopy, firefoxBackslashes, type Backslashes } from './cmd-copy.ts';

/**
 * True when `text` is a curl command written for cmd (caret escapes or continuations), or
 * `curl.exe` with no single-quoted word: Windows' curl reads its words by the C runtime's rules.
 */
function looksLikeCmdCurl(text: string): boolean {
  return (
    // A `^"` opens a cmd word only before any single-quoted word (cmd has no single quotes).
    /^\s*curl(\.exe)?\s[^\n']*?\s\^"/i.test(text) ||
    /\s\^\r?\n/.test(text) ||
    (/^\s*curl\.exe\s/i.test(text) && !/\s'/.test(text))
  );
}

/**
 * What cmd.exe does to the line before the program sees it: `^x` becomes `x` outside quotes, a
 * `^` before a line break joins the next line and keeps its first character as it is (DevTools
 * writes a line feed as `^` and two line breaks for that reason). cmd drops carriage returns.
 * A DevTools copy is read as the inverse of its escaping, where every `^` escapes.
 */
function cmdUnescape(text: string, devtools = false): string {
  const input = text.replace(/\r\n/g, '\n');
  let out = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as string;
    // DevTools puts `^` before every character it is not sure of, inside its quotes too.
    if (c === '^' && (!quoted || devtools)) {
      const next = input[i + 1];
      if (next === '\n') {
        // The character after the continuation is taken literally, even a line feed.
        if (i + 2 < input.length) out += input[i + 2];
        i += 2;
      } else if (next !== undefined) {
        out += next;
        i++;
      }
    } else {
      if (c === '"') quoted = !quoted;
      out += c;
    }
  }
  return out;
}

/**
 * Splits a command line into words as the Microsoft C runtime does: white space separates
 * words outside quotes, `"` toggles quoting, `""` inside quotes is one `"`, and backslashes are
 * literal unless they come before a `"` (2n of them give n and a quote; 2n+1 give n and a
 * literal `"`). `devtools` reads DevTools' own escaping instead, where every `\` was doubled
 * (Chromium's), or only `"` was escaped (`'firefox'`, Firefox's curl.js).
 */
export function crtWords(line: string, devtools: boolean | 'firefox'): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (c === '\\') {
      let n = 0;
      while (line[i + n] === '\\') n++;
      const quoteAfter = line[i + n] === '"';
      if (devtools === 'firefox') {
        // Firefox doubles no backslash: only the one before a quote escapes it.
        word += '\\'.repeat(quoteAfter ? n - 1 : n) + (quoteAfter ? '"' : '');
        i += n - 1 + (quoteAfter ? 1 : 0);
      } else if (devtools) {
        word += '\\'.repeat(Math.floor(n / 2)) + (n % 2 === 1 && quoteAfter ? '"' : '');
        if (n % 2 === 1 && !quoteAfter) word += '\\';
        i += n - 1 + (n % 2 === 1 && quoteAfter ? 1 : 0);
      } else if (quoteAfter) {
        word += '\\'.repeat(Math.floor(n / 2)) + (n % 2 === 1 ? '"' : '');
        i += n - 1 + (n % 2 === 1 ? 1 : 0);
      } else {
        word += '\\'.repeat(n);
        i += n - 1;
      }
      inWord = true;
    } else if (c === '"') {
      if (quoted && line[i + 1] === '"') {
        word += '"';
        i++;
      } else quoted = !quoted;
      inWord = true;
    } else if (!quoted && /[ \t\n]/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** The other reading of a Firefox copy whose backslashes could be either form's. */
function otherFirefoxReading(command: string) {
  if (devtoolsCopy(command) !== 'firefox' || firefoxBackslashes(command)) return undefined;
  const single = parseCmdCurl(command, 'single');
  const doubled = parseCmdCurl(command, 'doubled');
  if (!single.ok || !doubled.ok) return undefined;
  return single.intake.fields.rawBody === doubled.intake.fields.rawBody ? undefined : single.intake;
}

/**
 * Parses a curl command copied for Windows cmd (spec 5.1 headers, 5.2 body):
 * DevTools' `^"...^"` form exactly as the browser sent it, or a hand-written cmd command by the
 * C runtime's rules. cmd cannot carry a carriage return, so a CR LF body arrives as LF.
 */
export function parseCmdCurl(command: string, backslashes?: Backslashes): IntakeResult {
  const devtools = devtoolsCopy(command);
  const input = devtools === 'firefox' ? command.replace(/"\^\r?\n\r?\n"/g, '\0') : command;
  const line = cmdUnescape(input.trim(), devtools !== false);
  if ((line.match(/"/g) ?? []).length % 2 === 1 && !devtools) {
    return {
      ok: false,
      error:
        'The cmd command has a double quote (") that is never closed; the paste may be cut short. Paste the whole command.',
    };
  }
  const warnings: string[] = [];
  // On the command as written: DevTools writes `%^NAME` so that cmd replaces nothing.
  if (/%[A-Za-z_][A-Za-z0-9_]*%/.test(command)) {
    warnings.push(
      'The command uses cmd variables (%NAME%); cmd would have replaced them, so the text here is not what was sent. They are kept as written.',
    );
  }
  const rule =
    devtools === 'firefox' &&
    (backslashes ?? firefoxBackslashes(command) ?? 'doubled') === 'doubled'
      ? true
      : devtools;
  const words = crtWords(line, rule).map((word) => word.replace(/\0/g, '\n'));
  const result = parseCurlWords(words, warnings, 'curl-cmd');
  if (result.ok && devtools && result.intake.fields.rawBody.includes('\n')) {
    // DevTools writes CR LF and LF alike as `^` and two line breaks.
    result.intake.warnings.push(
      'A cmd copy cannot hold a carriage return: DevTools writes a CR LF line break in the body as a plain line feed, so if the body had CR LF, the signed bytes differ from these.',
    );
    result.intake.suspectedArtifacts = ['crlf-to-lf'];
  }
  return result;
}

const cmdCurlIn = (text: string) => {
  const command = cmdCommandIn(text);
  if (command === undefined || !looksLikeCmdCurl(command)) return undefined;
  // Below prose, only a DevTools copy: a batch file's command is read once its lines are run.
  return CURL_START.test(text) || devtoolsCopy(command) !== false ? command : undefined;
};

export const curlCmdReader: Reader<'curl-cmd'> = {
  id: 'curl-cmd',
  label: 'curl command (Windows cmd)',
  detect: (ctx) => cmdCurlIn(ctx.text) !== undefined,
  read: (ctx) => parseCmdCurl(cmdCurlIn(ctx.text) ?? ctx.text),
  besides: (ctx) => {
    const command = cmdCurlIn(ctx.text);
    return command === undefined ? undefined : otherFirefoxReading(command);
  },
  framed: false,
  whyNot: () => 'curl: no "curl" command at the start',
};

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
import { CURL_START, curlCommand } from './curl-start.ts';

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
 */
function cmdUnescape(text: string): string {
  const input = text.replace(/\r\n/g, '\n');
  let out = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as string;
    if (c === '^' && !quoted) {
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
 * literal `"`). `devtools` reads DevTools' own escaping instead, where every `\` was doubled.
 */
export function crtWords(line: string, devtools: boolean): string[] {
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
      if (devtools) {
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

/**
 * Parses a curl command copied for Windows cmd (spec 5.1 headers, 5.2 body):
 * DevTools' `^"...^"` form exactly as the browser sent it, or a hand-written cmd command by the
 * C runtime's rules. cmd cannot carry a carriage return, so a CR LF body arrives as LF.
 */
export function parseCmdCurl(command: string): IntakeResult {
  const devtools = /^\s*curl(\.exe)?\s+\^"/i.test(command);
  const line = cmdUnescape(command.trim());
  if ((line.match(/"/g) ?? []).length % 2 === 1 && !devtools) {
    return {
      ok: false,
      error:
        'The cmd command has a double quote (") that is never closed; the paste may be cut short. Paste the whole command.',
    };
  }
  const warnings: string[] = [];
  if (/%[A-Za-z_][A-Za-z0-9_]*%/.test(line)) {
    warnings.push(
      'The command uses cmd variables (%NAME%); cmd would have replaced them, so the text here is not what was sent. They are kept as written.',
    );
  }
  const result = parseCurlWords(crtWords(line, devtools), warnings, 'curl-cmd');
  if (result.ok && devtools && result.intake.fields.rawBody.includes('\n')) {
    // DevTools writes CR LF and LF alike as `^` and two line breaks.
    result.intake.warnings.push(
      'A cmd copy cannot hold a carriage return: DevTools writes a CR LF line break in the body as a plain line feed, so if the body had CR LF, the signed bytes differ from these.',
    );
    result.intake.suspectedArtifacts = ['crlf-to-lf'];
  }
  return result;
}

export const curlCmdReader: Reader<'curl-cmd'> = {
  id: 'curl-cmd',
  label: 'curl command (Windows cmd)',
  detect: (ctx) => CURL_START.test(ctx.text) && looksLikeCmdCurl(curlCommand(ctx.text)),
  read: (ctx) => parseCmdCurl(curlCommand(ctx.text)),
  framed: false,
  whyNot: () => 'curl: no "curl" command at the start',
};

/**
 * How a DevTools copy for Windows cmd is written (read by extract/command/curl-cmd.ts), and
 * where a cmd command stands in a paste.
 */
import { CURL_START, curlCommand } from './curl-start.ts';

/**
 * Which browser's DevTools escaping a cmd command carries, if any. Firefox's curl.js
 * (escapeStringWin) writes `curl.exe ^"...^"`, escapes `"` as `\"` and doubles no backslash, and
 * writes a body's line feed as `"^` and two CR LF then `"` (taken out here as a NUL, which cmd
 * cannot carry, and put back after the words are split). Chromium's NetworkLogView
 * (escapeStringWin) doubles every `\`, writes `^"...^"` around a word with a line break and plain
 * `"..."` around others, with `^` before every character it is not sure of (`^\^"` for a quote).
 */
export function devtoolsCopy(command: string): boolean | 'firefox' {
  if (/^\s*curl\.exe\s+\^"/i.test(command)) return 'firefox';
  return (
    /^\s*curl(\.exe)?\s+\^"/i.test(command) ||
    (/^\s*curl\s+"[^\n]*\^/i.test(command) && /\^\\\^"|"\^[{[]/.test(command))
  );
}

export type Backslashes = 'doubled' | 'single';

/**
 * Whether a Firefox copy doubled its backslashes: curl.js did until its copy began to write a
 * line feed as `"^` and two CR LF then `"`; after that only a `\` before a `"` escapes. A run of
 * backslashes of odd length before anything but a quote can only be the later form's. Otherwise
 * the two read alike unless the body holds `\\`, and the other reading is offered beside.
 */
export function firefoxBackslashes(command: string): Backslashes | undefined {
  if (/"\^\r?\n\r?\n"/.test(command)) return 'single';
  const plain = command.replace(/\^([\s\S])/g, '$1');
  return /(?<!\\)(?:\\\\)*\\(?![\\"])/.test(plain) ? 'single' : undefined;
}

/**
 * The cmd command in a paste: from its start, or from the first line that starts with `curl`
 * below a line of prose (a ticket's "Copied from DevTools:"), through every line a `^` at the
 * end of the line before joins (cmd takes the character after `^` and its line break as is, so
 * an empty line after one belongs to the command too). Text after the command is not its.
 */
export function cmdCommandIn(text: string): string | undefined {
  if (CURL_START.test(text)) return curlCommand(text);
  const start = /(?:^|\n)[ \t]*curl(?:\.exe)?[ \t]/i.exec(text);
  if (!start) return undefined;
  const lines = text.slice(start.index).replace(/^\n/, '').split('\n');
  let end = 1;
  while (end < lines.length && /\^\r?$/.test(lines[end - 1] as string)) {
    end += (lines[end] as string).replace(/\r$/, '') === '' ? 2 : 1;
  }
  return lines.slice(0, end).join('\n').replace(/\r$/, '');
}

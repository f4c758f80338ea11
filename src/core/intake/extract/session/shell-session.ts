/**
 * A shell session around a curl command, as a terminal shows it (docs/verify-intake.md, "Families
 * read by cleaning and evidence"): the prompt the command was typed after, the lines that
 * continue it after their continuation prompt (bash's `> `, zsh's `quote> ` and `heredoc> `,
 * PowerShell's `>> `, cmd's `More? `), and the output and prompts around it, which are not the
 * command. The command is read by its shell's rules, told by the prompt: PowerShell's
 * `PS C:\>`, cmd's `C:\>`, fish's default `user@host ~/dir> `, bash's or zsh's otherwise. A body
 * the command sends from a file or its standard input is the one the session shows
 * (locate/shell-bodies.ts).
 */
import { type Reader } from '../../locate/reader.ts';
import { dataSources, shellBodies } from '../../locate/shell-bodies.ts';
import type { IntakeResult } from '../../types.ts';
import { parseCmdCurl } from '../command/curl-cmd.ts';
import { parseCurlWords } from '../command/curl.ts';
import { parseCurl } from '../command/curl.ts';
import { powershellWords } from '../command/curl-powershell.ts';
import { fishWords } from '../command/fish-words.ts';
import { normaliseBash } from '../command/curl-words.ts';

type Shell = 'bash or zsh' | 'fish' | 'PowerShell' | 'cmd';

const PROMPTS: Array<[Shell, RegExp]> = [
  ['PowerShell', /^PS [^\n>]*> ?/],
  ['cmd', /^[A-Z]:\\[^\n>]*>/],
  ['fish', /^[\w.-]+@[\w.-]+ [^\n$#%>]*> /],
  ['bash or zsh', /^(?:[\w.-]+@[\w.-]+(?:[: ][^\n$#%>]*)?[$#%] ?|➜ +\S+ |[$%#❯] )/],
];
const CURL_AFTER = /^(?:[^\n|]*\|\s*)?(?:&\s*)?curl(?:\.exe)?\s/i;
const CONTINUATION_PROMPT = /^(?:>> ?|More\? ?|[a-z]*> )/;
const CONTINUES: Record<Shell, RegExp> = {
  'bash or zsh': /\\$/,
  fish: /\\$/,
  PowerShell: /`$/,
  cmd: /\^$/,
};

/** The first line where a prompt stands before a curl command, with its shell. */
function commandLine(lines: string[]): { at: number; shell: Shell; rest: string } | undefined {
  for (const [at, line] of lines.slice(0, 2000).entries()) {
    for (const [shell, prompt] of PROMPTS) {
      const m = prompt.exec(line);
      if (m && CURL_AFTER.test(line.slice(m[0].length)))
        return { at, shell, rest: line.slice(m[0].length) };
    }
  }
  return undefined;
}

/** Whether `text` leaves a quote open by its shell's rules. */
function quoteOpen(shell: Shell, text: string): boolean {
  if (shell === 'fish') return fishWords(text.replace(/\n/g, ' ')) === undefined;
  if (shell === 'PowerShell') return !powershellWords(text.replace(/\n/g, ' ')).ok;
  if (shell === 'cmd') return (text.match(/"/g) ?? []).length % 2 === 1;
  return normaliseBash(text).open !== 'plain';
}

/**
 * The command's text (its first line and the lines that continue it, their prompts left out) and
 * the index of the line after it.
 */
function commandText(
  lines: string[],
  at: number,
  shell: Shell,
  first: string,
): { command: string; next: number } {
  const head = first.replace(/\r$/, '');
  const out = [head];
  let i = at + 1;
  let length = head.length;
  // Bounded: a quote that never closes stops the command after 400 lines or 64 KiB.
  for (; i < lines.length && out.length < 400 && length < 1 << 16; i += 1) {
    const last = out[out.length - 1] as string;
    if (!CONTINUES[shell].test(last) && !quoteOpen(shell, out.join('\n'))) break;
    const line = (lines[i] as string).replace(/\r$/, '').replace(CONTINUATION_PROMPT, '');
    out.push(line);
    length += line.length + 1;
  }
  const text = out.join('\n');
  // A pipe's producer and a here-document's lines feed the body; curl's words are after `|`.
  const piped = text.search(/\|\s*(?:&\s*)?curl(?:\.exe)?\s/i);
  const curl = piped === -1 ? text : text.slice(text.indexOf('curl', piped));
  return { command: curl.replace(/\s<<[\s\S]*$/, ''), next: i };
}

/**
 * A session, not a bare command (which the curl readers take): a prompt other than a leading
 * `$ ` or `% `, or something after the command (its output, the next prompt).
 */
function isSession(text: string): boolean {
  const lines = text.split('\n', 2000);
  const found = commandLine(lines);
  if (!found) return false;
  if (found.at > 0 || !/^\s*[$%] /.test(text)) return true;
  const { next } = commandText(lines, found.at, found.shell, found.rest);
  return lines.slice(next).some((line) => line.trim() !== '');
}

const PLACEHOLDER = 'shell-session-body-from-the-session';

function parseFor(shell: Shell, command: string): IntakeResult {
  if (shell === 'cmd') return parseCmdCurl(command);
  if (shell === 'bash or zsh') return parseCurl(command);
  if (shell === 'fish') {
    const words = fishWords(command.replace(/\\\n/g, ''));
    return words
      ? parseCurlWords(words.words, [], 'curl')
      : { ok: false, error: 'The fish command has a quote that is never closed.' };
  }
  const split = powershellWords(command);
  return split.ok ? parseCurlWords(split.words, [], 'curl') : split;
}

function readSession(text: string): IntakeResult | undefined {
  const lines = text.split('\n');
  const found = commandLine(lines);
  if (!found) return undefined;
  let { command } = commandText(lines, found.at, found.shell, found.rest);
  const source = dataSources(command)[0];
  const body = source
    ? shellBodies(text).find((b) => b.option === source.option && b.source === source.source)
    : undefined;
  if (source && body) command = command.replace(`@${source.source}`, PLACEHOLDER);
  const result = parseFor(found.shell, command);
  // A command that cannot be read, or holds no signed header, is left to the other readers.
  if (!result.ok) return undefined;
  const { merchantId, timestamp, nonce, receivedSign } = result.intake.fields;
  if (![merchantId, timestamp, nonce, receivedSign].some((v) => v !== '')) return undefined;
  const { intake } = result;
  intake.format = 'shell-session';
  intake.formatDetail = found.shell;
  if (body) {
    intake.fields.rawBody = intake.fields.rawBody.replace(PLACEHOLDER, body.body);
    intake.warnings.unshift(
      `The body is ${body.how}${body.exact ? '' : '; nothing proves where it ends in the paste, so its bytes may differ from those signed'}.`,
    );
  }
  return result;
}

export const shellSessionReader: Reader<'shell-session'> = {
  id: 'shell-session',
  label: 'shell session',
  detect: (ctx) => isSession(ctx.text),
  read: (ctx) => readSession(ctx.text),
  framed: false,
  whyNot: () => 'shell session: no prompt before a curl command',
};

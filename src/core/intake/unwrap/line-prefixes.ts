/**
 * Layers that sit at the start of lines: what a terminal, a chat export, a logger or a container
 * runtime writes before each line of the message (docs/verify-intake.md, "Clean"). Each is
 * undone line by line and can be redone (`wrap`), so the round trip is tested like every unwrap
 * step. A prefix on every line is provably the wrapper's; where only some lines carry one, the
 * step says it cannot prove the bytes are unchanged.
 */
import { runBatchLines } from './batch-file.ts';
import { dedentRuns, indentRuns } from './documents/indented-blocks.ts';
import { repeatedPrefixStep } from './logs/repeated-prefix.ts';
import { prefixLines, type UnwrapStep } from './step.ts';

/** One kind of line prefix: its pattern (anchored at a line start) and a sample for `wrap`. */
interface LinePrefix {
  id: string;
  label: string;
  pattern: RegExp;
  sample: string;
}

const PREFIXES: LinePrefix[] = [
  {
    id: 'container-timestamps',
    label: 'the timestamps kubectl logs --timestamps or docker logs -t put before each line',
    pattern: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:\d\d) /,
    sample: '2026-11-27T10:00:00.123456789Z ',
  },
  {
    id: 'journal-prefix',
    label: 'the date, host and unit journalctl puts before each line',
    pattern: /^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d [\w.-]+ [\w./@-]+(?:\[\d+\])?: /,
    sample: 'Nov 27 10:00:00 host app[123]: ',
  },
  {
    id: 'log-timestamp',
    label: "a logger's date, time and level before each line",
    pattern:
      /^\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?\]?(?: \[?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL)\]?)? /,
    sample: '2026-11-27 10:00:00,123 DEBUG ',
  },
  {
    id: 'chat-prefix',
    label: "a chat export's [time] Name: before each message",
    pattern: /^\[[^\]\n]{1,40}\] [^:\n[\]]{1,40}: /,
    sample: '[27/11/2026, 10:00:00] Alex: ',
  },
];

const lines = (text: string) => text.split('\n');
const nonBlank = (all: string[]) => all.filter((line) => line.trim() !== '');

/** How many non-blank lines carry the prefix, and whether the first one does. */
function coverage(prefix: LinePrefix, text: string): { hits: number; of: number; first: boolean } {
  const filled = nonBlank(lines(text));
  const hits = filled.filter((line) => prefix.pattern.test(line)).length;
  return { hits, of: filled.length, first: prefix.pattern.test(filled[0] ?? '') };
}

function prefixStep(prefix: LinePrefix): UnwrapStep {
  return {
    id: prefix.id,
    label: prefix.label,
    applies: (text) => {
      const { hits, first } = coverage(prefix, text);
      return first && hits >= 1;
    },
    undo: (text) =>
      lines(text)
        .map((line) => line.replace(prefix.pattern, ''))
        .join('\n'),
    wrap: (text) => prefixLines(text, prefix.sample),
    exact: (text) => {
      const { hits, of } = coverage(prefix, text);
      return hits === of;
    },
  };
}

/** The prompt a shell prints: bash, zsh, fish (`user@host ~/dir>`), PowerShell, cmd, `$ `. */
const PROMPT_AT = String.raw`(?:[\w.-]+@[\w.-]+(?:[: ][^\n$#%>]*)?[$#%>]|PS [A-Z]:\\[^>\n]*>|[A-Z]:\\[^>\n]*>|[$%#❯➜])(?: |(?=\S))`;
const FIRST_PROMPT = new RegExp(`^\\s*${PROMPT_AT}`);
/** A later line's prompt, only before a command: elsewhere `$ ` or `# ` may be the message's. */
const COMMAND_PROMPT = new RegExp(
  `^${PROMPT_AT}(?=(?:curl|curl\\.exe|http|https|wget|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|cat|echo|printf|export|set)\\b)`,
  'gm',
);

const promptStep: UnwrapStep = {
  id: 'shell-prompt',
  label: 'the shell prompt before the command (user@host ~/dir>, $, %, PS C:\\>)',
  applies: (text) => FIRST_PROMPT.test(text) && !/^\s*#{2,}/.test(text),
  undo: (text) => text.replace(FIRST_PROMPT, '').replace(COMMAND_PROMPT, ''),
  wrap: (text) => `user@host ~/shop> ${text}`,
};

/** A Windows batch file around curl.exe: `@echo off`, `REM`, `chcp`, `set`, and `%%` for a `%`. */
const batchStep: UnwrapStep = {
  id: 'batch-file',
  label:
    "a Windows batch file's @echo off, REM, chcp and set lines, its %VARIABLES% and doubled %%",
  applies: (text) =>
    /^@?echo off\r?$/im.test(text) ||
    (/^(?:@?rem\s|chcp \d+)/im.test(text) && /\bcurl/i.test(text)),
  undo: runBatchLines,
  wrap: (text) => `@echo off\r\nchcp 65001 >nul\r\n${text.replace(/%/g, '%%')}`,
  exact: () => false,
};

/** Indentation every non-blank line shares (a document's code block, journal continuations). */
const indentOf = (text: string) => {
  let common: string | undefined;
  for (const line of nonBlank(lines(text))) {
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    if (common === undefined || indent.length < common.length) common = indent;
    if (common === '') break;
  }
  return common ?? '';
};

/**
 * Indentation every line shares; or, where the lines around do not share it, the blocks a test
 * runner or a document indented under the line before them (indented-blocks.ts).
 */
const indentStep: UnwrapStep = {
  id: 'indent',
  label: 'indentation every line shares, or a block indented by a document or test runner',
  applies: (text) => indentOf(text) !== '' || indentRuns(lines(text)).length > 0,
  undo: (text) => {
    const width = indentOf(text).length;
    if (width === 0) return dedentRuns(lines(text), indentRuns(lines(text))).join('\n');
    return lines(text)
      .map((line) => (line.trim() === '' ? line.replace(/^[ \t]+/, '') : line.slice(width)))
      .join('\n');
  },
  wrap: (text) =>
    lines(text)
      .map((line) => (line === '' ? line : `    ${line}`))
      .join('\n'),
  // The least-indented line may have been indented in the message itself; only a test
  // runner's width is known.
  exact: (text) => {
    if (indentOf(text) !== '') return false;
    const runs = indentRuns(lines(text));
    return runs.length > 0 && runs.every((run) => run.exact);
  },
};

/** The line-prefix steps, in the order they are tried. */
export const LINE_STEPS: readonly UnwrapStep[] = [
  // The shape of a whole prefix first: a named pattern may match only its start.
  repeatedPrefixStep,
  ...PREFIXES.map(prefixStep),
  promptStep,
  batchStep,
  indentStep,
];

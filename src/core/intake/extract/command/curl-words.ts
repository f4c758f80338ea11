/**
 * Splits a pasted bash command into words with `shell-quote`, after doing the few things bash
 * does that shell-quote does not: line continuations, `\`` in double quotes, and catching an
 * unclosed quote (which shell-quote would silently repair, changing the body).
 */
import { parse } from 'shell-quote';
import { decodeAnsiC } from '../../unwrap/ansi-c.ts';

type QuoteState = 'plain' | 'single' | 'double' | 'ansi';

/** The command with bash's lexical clean-ups applied, and the quote left open at its end. */
export interface BashText {
  text: string;
  open: QuoteState;
  /** How many Unicode spaces other than space, tab and line breaks stood outside quotes. */
  oddSpaces: number;
}

/**
 * The `$'...'` at `at` decoded as bash decodes it (ansi-c.ts: `\nnn` and `\xHH` are bytes, which
 * shell-quote would read as code points) and single-quoted again, with the index of its closing
 * quote; undefined when it is not closed or its bytes are not UTF-8 (shell-quote then reads it).
 */
function ansiCAt(command: string, at: number): { text: string; end: number } | undefined {
  for (let i = at + 2; i < command.length; i++) {
    if (command[i] === '\\') i++;
    else if (command[i] === "'") {
      const decoded = decodeAnsiC(command.slice(at + 2, i));
      return decoded === undefined
        ? undefined
        : { text: `'${decoded.replace(/'/g, "'\\''")}'`, end: i };
    }
  }
  return undefined;
}

/** Length of a newline (LF or CR LF) at `at`, else 0. */
const newlineAt = (text: string, at: number) =>
  text[at] === '\n' ? 1 : text[at] === '\r' && text[at + 1] === '\n' ? 2 : 0;

/**
 * Applies bash's quote-aware clean-ups (bash manual 3.1.2) before shell-quote sees a pasted
 * command:
 * backslash-newline is removed outside single quotes, `\`` in double quotes becomes a backtick,
 * a `#` at the start of a word comments out the rest of the line (inside a word it is kept), and
 * an escaped Unicode space stays in its word. Reports a quote left open.
 */
export function normaliseBash(command: string): BashText {
  let text = '';
  let open: QuoteState = 'plain';
  let oddSpaces = 0;
  for (let i = 0; i < command.length; i++) {
    const c = command[i] as string;
    const next = command[i + 1] ?? '';
    if (open === 'single') {
      text += c;
      if (c === "'") open = 'plain';
    } else if (open === 'ansi') {
      // Inside $'...' a backslash escapes the next character, even a quote.
      text += c === '\\' ? c + next : c;
      if (c === '\\') i++;
      else if (c === "'") open = 'plain';
    } else if (c === '\\') {
      const continuation = newlineAt(command, i + 1);
      if (continuation > 0) {
        i += continuation;
      } else if (open === 'plain' && /[^\S \t]/.test(next)) {
        // shell-quote splits at any Unicode space even when escaped; bash keeps it in the word.
        text += `'${next}'`;
        i++;
      } else {
        text += open === 'double' && next === '`' ? '`' : c + next;
        i++;
      }
    } else if (open === 'double') {
      text += c;
      if (c === '"') open = 'plain';
    } else if (c === '#') {
      if (i === 0 || /\s/.test(command[i - 1] as string)) {
        // A comment runs to the end of the line; shell-quote would also swallow what follows.
        const end = command.indexOf('\n', i);
        i = end === -1 ? command.length : end - 1;
      } else {
        // Inside a word (a URL fragment) bash keeps '#'; shell-quote would start a comment.
        text += '\\#';
      }
    } else if (c === '$' && next === "'") {
      const quoted = ansiCAt(command, i);
      if (quoted) {
        text += quoted.text;
        i = quoted.end;
      } else {
        text += "$'";
        i++;
        open = 'ansi';
      }
    } else if (/[^\S \t\n\r]/.test(c)) {
      // A no-break or other Unicode space outside quotes is a space mangled by copying from a
      // web page or chat; bash would glue it into a word, but reading it as a space is kinder.
      text += ' ';
      oddSpaces++;
    } else {
      text += c;
      if (c === "'") open = 'single';
      else if (c === '"') open = 'double';
    }
  }
  return { text, open, oddSpaces };
}

/** The words of a command, or why it could not be split. */
export type ShellWords =
  { ok: true; words: string[]; warnings: string[] } | { ok: false; error: string };

const QUOTE_NAME: Record<QuoteState, string> = {
  plain: '',
  single: "a single quote (')",
  double: 'a double quote (")',
  ansi: "an ANSI-C quote ($'...')",
};

/**
 * Splits a pasted bash command into words as bash would, without expanding
 * anything, so a quoted body keeps its exact text (spec 5.2 rule 1): `$VAR` stays
 * literal text (a warning names such variables, since the shell would have replaced them).
 * Stops at the first control operator (`|`, `;`, `&`...) with a warning.
 */
export function shellWords(command: string): ShellWords {
  const bash = normaliseBash(command);
  if (bash.open !== 'plain') {
    return {
      ok: false,
      error: `The command has ${QUOTE_NAME[bash.open]} that is never closed; the paste may be cut short. Paste the whole command.`,
    };
  }
  const variables = new Set<string>();
  const keepLiteral = (key: string) => {
    if (key === '') return '$';
    variables.add(key);
    return bash.text.includes(`\${${key}}`) ? `\${${key}}` : `$${key}`;
  };
  let entries: ReturnType<typeof parse>;
  try {
    entries = parse(bash.text, keepLiteral);
  } catch (error) {
    return { ok: false, error: `The command is not valid shell: ${(error as Error).message}.` };
  }
  const words: string[] = [];
  const warnings: string[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      words.push(entry);
      continue;
    }
    if ('pattern' in entry) {
      words.push(entry.pattern);
      continue;
    }
    if ('op' in entry) {
      warnings.push(
        `Reading stopped at "${entry.op}": what follows is another command to the shell. If it belongs to a URL or body, quote that argument.`,
      );
    }
    break;
  }
  if (bash.oddSpaces > 0) {
    warnings.push(
      `The command holds ${bash.oddSpaces} no-break or other Unicode spaces outside quotes (copied from a web page or chat?); they were read as plain spaces.`,
    );
  }
  if (variables.size > 0) {
    const names = [...variables].map((name) => `$${name}`).join(', ');
    warnings.push(
      `The command uses shell variables (${names}) outside single quotes. A shell would have replaced them, so the text here is not what was sent; they are kept as written.`,
    );
  }
  return { ok: true, words, warnings };
}

/**
 * The body a curl command in a shell session sends from a file or its standard input
 * (docs/verify-intake.md, "Locate"): `-d @file` with `cat file` printed above it, `@-` fed by a
 * here-document, a here-string or `printf`/`echo` in a pipe. What curl does to the bytes follows
 * curl(1): `-d`, `--data` and `--data-ascii` strip carriage returns and line feeds from what they
 * read, `--data-binary` and `--json` send it as it is. The session is read as the terminal shows
 * it: a prompt before each command, bash's `> ` and zsh's `heredoc> ` before each line of a
 * here-document, and the mark zsh (`%`, `#`) or fish (`⏎`) prints after output that had no
 * final line break.
 */
import { shellWords } from '../extract/command/curl-words.ts';
import { fishWords } from '../extract/command/fish-words.ts';
import { decodeTextEscapes } from '../unwrap/escapes.ts';
import { BLANKS, trimStartRun } from '../../text/trim-runs.ts';

/** A body candidate (body-candidates.ts's shape): every one here is named by the command. */
export interface ShellBody {
  body: string;
  at: number;
  how: string;
  exact: boolean;
  named: true;
  /** The data option and what it names (a file, or `-` for standard input). */
  option: string;
  source: string;
}

/** A data option that reads a file (`@name`) or standard input (`@-`), and where it stands. */
export interface DataSource {
  option: string;
  source: string;
  at: number;
}

const DATA_SOURCE =
  /(?<![\w-])(?:(-d)[ \t]*|(--data(?:-ascii|-binary)?|--json)(?:=|[ \t]+))["']?@(-|[^\s"'|;&<>]+)/g;

export function dataSources(text: string): DataSource[] {
  const out: DataSource[] = [];
  for (const m of text.matchAll(DATA_SOURCE)) {
    if (out.length >= 8) break;
    out.push({ option: (m[1] ?? m[2]) as string, source: m[3] as string, at: m.index });
  }
  return out;
}

/** What curl sends of `read` for the option (curl(1), --data: "carriage returns and newlines will be stripped out"). */
const asSent = (option: string, read: string) =>
  option === '--data-binary' || option === '--json' ? read : read.replace(/[\r\n]/g, '');

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end;
};

/** The marks zsh (PROMPT_EOL_MARK, `%` or `#`) and fish (`⏎`) print after a last line that had no line feed. */
const EOL_MARK = /(⏎|[%#])\n$/;

/**
 * What `cat FILE` (or `type`, `Get-Content`) printed: the lines after the command up to the
 * prompt it was typed after, seen again. With a mark for a missing final line feed the mark is
 * left out, and the content as printed is offered after it, since a file may end in `%` itself.
 */
function catOutput(text: string, file: string, before: number): string[] {
  const base = file.replace(/^.*[\\/]/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cat = new RegExp(
    `^(.*?)\\b(?:cat|type|Get-Content|gc)[ \\t]+["']?(?:[^\\s"']*[\\\\/])?${base}["']?[ \\t]*$`,
    'gm',
  );
  let found: RegExpExecArray | undefined;
  for (const m of text.slice(0, before).matchAll(cat)) found = m;
  if (!found) return [];
  const from = found.index + found[0].length + 1;
  const prompt = (found[1] as string).trimStart();
  const stop =
    prompt.trim() !== '' ? text.indexOf(prompt, from) : lineStart(text, text.indexOf('curl', from));
  const content = text.slice(from, stop < from ? before : stop);
  const mark = EOL_MARK.exec(content);
  if (!mark) return [content];
  const unmarked = content.slice(0, -mark[0].length);
  return mark[1] === '⏎' ? [unmarked] : [unmarked, content];
}

/**
 * A here-document's lines after the line that opens it, up to its delimiter; a prompt the
 * terminal showed before every line (bash's PS2 `> `, zsh's `heredoc> `) is not in the body.
 */
function hereDocument(text: string, at: number): { read: string; how: string } | undefined {
  const line = text.slice(lineStart(text, at), lineEnd(text, at));
  const op = /(?<!<)<<(?!<)(-?)[ \t]*(['"]?)([\w.-]+)\2/.exec(line);
  if (!op) {
    // Found by hand: `<<<[ \t]*(.+)$` backtracks over blanks and is retried from every `<` of a run.
    const hereAt = line.indexOf('<<<');
    const here = hereAt === -1 ? '' : trimStartRun(line.slice(hereAt + 3), BLANKS);
    const word = here !== '' && !/[\r\u2028\u2029]/.test(here) ? shellWords(here) : undefined;
    return word?.ok && word.words.length > 0
      ? { read: `${word.words[0]}\n`, how: 'the here-string' }
      : undefined;
  }
  const rest = text.slice(lineEnd(text, at) + 1).split('\n');
  const delimiter = op[3] as string;
  const tabs = op[1] === '-' ? /^(?:[a-z]*> )?\t*/ : /^[a-z]*> /;
  const end = rest.findIndex((l) => l.replace(tabs, '').replace(/\r$/, '') === delimiter);
  if (end === -1) return undefined;
  const prompt = /^[a-z]*> /.exec(rest[end] as string)?.[0] ?? '';
  const lines = rest.slice(0, end);
  const prompted = prompt !== '' && lines.every((l) => l.startsWith(prompt));
  const body = lines.map((l) => (prompted ? l.slice(prompt.length) : l));
  const read = `${body.map((l) => (op[1] === '-' ? l.replace(/^\t+/, '') : l)).join('\n')}\n`;
  return { read, how: 'the here-document' };
}

/**
 * The here-document that wrote `file` above the command (`cat > file <<'EOF'`, `cat <<EOF >file`,
 * `tee file <<EOF`, a CI step's script): its lines and their final line feed are the file's bytes.
 */
function fileHereDocument(
  text: string,
  file: string,
  before: number,
): { read: string; how: string } | undefined {
  const name = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const writes = new RegExp(`(?:>[ \\t]*|\\btee[ \\t]+)["']?${name}["']?(?![\\w.-])`);
  let found: number | undefined;
  let tries = 0;
  for (let at = text.indexOf('<<'); at !== -1 && at < before && tries < 64; tries += 1) {
    const line = text.slice(lineStart(text, at), lineEnd(text, at));
    if (text[at + 2] !== '<' && writes.test(line)) found = at;
    at = text.indexOf('<<', lineEnd(text, at));
  }
  const doc = found === undefined ? undefined : hereDocument(text, found);
  return doc && doc.how === 'the here-document'
    ? { read: doc.read, how: `the here-document that wrote ${file}` }
    : undefined;
}

/** What `printf FORMAT ARGS` or `echo ARGS` writes, for the formats whose output is certain. */
function produced(words: string[], zsh: boolean): string[] {
  const [program, ...args] = words;
  if (program === 'printf' && args.length > 0) {
    const [format, ...rest] = args as [string, ...string[]];
    if (format === '%s') return [rest.join('')];
    if (format === '%s\\n') return [rest.map((a) => `${a}\n`).join('')];
    if (rest.length === 0 && !/%(?!%)/.test(format)) {
      const out = decodeTextEscapes(format.replace(/%%/g, '%'));
      return out === undefined ? [] : [out];
    }
    return [];
  }
  if (program !== 'echo') return [];
  const n = args[0] === '-n';
  const text = (n ? args.slice(1) : args).join(' ') + (n ? '' : '\n');
  // zsh's echo reads backslash escapes unless BSD_ECHO is set (zsh manual, "Shell Builtin Commands").
  const escaped = zsh ? decodeTextEscapes(text) : undefined;
  return escaped !== undefined && escaped !== text ? [text, escaped] : [text];
}

/** The program in a pipe that feeds the curl command at `at`: what it writes, by each shell's rules. */
function piped(text: string, at: number): string[] {
  const start = lineStart(text, at);
  const line = text.slice(start, at);
  const producer = /(?:^|[\s>$%#])((?:printf|echo)[ \t][\s\S]*)$/.exec(line)?.[1];
  if (!producer || !/\|\s*curl(?:\.exe)?\s/.test(line)) return [];
  const fishFirst = /^[^\n]*> /.test(line) || text.includes('⏎');
  const zsh = /^[^\n]*[%#] /.test(line) && !fishFirst;
  const bash = shellWords(producer.slice(0, producer.search(/\|\s*curl/)));
  const fish = fishWords(producer);
  const readings = [
    ...(bash.ok ? [produced(bash.words, zsh)] : []),
    ...(fish && fish.stop === '|' ? [produced(fish.words, false)] : []),
  ];
  if (fishFirst) readings.reverse();
  return [...new Set(readings.flat())];
}

/** The bodies the session's curl commands send from files and standard input. */
export function shellBodies(text: string): ShellBody[] {
  const out: ShellBody[] = [];
  for (const { option, source, at } of dataSources(text)) {
    const named = source === '-' ? 'standard input' : source;
    const reads: Array<{ read: string; how: string; exact: boolean }> = [];
    if (source === '-') {
      const doc = hereDocument(text, at);
      if (doc !== undefined) reads.push({ ...doc, exact: true });
      const pipes = piped(text, at);
      for (const read of pipes)
        reads.push({
          read,
          how: 'what the program piped into curl writes',
          exact: pipes.length === 1,
        });
    } else {
      const wrote = fileHereDocument(text, source, at);
      if (wrote !== undefined) reads.push({ ...wrote, exact: true });
      for (const read of catOutput(text, source, at))
        reads.push({ read, how: `the content of ${source} printed above`, exact: false });
    }
    for (const { read, how, exact } of reads) {
      const body = asSent(option, read);
      const said = `${how}, which ${option} @${named} sends`;
      out.push({ body, at, how: said, exact, named: true, option, source });
    }
  }
  return out;
}

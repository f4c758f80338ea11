/**
 * The requests of a `.http` file (JetBrains HTTP Client, VS Code REST Client, httpyac), each as
 * its client sends it. A line of three or more `#` separates requests (`### name` too); before
 * a request line stand comments (`#`, `//`, `# @name`), `@name = value` variables and a
 * `< {% ... %}` or `< ./script.js` pre-request script; after its headers and empty line comes
 * the body, which ends at a response handler (`> {% ... %}`, `> ./handler.js`), a response
 * reference (`<> ./file`), an output redirect (`>> ./file`), an httpyac assertion (`?? ...`) or
 * the next separator. Comment lines in the body are not sent and the blank lines at its end are
 * dropped: httpyac 6.16 sends it so (fixtures/files, captured), and REST Client's parser drops
 * comment lines and trailing empty lines too (vscode-restclient `src/utils/selector.ts`).
 */
import { BLANKS, trimEndRun, trimRuns, trimStartRun } from '../../../text/trim-runs.ts';

export interface HttpFileRequest {
  /** The `### name` or `# @name` the file gives the request, when it gives one. */
  name?: string;
  method: string;
  url: string;
  /** Header lines, comments left out, without their line ends. */
  headerLines: string[];
  /** The body's lines as the file holds them, without their line ends. */
  bodyLines: string[];
  /** Comment lines taken out of the body. */
  droppedComments: number;
  /** A `< ./file` line in the body: the body is read from a file the paste does not hold. */
  fromFile?: string;
}

// Titles and names are trimmed by hand (core/text/trim-runs.ts): blanks on both sides of a lazy
// capture backtrack over a long run of them.
const SEPARATOR = /^###(.*)$/;
const REQUEST_LINE =
  /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|CONNECT) +(\S+)(?: +HTTP\/[\d.]+)?[ \t]*$/;
const COMMENT = /^[ \t]*(?:#|\/\/)/;
const NAME_COMMENT = /^[ \t]*(?:#|\/\/)[ \t]*@name[ \t](.*)$/;
/** Lines after which the body is over: a handler, a response reference, a redirect, an assertion. */
const BODY_END = /^(?:> ?\{%|> +\S|<> |>>!? |\?\? )/;
const INPUT_FILE = /^<[ \t]+(\S.*)$/;
const MAX_REQUESTS = 200;

/** Skips a `{% ... %}` script block opened on `lines[i]`; the index of its last line. */
function scriptEnd(lines: string[], i: number): number {
  if (/%\}[ \t]*$/.test(lines[i] as string)) return i;
  let j = i + 1;
  while (j < lines.length && !/^[ \t]*%\}/.test(lines[j] as string)) j += 1;
  return j;
}

/** The body's lines from `from`: to its end mark, comments out, trailing blank lines dropped. */
function bodyFrom(
  lines: string[],
  from: number,
): Omit<HttpFileRequest, 'name' | 'method' | 'url' | 'headerLines'> {
  const bodyLines: string[] = [];
  let droppedComments = 0;
  let fromFile: string | undefined;
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (BODY_END.test(line)) break;
    if (COMMENT.test(line)) {
      droppedComments += 1;
      continue;
    }
    fromFile ??= inputFile(line);
    bodyLines.push(line);
  }
  while (bodyLines.length > 0 && (bodyLines[bodyLines.length - 1] as string).trim() === '') {
    bodyLines.pop();
  }
  return { bodyLines, droppedComments, ...(fromFile === undefined ? {} : { fromFile }) };
}

/** The name a `# @name` comment gives, if the line is one and names something. */
function nameComment(line: string): string | undefined {
  const match = NAME_COMMENT.exec(line);
  const name = match ? trimRuns(match[1] as string, BLANKS) : '';
  return name === '' ? undefined : name;
}

/** The file a `< path` line reads the body from, if the line is one. */
function inputFile(line: string): string | undefined {
  const match = INPUT_FILE.exec(line);
  return match ? trimEndRun(match[1] as string, BLANKS) : undefined;
}

/** The request of one section, if it has a request line. */
function readSection(lines: string[], title: string): HttpFileRequest | undefined {
  let name = title === '' ? undefined : title;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (/^< ?\{%/.test(line)) {
      i = scriptEnd(lines, i);
      continue;
    }
    // The separator's title names the request for people; `# @name` is its id for scripts.
    if (title === '') name = nameComment(line) ?? name;
    const request = REQUEST_LINE.exec(line);
    if (!request) continue;
    const headerLines: string[] = [];
    let at = i + 1;
    for (; at < lines.length && (lines[at] as string).trim() !== ''; at += 1) {
      if (BODY_END.test(lines[at] as string)) return undefined;
      if (!COMMENT.test(lines[at] as string)) headerLines.push(lines[at] as string);
    }
    return {
      ...(name === undefined ? {} : { name }),
      method: request[1] as string,
      url: request[2] as string,
      headerLines,
      ...bodyFrom(lines, at + 1),
    };
  }
  return undefined;
}

/** Every request of the file, in order (up to a bound, so a huge paste stays cheap). */
export function httpFileRequests(text: string): HttpFileRequest[] {
  const requests: HttpFileRequest[] = [];
  let section: string[] = [];
  let title = '';
  const close = () => {
    const request = readSection(section, title);
    if (request && requests.length < MAX_REQUESTS) requests.push(request);
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const separator = SEPARATOR.exec(line);
    if (!separator) {
      section.push(line);
      continue;
    }
    close();
    section = [];
    title = trimRuns(trimStartRun(separator[1] as string, '#'), BLANKS);
  }
  close();
  return requests;
}

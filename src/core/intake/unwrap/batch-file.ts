/**
 * What cmd.exe does to a batch file's lines before curl.exe sees them (cmd /?, set /?, call /?):
 * `set NAME=value` and `set "NAME=value"` define a variable, `%NAME%` in a later line is
 * replaced by its value when the line is read and `%%` becomes one `%`; the lines that only talk
 * to the console (`@echo off`, `echo ...`, `REM`, `::`, `chcp`, `setlocal`, `pause`...) send
 * nothing and are dropped. A `%NAME%` with no `set` in the file is left as written: its value
 * came from the environment, which the paste does not show.
 */

const CONSOLE_LINE =
  /^[ \t]*@?(?:(?:echo[ .\t]|rem[ \t]|::|chcp[ \t]|setlocal|endlocal|pause|title[ \t]|exit[ \t]).*|(?:echo|rem|cls|exit)[ \t]*)\r?$/i;
const SET_LINE =
  /^[ \t]*@?set[ \t]+(?:"([^=\r\n"]+)=([^\r\n]*)"|([^=\r\n"/ \t][^=\r\n]*)=([^\r\n]*?))\r?$/i;

/** A line with `%%` and `%NAME%` put in as cmd reads a batch file's line. */
function expandPercents(line: string, vars: Map<string, string>): string {
  let out = '';
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i] as string;
    if (c !== '%') {
      out += c;
      continue;
    }
    if (line[i + 1] === '%') {
      out += '%';
      i += 1;
      continue;
    }
    const close = line.indexOf('%', i + 1);
    const value = close === -1 ? undefined : vars.get(line.slice(i + 1, close).toUpperCase());
    if (value === undefined) out += c;
    else {
      out += value;
      i = close;
    }
  }
  return out;
}

/** The lines of a batch file as cmd hands them on: console lines dropped, variables put in. */
export function runBatchLines(text: string): string {
  const vars = new Map<string, string>();
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (CONSOLE_LINE.test(line)) continue;
    const set = SET_LINE.exec(line);
    if (set) {
      const name = (set[1] ?? set[3]) as string;
      vars.set(name.toUpperCase(), expandPercents((set[2] ?? set[4]) as string, vars));
      continue;
    }
    out.push(expandPercents(line, vars));
  }
  return out.join('\n');
}

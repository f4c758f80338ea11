// The shell rules intake follows to read a session, each against the shell's documented rules:
// fish's quoting, PowerShell's, cmd's batch-file expansion, and what curl's data options send.
import { describe, expect, it } from 'vitest';
import { powershellWords } from '../extract/command/curl-powershell.ts';
import { fishWords } from '../extract/command/fish-words.ts';
import { runBatchLines } from '../unwrap/batch-file.ts';
import { shellBodies } from './shell-bodies.ts';

describe('fish quoting (fish documentation, Quotes)', () => {
  it("reads \\' and \\\\ inside '...', and only those", () => {
    expect(fishWords(String.raw`printf '%s' 'it\'s a\\b \n' | curl`)).toMatchObject({
      words: ['printf', '%s', String.raw`it's a\b \n`],
      stop: '|',
    });
  });

  it('reads \\", \\$ and \\\\ inside "...", backslash escapes outside, and a continued line', () => {
    expect(fishWords('echo "a \\"q\\" \\$HOME \\n" x\\ty \\\n  z')?.words).toEqual([
      'echo',
      'a "q" $HOME \\n',
      'x\ty',
      'z',
    ]);
  });

  it('says nothing for a quote left open', () => {
    expect(fishWords("echo 'open")).toBeUndefined();
  });
});

describe('PowerShell quoting (about_Quoting_Rules, about_Parsing)', () => {
  it('reads \'\' in \'...\', `" and "" in "...", and a backtick-continued line after >>', () => {
    const split = powershellWords(
      'curl.exe -H "X-Note: a `"b`" ""c""" `\r\n>> --data-raw \'{"note":"Bob\'\'s `n"}\'',
    );
    expect(split).toEqual({
      ok: true,
      words: ['curl.exe', '-H', 'X-Note: a "b" "c"', '--data-raw', '{"note":"Bob\'s `n"}'],
      variables: false,
    });
  });

  it('flags $name outside single quotes, which PowerShell would have replaced', () => {
    const split = powershellWords('curl.exe -H "X-Sign: $sign" -d \'$kept\'');
    expect(split.ok && split.variables).toBe(true);
    expect(powershellWords("curl.exe -d '$kept'")).toMatchObject({ variables: false });
  });
});

describe("a batch file's lines as cmd hands them on (set /?, call /?)", () => {
  it('puts in %NAME% from set lines, %% as %, drops console lines, leaves unknown names', () => {
    const bat = [
      '@echo off',
      'REM signed by sign.ps1',
      ':: comment',
      'chcp 65001 >nul',
      'set MID=M1',
      'set "BODY=50%% off"',
      'echo Sending...',
      'curl.exe -H "X-MerchantID: %mid%" -d "%BODY%" %TEMP% 100%%',
      'pause',
    ].join('\r\n');
    expect(runBatchLines(bat)).toBe('curl.exe -H "X-MerchantID: M1" -d "50% off" %TEMP% 100%\r');
  });
});

describe('what curl sends from a file or standard input (curl(1), --data)', () => {
  const cat = (option: string, shown: string) =>
    shellBodies(`$ cat b.json\n${shown}$ curl -H 'X-Sign: s' ${option} @b.json`).map((b) => b.body);

  it('-d strips CR and LF from what cat printed; --data-binary keeps them', () => {
    expect(cat('-d', '{\r\n "a": 1\r\n}\n')).toEqual(['{ "a": 1}']);
    expect(cat('--data-binary', '{\n "a": 1\n}\n')).toEqual(['{\n "a": 1\n}\n']);
  });

  it("a file with no final line break: glued to the prompt, or marked by zsh's % or fish's ⏎", () => {
    expect(cat('--data-binary', '{"a":1}')).toEqual(['{"a":1}']);
    expect(cat('--data-binary', '{"a":1}⏎\n')).toEqual(['{"a":1}']);
    expect(cat('--data-binary', '{"a":1}%\n')).toEqual(['{"a":1}', '{"a":1}%\n']);
  });

  it("a here-document after bash's > or zsh's heredoc> prompt, <<- tabs, and a here-string", () => {
    const body = (text: string) => shellBodies(text).map((b) => b.body);
    expect(body('% curl --data-binary @- <<\'EOF\'\nheredoc> {"a":1}\nheredoc> EOF\n')).toEqual([
      '{"a":1}\n',
    ]);
    expect(body('$ curl --data-binary @- <<-END\n\t{"a":1}\n\tEND\n')).toEqual(['{"a":1}\n']);
    expect(body('$ curl --data-binary @- <<< \'{"a":1}\'')).toEqual(['{"a":1}\n']);
  });

  it('printf and echo piped into curl, by bash and by fish rules', () => {
    const body = (text: string) => shellBodies(text).map((b) => b.body);
    expect(body(`$ printf '%s' '{"a":"b"}' | curl -d @-`)).toEqual(['{"a":"b"}']);
    expect(body(`$ echo -n '{"a":"b"}' | curl --data-binary @-`)).toEqual(['{"a":"b"}']);
    expect(body(`$ echo '{"a":"b"}' | curl --data-binary @-`)).toEqual(['{"a":"b"}\n']);
    expect(
      body(String.raw`me@host ~> printf '%s' '{"a":"it\'s"}' | curl --data-binary @-`),
    ).toEqual([`{"a":"it's"}`]);
  });
});

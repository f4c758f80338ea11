/**
 * curl.exe typed in PowerShell (`PS C:\Users\alex> curl.exe ...`): its words follow PowerShell's
 * rules (about_Quoting_Rules, about_Parsing), not bash's: '...' is literal and `''` in it is one
 * quote; in "..." a backtick escapes (`` `" ``, `` `n ``) and `""` is one quote; outside quotes a
 * backtick escapes the next character, and before a line break it continues the command on the
 * next line, which the console shows after its `>> ` prompt. PowerShell 7.3 and later pass each
 * word to curl.exe as it is (PSNativeCommandArgumentPassing); `$name` is left as written, with a
 * warning, since PowerShell would have put a value there.
 */
import { type Reader } from '../../locate/reader.ts';
import type { IntakeResult } from '../../types.ts';
import { parseCurlWords } from './curl.ts';
import { wordBuilder } from './word-builder.ts';

const PS_PROMPT = /^\s*PS [^\n>]*> ?/;
const START = /^\s*(?:PS [^\n>]*> ?)?(?:& ?)?curl(?:\.exe)?\s/i;

const CONTINUED = /^[^\n]*`\r?\n(?:>> ?)?[ \t]*-/;

const BACKTICK: Record<string, string> = { n: '\n', r: '\r', t: '\t', '0': '\0', a: '\x07' };

/** The words of a PowerShell command from the start of `text`, or an error. */
export function powershellWords(
  text: string,
): { ok: true; words: string[]; variables: boolean } | { ok: false; error: string } {
  const w = wordBuilder();
  let quote: '' | "'" | '"' = '';
  let variables = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    const next = text[i + 1] ?? '';
    if (quote === "'") {
      if (c === "'" && next === "'") {
        w.add("'");
        i += 1;
      } else if (c === "'") quote = '';
      else w.add(c);
    } else if (quote === '"') {
      if (c === '`') {
        w.add(BACKTICK[next] ?? next);
        i += 1;
      } else if (c === '"' && next === '"') {
        w.add('"');
        i += 1;
      } else if (c === '"') quote = '';
      else {
        if (c === '$' && /[\w{(]/.test(next)) variables = true;
        w.add(c);
      }
    } else if (c === '`') {
      const lineBreak = /^\r?\n(?:>> ?)?/.exec(text.slice(i + 1));
      if (lineBreak) {
        w.end();
        i += lineBreak[0].length;
      } else {
        w.add(BACKTICK[next] ?? next);
        i += 1;
      }
    } else if (c === "'" || c === '"') {
      quote = c;
      w.begin();
    } else if (c === '\n' || c === '|' || c === ';') break;
    else if (c === ' ' || c === '\t' || c === '\r') w.end();
    else {
      if (c === '$' && /[\w{(]/.test(next)) variables = true;
      w.add(c);
    }
  }
  if (quote !== '') {
    return {
      ok: false,
      error: `The command has a ${quote === "'" ? "single (')" : 'double (")'} quote that is never closed; the paste may be cut short. Paste the whole command.`,
    };
  }
  w.end();
  const { words } = w;
  return { ok: true, words: words[0] === '&' ? words.slice(1) : words, variables };
}

function parsePowershellCurl(text: string): IntakeResult {
  const split = powershellWords(text.replace(PS_PROMPT, ''));
  if (!split.ok) return split;
  const warnings = split.variables
    ? [
        'The command uses PowerShell variables ($name) outside single quotes. PowerShell would have put their values in, so the text here is not what was sent; they are kept as written.',
      ]
    : [];
  return parseCurlWords(split.words, warnings, 'curl-powershell');
}

export const curlPowershellReader: Reader<'curl-powershell'> = {
  id: 'curl-powershell',
  label: 'curl.exe in PowerShell',
  // A PowerShell prompt before curl, or a backtick that ends curl's first line before an option.
  detect: (ctx) => START.test(ctx.text) && (PS_PROMPT.test(ctx.text) || CONTINUED.test(ctx.text)),
  read: (ctx) => parsePowershellCurl(ctx.text),
  framed: false,
  whyNot: () => 'curl.exe in PowerShell: no "PS C:\\>" prompt or backtick continuation before curl',
};

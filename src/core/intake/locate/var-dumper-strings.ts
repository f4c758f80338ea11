/**
 * A multi-line string as Symfony VarDumper's CliDumper prints it (Laravel's `dump()`/`dd()` in a
 * console; docs/verify-intake.md, "Locate"): CliDumper::dumpString splits the string at its line
 * feeds, writes `"""`, then each line with its own line feed shown as `\n` (control characters
 * as `\t`, `\n`, `\v`, `\f`, `\r`, `\e`, `\0`, others `\xHH`; quotes and backslashes as they are),
 * each indented by the hash depth's pad plus one more when nested, then `"""`. The line feeds
 * ending the lines are certain; an escape inside a line may be the control character or the
 * body's own backslash (CliDumper does not escape `\`), so both readings are offered and the
 * signature decides.
 */
import type { FoundBody as BodyCandidate } from './found-body.ts';

const OPEN = /^([ \t]*)(?:[^\n]{0,200}? => |[#+-][\w]{1,64}: )?"""$/gm;
const CONTROL: Record<string, string> = {
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  '0': '\0',
};

const decodeControls = (line: string) =>
  line.replace(
    /\\(?:([tnvfre0])|x([0-9A-F]{2}))/g,
    (_, c: string | undefined, hex: string | undefined) =>
      c !== undefined ? (CONTROL[c] as string) : String.fromCharCode(parseInt(hex as string, 16)),
  );

/** The lines of the block that opens after `from`, without their indent, and where it ends. */
function blockLines(
  text: string,
  from: number,
  indent: string,
): { lines: string[]; end: number } | undefined {
  const lines: string[] = [];
  let at = from;
  while (at < text.length && lines.length < 4096) {
    const eol = text.indexOf('\n', at);
    const line = text.slice(at, eol === -1 ? text.length : eol).replace(/\r$/, '');
    if (line.trim() === '"""') return { lines, end: at };
    if (!line.startsWith(indent)) return undefined;
    lines.push(line.slice(indent.length));
    if (eol === -1) break;
    at = eol + 1;
  }
  return undefined;
}

/** Every `"""` block of a VarDumper dump, decoded both ways when the two differ. */
export function varDumperStrings(text: string): BodyCandidate[] {
  if (!text.includes('"""')) return [];
  const out: BodyCandidate[] = [];
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(text); m && out.length < 16; m = OPEN.exec(text)) {
    const depthPad = m[1] as string;
    // A nested block's lines carry one more pad than its key; a top-level one's none.
    const keyed = m[0].trim() !== '"""';
    const indent = keyed ? `${depthPad}  ` : depthPad;
    const block = blockLines(text, m.index + m[0].length + 1, indent);
    if (!block || block.lines.length === 0) continue;
    const ends = block.lines.slice(0, -1).every((line) => line.endsWith('\\n'));
    if (!ends) continue;
    // The last piece holds no line feed of its own (a string ending in one closes right after).
    const feedsOnly = block.lines
      .map((line, i) => (i < block.lines.length - 1 ? `${line.slice(0, -2)}\n` : line))
      .join('');
    const decoded = decodeControls(block.lines.join(''));
    const exact = feedsOnly === decoded;
    const how = `the multi-line string VarDumper printed between """ (line feeds shown as \\n)`;
    out.push({ body: decoded, at: m.index, how, exact });
    if (!exact)
      out.push({
        body: feedsOnly,
        at: m.index,
        how: `${how}, its other escapes as written`,
        exact: false,
      });
    OPEN.lastIndex = block.end;
  }
  return out;
}

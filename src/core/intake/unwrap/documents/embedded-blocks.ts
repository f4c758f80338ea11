/**
 * A message that stands in one block of a longer text (docs/verify-intake.md, "Clean"): the
 * "> " quoted part of an e-mail under its own headers and "-----Original Message-----" (the
 * quoting a reply adds, RFC 3676 section 4.5), and the one fenced code block of a Markdown page
 * such as a GitHub issue, with its `<details>`/`<summary>` and headings around it (CommonMark,
 * "Fenced code blocks"). The block is taken out whole; the prose around it is not the message.
 */
import type { UnwrapStep } from '../step.ts';

const QUOTED = /^>/;
/** The line a mail client writes above the part it quotes: Outlook's, or "On ... wrote:". */
const ATTRIBUTION = /^(?:-{2,} ?Original Message ?-{2,}|On .{4,200} wrote:)\s*$/i;

/** The longest run of quoted lines, as [first, end) line indexes, when it is not every line. */
function quotedRun(lines: string[]): [number, number] | undefined {
  let best: [number, number] | undefined;
  for (let i = 0; i < lines.length;) {
    if (!QUOTED.test(lines[i] as string)) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < lines.length && QUOTED.test(lines[end] as string)) end += 1;
    if (!best || end - i > best[1] - best[0]) best = [i, end];
    i = end;
  }
  const all = lines.filter((line) => line.trim() !== '').length;
  if (!best || best[1] - best[0] < 3 || best[1] - best[0] >= all) return undefined;
  // A reply quotes under an attribution; a `> ` run without one is a tool's (curl -v's request).
  return lines.slice(0, best[0]).some((line) => ATTRIBUTION.test(line)) ? best : undefined;
}

/** The line break after a block's last line is not the block's: nor is its CR. */
const withoutLastCr = (text: string) => text.replace(/\r$/, '');

const quotedBlock: UnwrapStep = {
  id: 'quoted-block',
  label: 'the "> " quoting of the part of an e-mail that holds the message',
  applies: (text) => quotedRun(text.split('\n')) !== undefined,
  undo: (text) => {
    const lines = text.split('\n');
    const run = quotedRun(lines);
    if (!run) return undefined;
    const inner = lines.slice(...run).map((line) => line.replace(/^> ?/, ''));
    return withoutLastCr(inner.join('\n'));
  },
  wrap: (text) =>
    `Hi,\n\nsee below.\n\n-----Original Message-----\nFrom: ops@example.com\nSubject: query\n\n${text
      .split('\n')
      .map((line) => (line === '' ? '>' : `> ${line}`))
      .join('\n')}\n\nRegards`,
  exact: (text) => {
    const lines = text.split('\n');
    const run = quotedRun(lines);
    return !!run && lines.slice(...run).every((line) => /^(?:> |>\r?$)/.test(line));
  },
};

// A tilde fence's run ends where a non-tilde follows, so the info string cannot take its tildes.
const FENCE_LINE = /^[ \t]{0,3}(`{3,}|~{3,}(?!~))[^`\n]*$/;

/** The opening and closing line indexes of the text's one fenced block, when it has exactly one. */
function oneFence(lines: string[]): [number, number] | undefined {
  const fences: Array<[number, number]> = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE_LINE.exec((lines[i] as string).replace(/\r$/, ''));
    if (!open) continue;
    const mark = (open[1] as string)[0] as string;
    const width = (open[1] as string).length;
    const close = lines.findIndex(
      (line, j) => j > i && new RegExp(`^[ \\t]{0,3}\\${mark}{${width},}[ \\t]*\\r?$`).test(line),
    );
    if (close === -1) return undefined;
    fences.push([i, close]);
    i = close;
  }
  if (fences.length !== 1) return undefined;
  const [open, close] = fences[0] as [number, number];
  const outside = [...lines.slice(0, open), ...lines.slice(close + 1)];
  return outside.some((line) => line.trim() !== '') ? [open, close] : undefined;
}

const fencedBlock: UnwrapStep = {
  id: 'fenced-block',
  label: 'the one fenced code block of a Markdown page (```), without the text around it',
  applies: (text) => oneFence(text.split('\n')) !== undefined,
  undo: (text) => {
    const lines = text.split('\n');
    const fence = oneFence(lines);
    return fence ? withoutLastCr(lines.slice(fence[0] + 1, fence[1]).join('\n')) : undefined;
  },
  wrap: (text) =>
    `### Request\n\n<details>\n<summary>Request as logged</summary>\n\n\`\`\`http\n${text}\n\`\`\`\n\n</details>\n`,
};

/** The steps that take a message's block out of the text around it. */
export const EMBEDDED_STEPS: readonly UnwrapStep[] = [quotedBlock, fencedBlock];

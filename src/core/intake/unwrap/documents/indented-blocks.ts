/**
 * Blocks of lines indented deeper than the text around them, by the tool that printed them
 * rather than by the message (docs/verify-intake.md, "Clean"):
 * - a test runner's continuation lines: Go's testing package writes a t.Log entry as
 *   indentation, `file.go:line: ` and the message's first line, then every further line of the
 *   message with four more spaces (testing.go, `decorate`); a failed subtest's entries stand
 *   four spaces deeper per level. Its width is known, so undoing it is exact when every line
 *   kept it (a copy may trim a blank line's spaces).
 * - a document's literal block: reStructuredText's `::` paragraph and Markdown's indented code
 *   block, after a blank line, indented under the paragraph before it. Only the block that
 *   names the signed headers is taken, and its width is a guess (its least indented line may
 *   have been indented in the message itself).
 * The shared-indentation step (line-prefixes.ts) undoes them in place, the text around kept.
 */
import { signedNameCount } from '../signed-names.ts';

/** Lines [from, to) whose first `cut` characters are the tool's, not the message's. */
export interface IndentRun {
  from: number;
  to: number;
  cut: number;
  exact: boolean;
}

const GO_ENTRY = /^((?: {4})+)[\w.-]+\.go:\d+: /;
const widthOf = (line: string) => /^[ \t]*/.exec(line)?.[0].length ?? 0;
const blank = (line: string) => line.trim() === '';

/** The end of the run of lines from `from` that are blank or indented at least `width`. */
function runEnd(lines: string[], from: number, width: number): number {
  let end = from;
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (!blank(line) && widthOf(line) < width) break;
    if (!blank(line)) end = i + 1;
  }
  return end;
}

/** The continuation lines of each Go test log entry. */
function testRunnerRuns(lines: string[]): IndentRun[] {
  const runs: IndentRun[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const entry = GO_ENTRY.exec(lines[i] as string);
    if (!entry) continue;
    const cut = (entry[1] as string).length + 4;
    const end = runEnd(lines, i + 1, cut);
    if (end === i + 1) continue;
    const full = ' '.repeat(cut);
    const exact = lines.slice(i + 1, end).every((line) => line.startsWith(full));
    runs.push({ from: i + 1, to: end, cut, exact });
    i = end - 1;
  }
  return runs;
}

/** Indented blocks after a blank line under a paragraph, which name the signed headers. */
function documentRuns(lines: string[]): IndentRun[] {
  const runs: IndentRun[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (blank(line) || !blank(lines[i - 1] as string)) continue;
    let opener = i - 1;
    while (opener >= 0 && blank(lines[opener] as string)) opener -= 1;
    const outer = opener >= 0 ? widthOf(lines[opener] as string) : 0;
    if (opener < 0 || widthOf(line) <= outer) continue;
    const end = runEnd(lines, i, outer + 1);
    const block = lines.slice(i, end);
    const cut = block.reduce((min, l) => (blank(l) ? min : Math.min(min, widthOf(l))), Infinity);
    if (signedNameCount(block.join('\n')) >= 2) runs.push({ from: i, to: end, cut, exact: false });
    i = end - 1;
  }
  return runs;
}

/** The runs a test runner or a document indented: the runner's when it wrote any. */
export function indentRuns(lines: string[]): IndentRun[] {
  const runner = testRunnerRuns(lines);
  return runner.length > 0 ? runner : documentRuns(lines);
}

/** The lines with each run's indentation taken off (a blank line's whitespace with it). */
export function dedentRuns(lines: string[], runs: IndentRun[]): string[] {
  const out = [...lines];
  for (const run of runs) {
    for (let i = run.from; i < run.to; i += 1) {
      const line = out[i] as string;
      out[i] = blank(line) ? line.replace(/^[ \t]+/, '') : line.slice(run.cut);
    }
  }
  return out;
}

/**
 * A GitHub Actions run log as `gh run view --log` or `--log-failed` prints it (gh's
 * pkg/cmd/run/view: each line of the raw log after `job<TAB>step<TAB>`), the raw log's own
 * `2026-11-28T00:36:16.0003512Z ` timestamp after that (docs/verify-intake.md, "Clean"). Both are
 * the log's framing, not the step's output: they are taken off every line that carries them.
 * Lines above the first framed one (the `gh run view` command that printed the log) are kept.
 */
import type { UnwrapStep } from './step.ts';

const FRAME = /^[^\t\n]{1,200}\t[^\t\n]{1,200}\t\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z ?/;
const SAMPLE = 'build\tRun tests\t2026-11-27T10:00:00.0000000Z ';

/** Whether at least two of the first lines (or the only one) carry the framing: a bounded scan. */
function applies(text: string): boolean {
  const head = text.slice(0, 8192).split('\n', 20);
  const hits = head.filter((line) => FRAME.test(line)).length;
  return hits >= Math.min(2, head.length);
}

export const ghRunLogStep: UnwrapStep = {
  id: 'gh-run-log',
  label: 'the job, step and timestamp gh run view --log puts before each line of a run log',
  applies,
  undo: (text) =>
    text
      .split('\n')
      .map((line) => line.replace(FRAME, ''))
      .join('\n'),
  wrap: (text) =>
    text
      .split('\n')
      .map((line) => `${SAMPLE}${line}`)
      .join('\n'),
  // A line below the first framed one without the framing is a line the paste changed.
  exact: (text) => {
    const all = text.split('\n');
    const first = all.findIndex((line) => FRAME.test(line));
    return all.slice(first).every((line) => line === '' || FRAME.test(line));
  },
};

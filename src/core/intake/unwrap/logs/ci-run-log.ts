/**
 * A GitHub Actions run log as `gh run view --log` or `--log-failed` prints it (gh's
 * pkg/cmd/run/view: each line of the raw log after `job<TAB>step<TAB>`), the raw log's own
 * `2026-11-28T00:36:16.0003512Z ` timestamp after that (docs/verify-intake.md, "Clean"). Both are
 * the log's framing, not the step's output: they are taken off every line that carries them.
 * Lines above the first framed one (the `gh run view` command that printed the log) are kept.
 */
import { prefixLines, type UnwrapStep } from '../step.ts';

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
  wrap: (text) => prefixLines(text, SAMPLE),
  // A line below the first framed one without the framing is a line the paste changed.
  exact: (text) => {
    const all = text.split('\n');
    const first = all.findIndex((line) => FRAME.test(line));
    return all.slice(first).every((line) => line === '' || FRAME.test(line));
  },
};

// Jenkins' Timestamper before each line a build step printed, as the console shows it
// (`HH:mm:ss` and two spaces by default); Jenkins' own `[Pipeline]` lines carry none.
const STAMP = /^\d\d:\d\d:\d\d(?:\.\d{3})? {2}/;
const JENKINS_LINE = /^(?:\[Pipeline\]|Started by |Finished: |ERROR: |Running in )/;

export const timestamperStep: UnwrapStep = {
  id: 'jenkins-timestamper',
  label: "the time Jenkins' Timestamper puts before each line of a build's console",
  // Two stamped lines, and Jenkins' own lines or no line without the stamp (a bounded scan).
  applies: (text) => {
    const head = text.slice(0, 8192).split('\n', 40);
    const stamped = head.filter((line) => STAMP.test(line)).length;
    const rest = head.filter((line) => line.trim() !== '' && !STAMP.test(line));
    return stamped >= 2 && (rest.length === 0 || rest.some((line) => JENKINS_LINE.test(line)));
  },
  undo: (text) =>
    text
      .split('\n')
      .map((line) => line.replace(STAMP, ''))
      .join('\n'),
  wrap: (text) =>
    text
      .split('\n')
      .map((line) => `10:00:00  ${line}`)
      .join('\n'),
  // Only lines the console writes itself may lack the time: then no line of the step's was changed.
  exact: (text) =>
    text.split('\n').every((line) => line === '' || STAMP.test(line) || JENKINS_LINE.test(line)),
};

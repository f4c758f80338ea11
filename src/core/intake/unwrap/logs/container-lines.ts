/**
 * Log lines a container runtime split and wrapped (docs/verify-intake.md, "Clean"): Docker's
 * json-file driver writes each line as `{"log":"...","stream":"stdout","time":"..."}` and cuts
 * lines longer than 16 KiB into pieces whose `log` has no final line feed; the CRI format
 * (containerd, kubelet's files) writes `time stream P|F text`, P for a partial piece. Joining the
 * pieces gives back the exact line the program wrote.
 */
import type { UnwrapStep } from '../step.ts';

const CRI = /^\d{4}-\d\d-\d\dT[\d:.]+(?:Z|[+-]\d\d:\d\d) (?:stdout|stderr) ([PF]) ?([\s\S]*)$/;

function dockerLine(line: string): string | undefined {
  if (!line.startsWith('{"log":')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    const log = (value as { log?: unknown }).log;
    return typeof log === 'string' ? log : undefined;
  } catch {
    return undefined;
  }
}

/** Each record's `log`, in order; undefined when a line is not a record. */
function dockerLogs(text: string): string[] | undefined {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const log = dockerLine(line.replace(/\r$/, ''));
    if (log === undefined) return undefined;
    out.push(log);
  }
  return out;
}

/**
 * The driver cuts a long line at 16 KiB of bytes, inside a character as readily as between two,
 * and writes a cut character's bytes as U+FFFD (moby's jsonlog writes invalid UTF-8 so): a
 * piece that ends or starts with one no longer holds the bytes the program wrote.
 */
const cutInsideCharacter = (logs: string[]) =>
  logs.some(
    (log, n) =>
      !log.endsWith('\n') &&
      n + 1 < logs.length &&
      (log.endsWith('\uFFFD') || logs[n + 1]?.startsWith('\uFFFD')),
  );

const dockerStep: UnwrapStep = {
  id: 'docker-json-file',
  container: true,
  label: 'Docker\'s json-file log lines ({"log": ...}), pieces of a long line joined',
  applies: (text) =>
    text.trimStart().startsWith('{"log":') &&
    dockerLine(text.trimStart().split('\n')[0] ?? '') !== undefined,
  undo: (text) => dockerLogs(text)?.join(''),
  exact: (text) => !cutInsideCharacter(dockerLogs(text) ?? []),
  wrap: (text) =>
    (text === '' ? [] : text.split(/(?<=\n)/))
      .map((piece) =>
        JSON.stringify({ log: piece, stream: 'stdout', time: '2026-11-27T10:00:00Z' }),
      )
      .join('\n'),
};

const criStep: UnwrapStep = {
  id: 'cri-log',
  container: true,
  label: 'the CRI log format (time stream P|F) of containerd, pieces of a long line joined',
  applies: (text) => CRI.test(text.trimStart().split('\n')[0] ?? ''),
  undo: (text) => {
    let out = '';
    const all = text.replace(/\n$/, '').split('\n');
    for (const line of all) {
      const match = CRI.exec(line);
      if (!match) return undefined;
      out += match[1] === 'P' ? match[2] : `${match[2]}\n`;
    }
    return out.replace(/\n$/, '');
  },
  wrap: (text) =>
    text
      .split('\n')
      .map((line) => `2026-11-27T10:00:00.000000000Z stdout F ${line}`)
      .join('\n'),
};

export const CONTAINER_STEPS: readonly UnwrapStep[] = [dockerStep, criStep];

/**
 * What `go test` prints around a test's log (docs/verify-intake.md, "Clean"). With `-json`,
 * test2json writes one event a line (`go doc cmd/test2json`: Time, Action, Package, Test,
 * Output), a test's output cut into `output` events, a line or part of one each, and the events
 * of parallel tests interleaved: a test's Output strings joined in order give back what it
 * printed. `t.Log` itself (testing.go, decorate) writes `    file_test.go:40: ` before a message
 * and four more spaces before each of its further lines: undone, the message is as logged.
 */
import type { UnwrapStep } from '../step.ts';

type Json = Record<string, unknown>;

const EVENT_START = /^\s*\{"(?:Time|Action)":"/;

/** One test2json event, or undefined when the line is not one. */
function event(line: string): Json | undefined {
  if (!EVENT_START.test(line)) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    const ok = typeof value === 'object' && value !== null && 'Action' in value;
    return ok ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

/** Each test's output joined, tests in the order they first printed; undefined unless every line is an event. */
function joinOutputs(text: string): string | undefined {
  const byTest = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const record = event(line.replace(/\r$/, ''));
    if (!record) return undefined;
    if (record.Action !== 'output' || typeof record.Output !== 'string') continue;
    const key = JSON.stringify([record.Package ?? '', record.Test ?? '']);
    byTest.set(key, (byTest.get(key) ?? '') + record.Output);
  }
  return byTest.size > 0 ? [...byTest.values()].join('') : undefined;
}

const test2jsonStep: UnwrapStep = {
  id: 'go-test-json',
  container: true,
  label: "go test -json's events, each test's Output joined",
  applies: (text) => EVENT_START.test(text.trimStart().split('\n', 1)[0] ?? ''),
  undo: joinOutputs,
  wrap: (text) =>
    `${text
      .split(/(?<=\n)/)
      .map((output) =>
        JSON.stringify({
          Time: '2026-11-27T10:00:00.000000000Z',
          Action: 'output',
          Package: 'example.com/shop',
          Test: 'TestPay',
          Output: output,
        }),
      )
      .join('\n')}\n`,
};

/** A `t.Log` line: its indentation and the `file_test.go:40: ` go test writes before it. */
const LOG_LINE = /^( *)[\w.-]+\.go:\d+: /;

/** The log's messages without the decoration; lines outside them (=== RUN, --- FAIL) as they are. */
function undecorate(text: string): string {
  let continuation: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      if (continuation !== undefined && line.startsWith(continuation)) {
        return line.slice(continuation.length);
      }
      const start = LOG_LINE.exec(line);
      continuation = start ? `${start[1] as string}    ` : undefined;
      return start ? line.slice(start[0].length) : line;
    })
    .join('\n');
}

const goTestLogStep: UnwrapStep = {
  id: 'go-test-log',
  label: "go test's t.Log decoration (    file_test.go:40: and the indented further lines)",
  applies: (text) => /^ {4,}[\w.-]+_test\.go:\d+: /m.test(text),
  undo: undecorate,
  wrap: (text) => `    pay_test.go:40: ${text.split('\n').join('\n        ')}`,
};

export const GO_TEST_STEPS: readonly UnwrapStep[] = [test2jsonStep, goTestLogStep];

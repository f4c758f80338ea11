/**
 * journalctl's short output formats (docs/verify-intake.md, "Clean"): each entry starts with the
 * time, host and identifier (`Nov 27 10:00:00 host app[4120]: `; `-o short-precise` adds
 * microseconds, `-o short-iso` writes `2026-11-27T10:00:00+0000`, `-o short-full`
 * `Fri 2026-11-27 10:00:00 UTC`, `-o short-monotonic` `[  12.345678]`), and a message of several
 * lines goes on with each further line indented by the prefix's width (systemd's logs-show.c,
 * print_multiline). Undoing both gives back each message's lines exactly.
 */
import type { UnwrapStep } from '../step.ts';

const TIME = [
  String.raw`[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d(?:\.\d{1,6})?`,
  String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:?\d\d)`,
  String.raw`[A-Z][a-z]{2} \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})? [A-Z]{2,5}`,
  String.raw`\[ *\d+\.\d{6}\]`,
].join('|');
const PREFIX = new RegExp(String.raw`^(?:${TIME}) [\w.-]+ [^\s:[]{1,64}(?:\[\d+\])?: `);

/** The message lines under the prefixes, or undefined when a line is neither entry nor continuation. */
function messageLines(text: string): string[] | undefined {
  const out: string[] = [];
  let width = -1;
  for (const line of text.replace(/\n$/, '').split('\n')) {
    const prefix = PREFIX.exec(line)?.[0];
    if (prefix !== undefined) {
      width = prefix.length;
      out.push(line.slice(width));
    } else if (width > 0 && line.startsWith(' '.repeat(width))) {
      out.push(line.slice(width));
    } else if (width > 0 && line.trim() === '') {
      // An empty line of the message, its indentation trimmed by an editor or a ticket.
      out.push('');
    } else return undefined;
  }
  return out;
}

export const journalStep: UnwrapStep = {
  id: 'journal-lines',
  // Every line is the journal's entry or its continuation: the prefixed text is no message.
  container: true,
  label:
    "journalctl's time, host and unit before each entry, and its indentation of a message's further lines",
  applies: (text) => {
    const first = text.trimStart().split('\n', 1)[0] ?? '';
    return PREFIX.test(first) && messageLines(text.trimStart()) !== undefined;
  },
  undo: (text) => messageLines(text.trimStart())?.join('\n'),
  wrap: (text) => {
    const prefix = 'Nov 27 10:00:00 shop-01 shop-api[4120]: ';
    const [first, ...rest] = text.split('\n');
    return [
      `${prefix}${first ?? ''}`,
      ...rest.map((line) => `${' '.repeat(prefix.length)}${line}`),
    ].join('\n');
  },
};

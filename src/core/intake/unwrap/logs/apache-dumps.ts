/**
 * What Apache httpd's mod_dumpio logs of a request (docs/verify-intake.md, "Clean"):
 * mod_dumpio (`DumpIOInput On`, `LogLevel dumpio:trace7`) logs each bucket it reads as one
 *   error-log line `mod_dumpio:  dumpio_in (data-HEAP): 24 bytes` followed by lines of its data
 *   (at most 1024 bytes each), `mod_dumpio: dumpio_in [getline-blocking] 0 readbytes` between.
 *   The error log escapes the data (ap_escape_errorlog_item): `\\`, `\b`, `\n`, `\r`, `\t`,
 *   `\v` and other bytes outside printable ASCII as `\xhh`, quotes left as they are. Joined and
 *   unescaped, the data lines are the bytes read; the byte counts prove none is missing.
 */
import { decodeByteEscapes } from '../escapes.ts';
import type { UnwrapStep } from '../step.ts';

const DUMPIO =
  /mod_dumpio: {1,2}(dumpio_(?:in|out))(?: \((data|metadata)-\w{1,16}\): (.*)| \[[\w-]{1,40}\] \d{1,12} readbytes)$/;
const COUNT = /^(\d{1,12}) bytes$/;

interface DumpRun {
  /** The escaped data, in the order read. */
  escaped: string;
  /** Whether every data line came under a byte count it fills exactly. */
  counted: boolean;
}

const byteLength = (escaped: string) =>
  new TextEncoder().encode(decodeByteEscapes(escaped) ?? '').length;

/** The text with each run of one direction's dumpio lines replaced by the data they show. */
function undoDumpio(text: string): { text: string; exact: boolean } | undefined {
  const lines = text.split('\n');
  const out: string[] = [];
  let run: DumpRun | undefined;
  let pending = 0;
  let exact = true;
  const flush = () => {
    if (!run) return;
    const decoded = decodeByteEscapes(run.escaped);
    if (decoded === undefined) return;
    out.push(decoded);
    exact &&= run.counted && pending === 0;
    run = undefined;
  };
  let direction: string | undefined;
  for (const line of lines) {
    const m = DUMPIO.exec(line.replace(/\r$/, ''));
    if (!m) {
      flush();
      out.push(line);
      continue;
    }
    direction ??= m[1];
    if (m[1] !== direction || m[2] !== 'data') continue;
    const data = m[3] as string;
    run ??= { escaped: '', counted: true };
    const count = COUNT.exec(data);
    if (count && pending === 0) {
      pending = Number(count[1]);
      continue;
    }
    if (pending === 0) run.counted = false;
    run.escaped += data;
    pending = Math.max(0, pending - byteLength(data));
  }
  flush();
  const undone = out.join('\n');
  return undone === text ? undefined : { text: undone, exact };
}

const escapeByte = (byte: number) => {
  const simple: Record<number, string> = {
    8: '\\b',
    9: '\\t',
    10: '\\n',
    11: '\\v',
    13: '\\r',
    92: '\\\\',
  };
  if (simple[byte]) return simple[byte] as string;
  return byte >= 0x20 && byte < 0x7f
    ? String.fromCharCode(byte)
    : `\\x${byte.toString(16).padStart(2, '0')}`;
};

export const dumpioStep: UnwrapStep = {
  id: 'apache-dumpio',
  label: "Apache mod_dumpio's error-log lines of the bytes read, joined and unescaped",
  applies: (text) => /mod_dumpio: {1,2}dumpio_(?:in|out) \(data-/.test(text),
  undo: (text) => undoDumpio(text)?.text,
  exact: (text) => undoDumpio(text)?.exact ?? false,
  wrap: (text) => {
    const prefix =
      '[Sat Nov 28 00:48:39.916829 2026] [dumpio:trace7] [pid 21594:tid 21598] mod_dumpio.c(100): [client 127.0.0.1:40398] mod_dumpio:  dumpio_in (data-HEAP): ';
    // An empty read is logged as its count alone.
    if (text === '') return `${prefix}0 bytes`;
    return (text === '' ? [] : text.split(/(?<=\n)/))
      .map((piece) => {
        const bytes = new TextEncoder().encode(piece);
        return `${prefix}${bytes.length} bytes\n${prefix}${[...bytes].map(escapeByte).join('')}`;
      })
      .join('\n');
  },
};

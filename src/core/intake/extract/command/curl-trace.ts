/**
 * `curl --trace-ascii` and `curl --trace` output (curl(1)): each block names what was sent or
 * received and its size, then lines of `offset: bytes`. The bytes are put back together from the
 * offsets, so a header block and a body come back as curl sent or received them.
 */

/** One block of a trace: a header or a body, sent or received, and its text. */
export interface TraceBlock {
  direction: 'send' | 'recv';
  what: 'header' | 'data';
  size: number;
  text: string;
}

const BLOCK = /^(=>|<=) (Send|Recv) (header|data), (\d+) bytes/;
const LINE = /^([0-9a-f]{4,}): (.*)$/;
const HEX_LINE = /^((?:[0-9a-f]{2} ){1,16})/;

/** True when `text` holds a block header of curl's trace output. */
export function looksLikeTrace(text: string): boolean {
  return /^(=>|<=) (Send|Recv) (header|data), \d+ bytes/m.test(text);
}

/** Rebuilds one block from its `offset: content` lines (ASCII form: CR LF ends a line). */
function asciiBlock(lines: Array<[number, string]>, size: number) {
  let text = '';
  lines.forEach(([offset, content], i) => {
    const end = lines[i + 1]?.[0] ?? size;
    text += content;
    // curl starts a new line after CR LF (hidden) or after 64 bytes (nothing hidden).
    if (end - (offset + content.length) === 2) text += '\r\n';
  });
  return text;
}

const decoder = new TextDecoder('utf-8');

/** Rebuilds one block from hex lines, byte for byte. */
function hexBlock(lines: Array<[number, string]>) {
  const bytes: number[] = [];
  for (const [, content] of lines) {
    const hex = HEX_LINE.exec(content)?.[1] ?? '';
    for (const pair of hex.trim().split(' ')) bytes.push(parseInt(pair, 16));
  }
  return decoder.decode(new Uint8Array(bytes));
}

/**
 * Reads the header and data blocks of `curl --trace-ascii -` or `curl --trace -` output (curl(1)
 * "--trace-ascii"). SSL data blocks and info lines are skipped; text outside the trace (the body
 * curl wrote to standard output) is ignored, since the trace holds the same bytes.
 */
export function readTrace(text: string): TraceBlock[] {
  const blocks: TraceBlock[] = [];
  let current: { head: RegExpExecArray; lines: Array<[number, string]> } | undefined;
  const close = () => {
    if (!current) return;
    const [, arrow, , what, size] = current.head;
    const hex = current.lines.length > 0 && current.lines.every(([, c]) => HEX_LINE.test(c));
    const bytes = Number(size);
    blocks.push({
      direction: arrow === '=>' ? 'send' : 'recv',
      what: what as 'header' | 'data',
      size: bytes,
      text: hex ? hexBlock(current.lines) : asciiBlock(current.lines, bytes),
    });
    current = undefined;
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const head = BLOCK.exec(line);
    if (head) {
      close();
      current = { head, lines: [] };
      continue;
    }
    const data = LINE.exec(line);
    if (current && data) current.lines.push([parseInt(data[1] as string, 16), data[2] as string]);
    else close();
  }
  close();
  return blocks;
}

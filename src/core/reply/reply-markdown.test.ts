import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BatchMessage } from '../batch/batch-message.ts';
import type { BatchGroup } from '../batch/batch-row.ts';
import type { CauseCode, Diagnosis } from '../diagnosis/types.ts';
import { SIGNED_KINDS } from '../protocol/case-kinds.ts';
import { writeBatchReply } from './batch-reply.ts';
import { codeSpan, fenced, prose } from './markdown.ts';
import { writeReply, type ReplyCase } from './reply.ts';

// The reply is pasted into tickets and chats that render Markdown, and it quotes the case: a
// merchant ID, nonce, body or diagnosis text from a hostile paste must not add a link, an image,
// HTML or a heading, nor close a code block early. Read here by CommonMark's block rules (0.31:
// 4.2 headings, 4.5 fences, 4.6 HTML) and its inline escapes (2.4), code spans (6.1), links (6.3).

/** What CommonMark's block rules make of a reply: its fenced blocks and the lines outside them. */
function blocks(markdown: string) {
  const fences: Array<{ info: string; content: string[] }> = [];
  const prose: string[] = [];
  let open: { char: string; length: number; info: string; content: string[] } | null = null;
  for (const line of markdown.split('\n')) {
    if (open) {
      const close = /^ {0,3}(`+|~+) *$/.exec(line);
      if (close && close[1]![0] === open.char && close[1]!.length >= open.length) {
        fences.push({ info: open.info, content: open.content });
        open = null;
      } else open.content.push(line);
      continue;
    }
    const start = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (start && !(start[1]![0] === '`' && start[2]!.includes('`'))) {
      open = { char: start[1]![0]!, length: start[1]!.length, info: start[2]!, content: [] };
    } else prose.push(line);
  }
  return { fences, prose, unclosed: open !== null };
}

/** Whether a prose line holds, outside backslash escapes and code spans, a link, image or HTML. */
function opensInline(line: string): boolean {
  let plain = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '\\' && i + 1 < line.length) {
      plain += '·';
      i++;
    } else if (c === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const end = line.indexOf(run, i + run.length);
      if (end < 0) return true; // a backtick run no one closes: a delimiter left open
      plain += '·';
      i = end + run.length - 1;
    } else plain += c;
  }
  return /\]\(|!\[|<[A-Za-z/!?]|\]\[/.test(plain);
}

/**
 * The contents of a line's code spans (CommonMark 6.1): a backtick run opens one, closed by the
 * next run of the same length; a backslash escapes outside spans only; a padded side loses one
 * space unless the content is all spaces.
 */
function codeSpans(line: string): string[] {
  const spans: string[] = [];
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\') {
      i++;
      continue;
    }
    if (line[i] !== '`') continue;
    const run = /^`+/.exec(line.slice(i))![0];
    let end = i + run.length;
    for (;;) {
      const next = /`+/g;
      next.lastIndex = end;
      const found = next.exec(line);
      if (!found) {
        end = -1;
        break;
      }
      if (found[0].length === run.length) {
        end = found.index;
        break;
      }
      end = found.index + found[0].length;
    }
    if (end < 0) {
      i += run.length - 1;
      continue;
    }
    const inside = line.slice(i + run.length, end);
    spans.push(/^ [\s\S]* $/.test(inside) && inside.trim() !== '' ? inside.slice(1, -1) : inside);
    i = end + run.length - 1;
  }
  return spans;
}

/** The headings the reply itself writes: no other prose line may start one. */
const OWN_HEADINGS = /^(# Signature check: |## (The fix|The proof|A test vector|How to send us)$)/;

const HOSTILE = [
  '\n![pixel](https://evil.example/p.png)\n',
  '\n[Click to fix](https://evil.example)\n',
  '<img src=x onerror=alert(1)>',
  '\n# Your account is closed\n',
  '```\n![x](https://evil.example)\n```',
  '~~~\n[a](b)\n~~~',
  '``` `` ````',
  '\r\n    indented\r\n> quoted\n- list\n| a | b |\n',
  'a [b] (c) *d* _e_ <f> !g #h |i| ~j~ `k`',
];

function mismatch(text: string, causes: CauseCode[] = ['CRLF_SEPARATORS']): Diagnosis {
  return {
    verdict: 'MISMATCH',
    expectedSign: 'ab'.repeat(32),
    found: {
      causes,
      title: text,
      lead: text,
      action: text,
      explanation: `The sender signed the timestamp ${text} in X-Timestamp.`,
      fix: text,
      senderPayload: `M\n${text}\r\n`,
      correctPayload: `M\n${text}\n`,
      details: [],
    },
    searched: 1,
    notes: [],
  };
}

const caseOf = (text: string): ReplyCase => ({
  kind: 'request',
  env: 'test',
  merchantId: text,
  timestamp: text,
  nonce: text,
  rawBody: text,
  userAgent: text,
  secrets: {},
});

/** Checks one reply; `fences` is how many blocks the reply writes. */
function expectSafe(reply: string, fences: number) {
  const read = blocks(reply);
  expect(read.unclosed).toBe(false);
  expect(read.fences).toHaveLength(fences);
  for (const line of read.prose) {
    expect(line, line).not.toMatch(/^ {0,3}(!?\[|<|>|\d+[.)] |[-+*] | {4})/);
    if (/^ {0,3}#/.test(line)) expect(line).toMatch(OWN_HEADINGS);
    expect(opensInline(line), line).toBe(false);
  }
  return read;
}

describe('the reply to the merchant is safe Markdown', () => {
  it.each(HOSTILE)('opens nothing from a hostile case and diagnosis: %j', (text) => {
    const reply = writeReply(caseOf(text), mismatch(text), 'python');
    // The fix program, the proof, the test vector: each closes only where the reply closes it.
    const { fences } = expectSafe(reply, 3);
    const vector = JSON.parse(fences[2]!.content.join('\n')) as Record<string, string>;
    expect(vector.body).toBe(text);
    expect(vector.nonce).toBe(text);
  });

  it.each(SIGNED_KINDS)('any case and diagnosis text, for a %s (property)', (kind) => {
    const text = fc.string({
      unit: fc.constantFrom(...'`~[]()!<>#*_|\\ \n\r-+.1aZ'.split(''), 'https://e.x/'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, text, text, (merchantId, body, diagnosis) => {
        const reply = writeReply(
          { ...caseOf(body), kind, merchantId },
          mismatch(diagnosis),
          'node',
        );
        const { fences } = expectSafe(reply, 3);
        const vector = JSON.parse(fences[2]!.content.join('\n')) as Record<string, string>;
        expect(vector.body).toBe(body);
        expect(vector.merchant_id).toBe(merchantId);
      }),
      { numRuns: 300 },
    );
  });

  it('puts a batch example in code spans that give the values back, whatever they hold', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'`~[]()!<> \n#a'.split('')),
      minLength: 1,
      maxLength: 24,
    });
    fc.assert(
      fc.property(text, text, text, (merchantId, nonce, source) => {
        const message: BatchMessage = {
          index: 0,
          source,
          kind: 'request',
          merchantId,
          timestamp: '1700000000',
          nonce,
          rawBody: '{}',
          receivedSign: 'ab'.repeat(32),
          contentType: '',
          userAgent: '',
        };
        const group: BatchGroup = { cause: 'CRLF_SEPARATORS', title: source, count: 1, first: 0 };
        const reply = writeBatchReply(
          {
            env: 'test',
            secrets: {},
            groups: [group],
            examples: { CRLF_SEPARATORS: { message, diagnosis: mismatch(source) } },
          },
          'go',
        );
        const { prose: lines } = blocks(reply);
        const example = lines.find((line) => line.startsWith('Example ('))!;
        expect(opensInline(example), example).toBe(false);
        const oneLine = (value: string) => value.replace(/\r/g, '␍').replace(/\n/g, '␊');
        expect(codeSpans(example)).toEqual([merchantId, '1700000000', nonce].map(oneLine));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the Markdown helpers', () => {
  it('fences with one more backtick than the longest run inside', () => {
    expect(fenced('json', '{"a":"```"}')).toEqual(['````json', '{"a":"```"}', '````']);
    expect(fenced('text', 'plain')).toEqual(['```text', 'plain', '```']);
  });

  it('writes a code span around backticks and edge spaces, and an empty value as such', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`a')).toBe('`` `a ``');
    expect(codeSpan('')).toBe('(empty)');
    expect(codeSpan('a\nb')).toBe('`a␊b`');
  });

  it('escapes prose to one line that opens no block', () => {
    expect(prose('  - [a](b)\n# c')).toBe('\\- \\[a\\]\\(b\\)␊\\# c');
    expect(prose('1. one')).toBe('1\\. one');
  });
});

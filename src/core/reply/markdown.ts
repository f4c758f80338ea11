/**
 * The reply's Markdown, safe whatever the case holds (docs/verify-intake.md, "Answering the
 * ticket"): a merchant ID, nonce or body comes from the paste, and the reply is read in a ticket
 * or chat that renders Markdown. A value in prose keeps to one line and its metacharacters are
 * escaped, so it starts no heading, list, link, image, HTML or table; a code block's fence is
 * longer than any run of its fence character inside (CommonMark 0.31, 4.5), so only our own
 * closing line ends it; a code span's delimiter is longer than any backtick run inside (6.1).
 */

/**
 * Line breaks as the reply draws them elsewhere (␊ for a line feed, ␍ for a carriage return),
 * and the other vertical spaces a renderer or a mail client may break a line at as spaces.
 */
function oneLine(text: string): string {
  return text
    .replace(/\r/g, '␍')
    .replace(/\n/g, '␊')
    .replace(/[\v\f\u0085\u2028\u2029]/g, ' ');
}

/**
 * The ASCII punctuation Markdown gives a meaning to inline (links, images, emphasis, code, HTML,
 * autolinks, tables, strikethrough, escapes, entities): each is backslash-escaped, which
 * CommonMark (2.4) renders as the character itself.
 */
const INLINE_META = /[\\`*_[\]()!<>#|~&{}]/g;

/** What starts a block at a line's start once the inline marks are escaped: a list or a rule. */
const BLOCK_START = /^(\d*)([-+=.)])/;

/**
 * A value from the case, or a sentence that quotes one, as Markdown prose: one line, its
 * metacharacters escaped, nothing at its start that opens a block, and no leading spaces (four
 * would open an indented code block).
 */
export function prose(text: string): string {
  const escaped = oneLine(text).replace(INLINE_META, '\\$&').trimStart();
  return escaped.replace(BLOCK_START, '$1\\$2');
}

/** The longest run of `char` in `text`. */
function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * A value as an inline code span on one line: delimited by one backtick more than the longest
 * run inside, padded with a space where the value starts or ends with a backtick or a space (a
 * renderer strips one from each side). An empty value is written as such, as `` is no span.
 */
export function codeSpan(text: string): string {
  const line = oneLine(text);
  if (line === '') return '(empty)';
  const fence = '`'.repeat(longestRun(line, '`') + 1);
  // A value of spaces only is kept whole by renderers, so it takes no padding.
  const pad = /^[` ]|[` ]$/.test(line) && line.trim() !== '' ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/**
 * A fenced code block: backticks, at least three and one more than the longest run of backticks
 * in `content`, so no line of it closes the block early; `info` is our own language name.
 */
export function fenced(info: string, content: string): string[] {
  const fence = '`'.repeat(Math.max(3, longestRun(content, '`') + 1));
  return [`${fence}${info}`, content, fence];
}

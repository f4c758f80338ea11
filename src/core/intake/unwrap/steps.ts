/**
 * The layers a paste travels through before it reaches the Verify view (docs/architecture.md, the support
 * engineer's job): chat and ticket markup, HTML, e-mail quoting and quoted-printable, a JSON
 * string around the message. Each step is named, says when it applies, undoes its layer exactly,
 * and can redo it (`wrap`), so tests prove that what unwrap undoes, wrap can redo. The bytes
 * the steps give back are the bytes signed (spec 5.2 rule 1).
 */
import { chunkedStep } from './chunked.ts';
import { dumpioStep } from './logs/apache-dumps.ts';
import { ghRunLogStep, timestamperStep } from './logs/ci-run-log.ts';
import { CONTAINER_STEPS } from './logs/container-lines.ts';
import { EMBEDDED_STEPS } from './documents/embedded-blocks.ts';
import { ENCODING_STEPS } from './encodings.ts';
import { csvCellStep } from './documents/csv-cell.ts';
import { decodeByteEscapes } from './escapes.ts';
import { GO_TEST_STEPS } from './logs/go-test-output.ts';
import { journalStep } from './logs/journal-lines.ts';
import { jsonTextsStep } from './documents/json-texts.ts';
import { LINE_STEPS } from './line-prefixes.ts';
import { logStringsStep } from './logs/log-strings.ts';
import { mailSourceStep } from './documents/mime.ts';
import { SEARCH_EXPORT_STEPS } from './logs/search-exports.ts';
import type { UnwrapStep } from './step.ts';
import { tableCellsStep } from './documents/table-cells.ts';

export type { UnwrapStep } from './step.ts';

// The fence's own line breaks are the ones its opening line uses (CR LF or LF), so a CR that
// belongs to the message is kept.
// A tilde fence's run ends where a non-tilde follows, so the info string cannot take its tildes.
const FENCE = /^[ \t]*(`{3,}|~{3,}(?!~))[^\n`\r]*(\r?\n)([\s\S]*?)\2[ \t]*\1[ \t]*\r?\n?$/;
const JIRA = /^[ \t]*\{(noformat|code)(?::[^}\n\r]*)?\}(\r?\n|)([\s\S]*?)\2\{\1\}[ \t]*\r?\n?$/;

const markdownFence: UnwrapStep = {
  id: 'markdown-fence',
  label: 'a Markdown code fence (```) around the paste',
  applies: (text) => FENCE.test(text.replace(/^\s*\n/, '')),
  undo: (text) => FENCE.exec(text.replace(/^\s*\n/, ''))?.[3],
  wrap: (text) => `\`\`\`\n${text}\n\`\`\``,
};

const jiraBlock: UnwrapStep = {
  id: 'jira-block',
  label: 'a Jira {noformat} or {code} block around the paste',
  applies: (text) => JIRA.test(text.replace(/^\s*\n/, '')),
  undo: (text) => JIRA.exec(text.replace(/^\s*\n/, ''))?.[3],
  wrap: (text) => `{noformat}\n${text}\n{noformat}`,
};

const ENTITY = /&(?:quot|amp|lt|gt|apos|nbsp|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;
const NAMED: Record<string, string> = {
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  apos: "'",
  nbsp: '\u00A0',
};

function decodeEntities(text: string): string | undefined {
  let bad = false;
  const out = text.replace(
    /&(quot|amp|lt|gt|apos|nbsp|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g,
    (_, name: string) => {
      if (name in NAMED) return NAMED[name] as string;
      const code = name.startsWith('#x')
        ? parseInt(name.slice(2), 16)
        : parseInt(name.slice(1), 10);
      if (code > 0x10ffff) bad = true;
      return bad ? '' : String.fromCodePoint(code);
    },
  );
  return bad ? undefined : out;
}

const htmlEntities: UnwrapStep = {
  id: 'html',
  label: "HTML entities and <br> line breaks from a ticket's HTML",
  applies: (text) => ENTITY.test(text) || /<br\s*\/?>/i.test(text),
  undo: (text) =>
    decodeEntities(
      text
        .replace(/<br\s*\/?>(\r?\n)?/gi, '\n')
        .replace(/<\/(?:p|div)>\s*<(?:p|div)[^>]*>/gi, '\n')
        .replace(/<\/?(?:p|div|pre|code|span|tt)(?:\s[^>]*)?>/gi, ''),
    ),
  wrap: (text) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\n/g, '<br>\n'),
};

const mailQuote: UnwrapStep = {
  id: 'mail-quote',
  label: 'the "> " quoting of an e-mail reply',
  applies: (text) => {
    const lines = text.replace(/\r?\n$/, '').split('\n');
    return lines.length > 1 && lines.every((line) => line.startsWith('>'));
  },
  undo: (text) =>
    text
      .split('\n')
      .map((line) => line.replace(/^> ?/, ''))
      .join('\n'),
  wrap: (text) =>
    text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
};

const quotedPrintable: UnwrapStep = {
  id: 'quoted-printable',
  label: 'quoted-printable mail encoding (soft line breaks, =3D)',
  applies: (text) => /=[0-9A-F]{2}/.test(text) && /=\r?\n|=3D|=22/.test(text),
  undo: (text) => {
    const joined = text.replace(/=\r?\n/g, '');
    if (/=(?![0-9A-Fa-f]{2})/.test(joined)) return undefined;
    return decodeByteEscapes(joined.replace(/\\/g, '\\\\').replace(/=([0-9A-Fa-f]{2})/g, '\\x$1'));
  },
  wrap: (text) => {
    const lines: string[] = [];
    let line = '';
    for (const byte of new TextEncoder().encode(text)) {
      const plain = byte === 10 || (byte >= 33 && byte <= 126 && byte !== 61);
      const piece = plain
        ? String.fromCharCode(byte)
        : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      if (byte === 10) {
        lines.push(line + piece);
        line = '';
        continue;
      }
      if (line.length + piece.length > 75) {
        lines.push(`${line}=\n`);
        line = '';
      }
      line += piece;
    }
    return `${lines.join('')}${line}=\n`;
  },
};

const jsonString: UnwrapStep = {
  id: 'json-string',
  label: 'a JSON string around the message (its \\n and \\" escapes)',
  applies: (text) => /^\s*"[\s\S]*"\s*$/.test(text) && text.includes('\\'),
  undo: (text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  },
  wrap: (text) => JSON.stringify(text),
};

/** The steps in the order they are tried: the outermost layers of a ticket first. */
export const UNWRAP_STEPS: readonly UnwrapStep[] = [
  markdownFence,
  jiraBlock,
  mailSourceStep,
  mailQuote,
  quotedPrintable,
  htmlEntities,
  jsonString,
  tableCellsStep,
  ...EMBEDDED_STEPS,
  ...CONTAINER_STEPS,
  ...SEARCH_EXPORT_STEPS,
  jsonTextsStep,
  ...GO_TEST_STEPS,
  journalStep,
  dumpioStep,
  csvCellStep,
  ghRunLogStep,
  timestamperStep,
  ...LINE_STEPS,
  // Before the escaped-line step: a log value holding a message is decoded by its own quoting,
  // without its key, rather than the whole line as one string.
  logStringsStep,
  ...ENCODING_STEPS,
  chunkedStep,
];

/**
 * Header names and values in a table's cells (docs/verify-intake.md, "Clean"): a web page's
 * table copied as text (cells joined by tabs, as browsers copy an HTML table), a Jira wiki table
 * (`||Header||Value||`, `|X-Nonce|v|`, Jira's text formatting notation) and a Markdown pipe table
 * (GitHub Flavored Markdown, "Tables (extension)"), either one row per header (name, value) or a
 * row of names over a row of values. Only a table that names a signed header is turned into the
 * `Name: value` lines the readers know; other tabs and pipes (a log's separators, a shell
 * pipeline) are left as they are. Cells are trimmed, as a table shows them, and a value that is
 * one code span (`` `v` ``, Jira's `{{v}}`) is taken out of it.
 */
import { isSignedName } from '../signed-names.ts';
import type { UnwrapStep } from '../step.ts';
import { BLANKS, endRunStart, startRunEnd, trimRuns } from '../../../text/trim-runs.ts';

interface Row {
  cells: string[];
  /** A title row: Jira's `||` cells, or a Markdown row above the delimiter row. */
  heading: boolean;
  /** The line's CR, kept so a CR LF message keeps its line breaks. */
  cr: string;
}

const PIPED = /^[ \t]*\|.*\|[ \t]*$/;
const HEADER_NAME = /^[A-Za-z][\w-]{0,63}$/;

const cellText = (cell: string) =>
  cell
    .trim()
    .replace(/\\\|/g, '|')
    .replace(/^`([^`]*)`$|^\{\{(.*)\}\}$/, (_, code?: string, jira?: string) => code ?? jira ?? '');

/** A line as a table row of its kind, or undefined when it is not one. */
function rowOf(raw: string, kind: 'tab' | 'pipe'): Row | undefined {
  const cr = raw.endsWith('\r') ? '\r' : '';
  const line = cr ? raw.slice(0, -1) : raw;
  if (kind === 'tab') {
    return line.includes('\t')
      ? { cells: line.split('\t').map(cellText), heading: false, cr }
      : undefined;
  }
  if (!PIPED.test(line)) return undefined;
  const inner = line
    .trim()
    .replace(/^\|\|?/, '')
    .replace(/\|\|?$/, '');
  const cells = inner.split(/(?<!\\)\|\|?/).map(cellText);
  return { cells, heading: /^\s*\|\|/.test(line), cr };
}

/**
 * A Markdown table's delimiter row (GFM tables): cells of `---` (with `:` for alignment) between
 * pipes, the outer pipes optional. Read cell by cell: one pattern with blanks on both sides of
 * every pipe lets neighbouring runs trade blanks and backtracks over a long run of them.
 */
export function isDelimiterRow(line: string): boolean {
  let row = trimRuns(line, BLANKS);
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|')) row = row.slice(0, -1);
  return row.split('|').every((cell) => /^:?-{3,}:?$/.test(trimRuns(cell, BLANKS)));
}

/** The header lines a table stands for, or undefined when it names no signed header. */
function headerLines(rows: Row[]): string[] | undefined {
  const [first, ...rest] = rows;
  if (!first) return undefined;
  const names = first.cells.filter(isSignedName).length;
  if (names >= 2 && rest.length > 0) {
    // A row of names over rows of values: each data row is one message's headers.
    const blocks = rest.map((row) =>
      first.cells
        .map((name, i) => (HEADER_NAME.test(name) ? `${name}: ${row.cells[i] ?? ''}${row.cr}` : ''))
        .filter((line) => line !== ''),
    );
    return blocks.flatMap((block, i) => (i === 0 ? block : [first.cr, ...block]));
  }
  if (!rows.some((row) => isSignedName(row.cells[0] ?? '') && row.cells.length >= 2))
    return undefined;
  return rows.flatMap((row) => {
    const [name = '', value = ''] = row.cells;
    if (/^values?$/i.test(value) || (row.heading && !isSignedName(name))) return [];
    return HEADER_NAME.test(name) && row.cells.length >= 2 ? [`${name}: ${value}${row.cr}`] : [];
  });
}

/**
 * The text with every table that names a signed header turned into header lines, and whether
 * every value turned is one token.
 */
function untable(text: string): { text: string; tokens: boolean } | undefined {
  const lines = text.split('\n');
  const out: string[] = [];
  let changed = false;
  let tokens = true;
  for (let i = 0; i < lines.length;) {
    const line = lines[i] as string;
    const kind = line.includes('\t')
      ? 'tab'
      : PIPED.test(line.replace(/\r$/, ''))
        ? 'pipe'
        : undefined;
    const rows: Row[] = [];
    let end = i;
    for (; kind && end < lines.length; end += 1) {
      const raw = lines[end] as string;
      if (kind === 'pipe' && isDelimiterRow(raw.replace(/\r$/, ''))) {
        if (rows.length > 0) (rows[rows.length - 1] as Row).heading = true;
        continue;
      }
      const row = rowOf(raw, kind);
      if (!row) break;
      rows.push(row);
    }
    const converted = rows.length > 0 ? headerLines(rows) : undefined;
    if (!converted) {
      // A table that names no signed header is kept whole: its rows are not tried again.
      const next = Math.max(end, i + 1);
      for (; i < next; i += 1) out.push(lines[i] as string);
      continue;
    }
    for (const field of converted) out.push(field);
    changed = true;
    tokens &&= converted.every((field) => !/:\s\S*\s+\S/.test(field));
    i = end;
  }
  return changed ? { text: out.join('\n'), tokens } : undefined;
}

const SIGNED_NAME = /x[-_]?(?:merchant[-_]?id|timestamp|nonce|sign)/gi;
const LINE_BREAKS = '\n\r\u2028\u2029';

/**
 * True when a signed header's name stands alone in a cell: blanks, then a pipe, a tab or the line's
 * start before it, and blanks, then a pipe or a tab after it. Each name is found once and its
 * neighbours read by hand, since a pattern with blanks around alternatives that are blanks too
 * backtracks over (and is retried from every tab of) a long run of them.
 */
function namesSignedCell(text: string): boolean {
  for (const name of text.matchAll(SIGNED_NAME)) {
    const before = endRunStart(text, BLANKS, name.index);
    const after = startRunEnd(text, BLANKS, name.index + name[0].length);
    const left =
      before === 0 ||
      text[before - 1] === '|' ||
      LINE_BREAKS.includes(text[before - 1] as string) ||
      text.slice(before, name.index).includes('\t');
    const right =
      text[after] === '|' || text.slice(name.index + name[0].length, after).includes('\t');
    if (left && right) return true;
  }
  return false;
}

export const tableCellsStep: UnwrapStep = {
  id: 'table-cells',
  label: "header names and values in a table's cells (a copied web page, Jira or Markdown table)",
  applies: namesSignedCell,
  undo: (text) => untable(text)?.text,
  // A page's table shows its cells with their whitespace collapsed: a value of one token (every
  // signed header's, spec 5.1) is as sent; a value with spaces in it may not be.
  exact: (text) => untable(text)?.tokens ?? true,
  wrap: (text) => {
    // The message's header lines as a Markdown table (GFM tables), its start line above it.
    const headEnd = text.search(/\r?\n\r?\n/);
    const head = text.slice(0, headEnd === -1 ? text.length : headEnd).split('\n');
    const start = /^[!-9;-~]+:/.test(head[0] ?? '') ? [] : head.splice(0, 1);
    const cr = text.includes('\r\n') ? '\r' : '';
    const rows = head.map((field) => {
      const [name, ...value] = field.replace(/\r$/, '').split(':');
      return `| ${name} | ${value.join(':').trim().replace(/\|/g, '\\|')} |${cr}`;
    });
    const table = [`| Header | Value |${cr}`, `|---|---|${cr}`, ...rows];
    return [...start, ...table].join('\n') + (headEnd === -1 ? '' : text.slice(headEnd));
  },
};

/**
 * A message in one cell of a CSV export (a ticket system's "export tickets": the description
 * cell holds the pasted request). RFC 4180: a cell that holds a line break, a quote or the
 * delimiter is quoted, and a quote inside it is doubled. The export is parsed strictly (a quote
 * inside an unquoted cell is not CSV, so a JSON body or a curl command is never taken for one)
 * and the cell that names the most signed headers is given back, undoubled: exact
 * (docs/verify-intake.md, "Clean"). Comma, semicolon (spreadsheets in many locales) and tab
 * separate cells; the header row says which.
 */
import { signedNameCount } from '../signed-names.ts';
import type { UnwrapStep } from '../step.ts';

/** The delimiter the first line uses most, or undefined when it has fewer than two cells. */
function delimiterOf(text: string): string | undefined {
  const first = text.slice(0, Math.max(0, text.indexOf('\n'))).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length - 1] as const);
  const [best, count] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return count >= 1 ? best : undefined;
}

/** Every cell of the export, in order, or undefined when the text is not RFC 4180 CSV. */
function cells(text: string, delimiter: string): string[] | undefined {
  const out: string[] = [];
  const stop = new RegExp(`[\\n${delimiter}]`, 'g');
  let at = 0;
  while (at <= text.length) {
    if (text[at] === '"') {
      let value = '';
      let i = at + 1;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close === -1) return undefined;
        value += text.slice(i, close);
        if (text[close + 1] !== '"') {
          i = close + 1;
          break;
        }
        value += '"';
        i = close + 2;
      }
      if (i < text.length && !/^(?:\r?\n)/.test(text.slice(i, i + 2)) && text[i] !== delimiter) {
        return undefined;
      }
      out.push(value);
      at = i + (text[i] === delimiter ? 1 : text[i] === '\r' ? 2 : 1);
      continue;
    }
    stop.lastIndex = at;
    const end = stop.exec(text)?.index ?? -1;
    const cell = end === -1 ? text.slice(at) : text.slice(at, end);
    if (cell.includes('"')) return undefined;
    out.push(cell.replace(/\r$/, ''));
    if (end === -1) break;
    at = end + 1;
  }
  return out;
}

/** The cell that names the most signed headers (one at least). */
function namedCell(text: string): string | undefined {
  const delimiter = delimiterOf(text);
  const all = delimiter ? cells(text, delimiter) : undefined;
  let best: string | undefined;
  let bestCount = 0;
  for (const cell of all ?? []) {
    const count = signedNameCount(cell);
    if (count > bestCount) [best, bestCount] = [cell, count];
  }
  return best;
}

const QUOTED_CELL = /(?:^|[,;\t])"[^"]*(?:""|\n)/m;

export const csvCellStep: UnwrapStep = {
  id: 'csv-cell',
  label: 'the cell of a CSV export that holds the message (its doubled quotes undone)',
  applies: (text) => delimiterOf(text) !== undefined && QUOTED_CELL.test(text),
  undo: namedCell,
  wrap: (text) =>
    `Ticket ID,Subject,Description,Tags\r\n4711,Signature fails,"${text.replace(/"/g, '""')}",sandbox\r\n`,
};

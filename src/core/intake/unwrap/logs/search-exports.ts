/**
 * A log search's export around the logged lines (docs/verify-intake.md, "Clean"): Splunk's
 * search export writes one `{"preview":false,"offset":n,"result":{"_raw":"..."}}` per line with
 * `output_mode=json` (REST API Reference, search/jobs/export), and a CSV with a header row with
 * `output_mode=csv`; CloudWatch Logs Insights and Kibana export CSV with `@message` or `message`.
 * Undoing the export gives back each event's raw text, one after another.
 */
import type { UnwrapStep } from '../step.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `_raw` of one Splunk JSON export line, or undefined when the line is not one. */
function splunkRaw(line: string): string | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    const result = isObject(value) ? value.result : undefined;
    return isObject(result) && typeof result._raw === 'string' ? result._raw : undefined;
  } catch {
    return undefined;
  }
}

function splunkEvents(text: string): string | undefined {
  const events: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const raw = splunkRaw(line.replace(/\r$/, ''));
    if (raw === undefined) return undefined;
    events.push(raw);
  }
  return events.length > 0 ? events.join('\n') : undefined;
}

const splunkJson: UnwrapStep = {
  id: 'splunk-json-export',
  container: true,
  label: 'a Splunk search export (output_mode=json), each event\'s "_raw" taken out',
  applies: (text) =>
    splunkRaw(text.trimStart().split('\n', 1)[0]?.replace(/\r$/, '') ?? '') !== undefined,
  undo: splunkEvents,
  wrap: (text) =>
    `${JSON.stringify({ preview: false, offset: 0, result: { _raw: text, host: 'shop-01' } })}\n`,
};

/** RFC 4180 records: quoted fields may hold commas, `""` and line breaks. Bounded by the text. */
function csvRecords(text: string): string[][] | undefined {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      let at = i + 1;
      while (at < text.length && !(text[at] === '"' && text[at + 1] !== '"')) {
        at += text[at] === '"' ? 2 : 1;
      }
      if (at >= text.length) return undefined;
      field = text.slice(i + 1, at).replace(/""/g, '"');
      i = at + 1;
    } else {
      const stop = /[,\r\n]/g;
      stop.lastIndex = i;
      field = text.slice(i, stop.exec(text)?.index ?? text.length);
      if (field.includes('"')) return undefined;
      i += field.length;
    }
    record.push(field);
    if (text[i] === ',') i += 1;
    else if (i >= text.length || text[i] === '\n' || text.startsWith('\r\n', i)) {
      i += text[i] === '\r' ? 2 : 1;
      records.push(record);
      record = [];
    } else return undefined;
  }
  return records;
}

const RAW_COLUMN = /^(?:_raw|@message|message)$/;
const HEADER = /^(?:"?[\w@.]+"?,)*"?(?:_raw|@message|message)"?(?:,"?[\w@.]+"?)*\r?$/;

function csvColumn(text: string): string | undefined {
  const records = csvRecords(text.trimStart());
  const header = records?.[0];
  const column = header?.findIndex((name) => RAW_COLUMN.test(name)) ?? -1;
  if (!records || column === -1 || records.length < 2) return undefined;
  const rows = records.slice(1).filter((row) => row.length > 1 || row[0] !== '');
  if (rows.some((row) => row.length !== header!.length)) return undefined;
  return rows.map((row) => row[column] as string).join('\n');
}

const csvExport: UnwrapStep = {
  id: 'csv-export',
  container: true,
  label:
    'a log search exported as CSV (Splunk "_raw", CloudWatch "@message"), each event taken out',
  // An export has a time column beside the event's: one lone word is no header row.
  applies: (text) => {
    const header = text.trimStart().split('\n', 1)[0] ?? '';
    return header.includes(',') && HEADER.test(header);
  },
  undo: csvColumn,
  wrap: (text) => `"_time","_raw"\n"2026-11-27T10:00:00.000+00:00","${text.replace(/"/g, '""')}"\n`,
};

export const SEARCH_EXPORT_STEPS: readonly UnwrapStep[] = [splunkJson, csvExport];

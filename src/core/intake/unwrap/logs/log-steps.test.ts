// The unwrap steps for journald, log search exports and containers, on the forms their
// documentation gives (docs/verify-intake.md, "Clean"); the round trip of each is proven for
// any text in steps.test.ts and round-trip.test.ts.
import { describe, expect, it } from 'vitest';
import { journalStep } from './journal-lines.ts';
import { SEARCH_EXPORT_STEPS } from './search-exports.ts';
import { unwrapLayers } from '../unwrap.ts';

const [splunkJson, csvExport] = SEARCH_EXPORT_STEPS as [
  (typeof SEARCH_EXPORT_STEPS)[number],
  (typeof SEARCH_EXPORT_STEPS)[number],
];
const message = 'POST /q HTTP/1.1\nX-Sign: abc\n\n{"a":1}';

/** journalctl's rendering of one multi-line message after `prefix` (logs-show.c print_multiline). */
const journal = (prefix: string, text: string) =>
  text
    .split('\n')
    .map((line, n) => (n === 0 ? prefix : ' '.repeat(prefix.length)) + line)
    .join('\n');

describe('journalctl', () => {
  it.for([
    'Nov 27 10:00:00 shop-01 shop-api[4120]: ',
    'Nov  7 10:00:00.123456 shop-01 shop-api[4120]: ',
    '2026-11-27T10:00:00+0000 shop-01 shop-api[4120]: ',
    '2026-11-27T10:00:00.123456+00:00 shop-01 shop-api[4120]: ',
    'Fri 2026-11-27 10:00:00 UTC shop-01 shop-api[4120]: ',
    '[   12.345678] shop-01 kernel: ',
  ])('undoes %j and the continuation indentation', (prefix) => {
    const text = journal(prefix, message);
    expect(journalStep.applies(text)).toBe(true);
    expect(journalStep.undo(text)).toBe(message);
  });

  it('takes an empty message line whose indentation an editor trimmed as empty', () => {
    const text = journal('Nov 27 10:00:00 h app: ', message).replace(/\n +\n/, '\n\n');
    expect(journalStep.undo(text)).toBe(message);
  });

  it('joins entries of several units, each its own line', () => {
    const text = 'Nov 27 10:00:00 h systemd[1]: Started app.\nNov 27 10:00:01 h app[7]: hello';
    expect(journalStep.undo(text)).toBe('Started app.\nhello');
  });

  it('does not take a line that is neither an entry nor indented as a continuation', () => {
    const text = `${journal('Nov 27 10:00:00 h app[7]: ', message)}\nsee above`;
    expect(journalStep.undo(text)).toBeUndefined();
    expect(journalStep.applies(text)).toBe(false);
  });
});

describe('Splunk JSON export', () => {
  const row = (raw: string, extra = {}) =>
    JSON.stringify({ preview: false, offset: 0, ...extra, result: { _raw: raw, host: 'h' } });

  it('joins each result\'s "_raw", the last row marked lastrow included', () => {
    const text = `${row('first')}\n${row(message, { lastrow: true })}\n`;
    expect(splunkJson.applies(text)).toBe(true);
    expect(splunkJson.undo(text)).toBe(`first\n${message}`);
  });

  it('takes no line that is not an export row', () => {
    expect(splunkJson.undo(`${row('first')}\n{"level":30}`)).toBeUndefined();
    expect(splunkJson.applies('{"result":{"raw":"x"}}')).toBe(false);
  });
});

describe('CSV export', () => {
  it('takes the "_raw" column wherever it stands, quotes doubled, commas and line breaks inside', () => {
    const raw = '{"note":"a, \\"q\\""}\nsecond line';
    const text = `"_time","_raw",host\r\n2026-11-27T10:00:00Z,"${raw.replace(/"/g, '""')}",h\r\n`;
    expect(csvExport.applies(text)).toBe(true);
    expect(csvExport.undo(text)).toBe(raw);
  });

  it('takes CloudWatch Logs Insights\' "@message", one event per row', () => {
    const text = '@timestamp,@message\n2026-11-27 10:00:00.000,one\n2026-11-27 10:00:01.000,two\n';
    expect(csvExport.undo(text)).toBe('one\ntwo');
  });

  it('takes no CSV whose quoting is broken or whose rows are ragged', () => {
    expect(csvExport.undo('_raw,host\n"open,h\n')).toBeUndefined();
    expect(csvExport.undo('_raw,host\nx,h,extra\n')).toBeUndefined();
    expect(csvExport.applies('name,value\nx,1\n')).toBe(false);
    expect(csvExport.applies('message\nX-Sign: abc\n')).toBe(false);
  });
});

describe('a container layer undone exactly', () => {
  it('leaves the records it came from out of the layers read', () => {
    const docker = message
      .split(/(?<=\n)/)
      .map((log) => JSON.stringify({ log, stream: 'stdout', time: '2026-11-27T10:00:00Z' }))
      .join('\n');
    const layers = unwrapLayers(docker);
    expect(layers.map((layer) => layer.text)).toEqual([message]);
    expect(layers[0]?.steps.map((step) => step.id)).toEqual(['docker-json-file']);
  });
});

describe("Docker's json-file pieces", () => {
  const record = (log: string) =>
    JSON.stringify({ log, stream: 'stdout', time: '2026-11-27T10:00:00Z' });

  it('are joined exactly when the 16 KiB cut falls between characters', () => {
    const text = [record('{"a":"€'), record('1"}\n')].join('\n');
    const [layer] = unwrapLayers(text);
    expect(layer?.text).toBe('{"a":"€1"}\n');
    expect(layer?.steps[0]?.exact).toBe(true);
  });

  it('say the bytes may differ when the cut fell inside a character the driver wrote as U+FFFD', () => {
    // "€" is E2 82 AC: a cut after E2 leaves an invalid byte on each side, written as U+FFFD.
    const text = [record('{"a":"\uFFFD'), record('\uFFFD1"}\n')].join('\n');
    const layer = unwrapLayers(text).find((l) => l.steps.length > 0);
    expect(layer?.steps[0]).toMatchObject({ id: 'docker-json-file', exact: false });
  });
});

// Insomnia's Timeline as the app writes it, read as a curl debug timeline. The renderer below is
// Insomnia 10.1.1's, written out from packages/insomnia/src/ui/components/viewers/
// response-timeline-viewer.tsx (each entry's lines prefixed by its debug type, empty lines
// dropped, a blank line where the type changes); the entries are those
// packages/insomnia/src/main/network/libcurl-promise.ts records from libcurl's debug callback
// (the request head in one HeaderOut entry, the body in a DataOut entry, each response header a
// HeaderIn entry, DataIn replaced by "Received n B chunk"). Copying from the CodeMirror viewer
// gives its lines joined by line feeds. Every truth is node:crypto's HMAC.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';
import { fieldsArb } from '../../test-support.ts';
import { readDebugTimeline } from './debug-timeline.ts';
import { pasteMistakes } from '../../../diagnosis/families/paste-artifacts.ts';
import type { Intake } from '../../types.ts';

type EntryName = 'Text' | 'HeaderOut' | 'DataOut' | 'HeaderIn' | 'DataIn';
interface Entry {
  name: EntryName;
  value: string;
}

const PREFIX: Record<EntryName, string> = {
  HeaderIn: '< ',
  DataIn: '| ',
  HeaderOut: '> ',
  DataOut: '| ',
  Text: '* ',
};

/** Insomnia 10.1.1's ResponseTimelineViewer rows, as its editor is given them. */
const renderTimeline = (timeline: Entry[]) =>
  timeline
    .map(({ name, value }, i, all) => {
      const lines = `${value}`.replace(/\n$/, '').split('\n');
      const rows = lines.filter((l) => !/^\s*$/.test(l)).map((l) => `${PREFIX[name]}${l}`);
      const changed = (i > 0 ? all[i - 1]!.name : '') !== name;
      return (changed ? '\n' : '') + rows.join('\n');
    })
    .join('\n')
    .trim();

/** What a copy out of CodeMirror gives: its lines (split at CR LF, CR or LF) joined by LF. */
const copied = (text: string) => text.split(/\r\n?|\n/).join('\n');

const SECRET = 'test_sk_4f9a2c7e1b3d';
const M = 'M100001';
const T = '1764000000';
const N = 'nonce-insomnia-2b7c9e1f';
const sign = (body: string) =>
  createHmac('sha256', SECRET).update(`${M}\n${T}\n${N}\n${body}`).digest('hex');
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function timeline(body: string, resBody = '{"code":0,"msg":"success"}'): Entry[] {
  const head = [
    'POST /api/v1/payments/query HTTP/1.1',
    'Host: 127.0.0.1:4010',
    'User-Agent: insomnia/10.1.1',
    'Content-Type: application/json',
    `X-MerchantID: ${M}`,
    `X-Timestamp: ${T}`,
    `X-Nonce: ${N}`,
    `X-Sign: ${sign(body)}`,
    'Accept: */*',
    `Content-Length: ${bytes(body)}`,
  ];
  const resHead = [
    'HTTP/1.1 200 OK',
    'Content-Type: application/json',
    `X-MerchantID: ${M}`,
    `X-Timestamp: ${T}`,
    `X-Nonce: ${N}`,
    `X-Sign: ${sign(resBody)}`,
    `Content-Length: ${bytes(resBody)}`,
  ];
  return [
    { name: 'Text', value: 'Preparing request to http://127.0.0.1:4010/api/v1/payments/query' },
    { name: 'Text', value: 'Current time is 2026-11-26T01:30:00.000Z' },
    { name: 'Text', value: 'Enable automatic URL encoding' },
    { name: 'Text', value: 'Using default HTTP version' },
    { name: 'Text', value: 'Enable timeout of 0ms' },
    { name: 'Text', value: 'Enable SSL validation' },
    { name: 'Text', value: '  Trying 127.0.0.1:4010...\n' },
    { name: 'Text', value: 'Connected to 127.0.0.1 (127.0.0.1) port 4010\n' },
    { name: 'HeaderOut', value: `${head.join('\r\n')}\r\n\r\n` },
    { name: 'DataOut', value: body },
    { name: 'Text', value: 'upload completely sent off: 60 bytes\n' },
    ...resHead.map((line): Entry => ({ name: 'HeaderIn', value: `${line}\r\n` })),
    { name: 'HeaderIn', value: '\r\n' },
    { name: 'Text', value: `Received ${bytes(resBody)} B chunk` },
    { name: 'Text', value: 'Connection #0 to host 127.0.0.1 left intact\n' },
  ];
}

function read(text: string, options = {}): Intake {
  const result = parseIntake(text, options);
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

const ONE_LINE = '{"merchant_order_no":"ORD-20261125-0042","note":"café"}';

describe('curl debug timeline (Insomnia Timeline)', () => {
  it('a one-line body: the request read, Content-Length proving the bytes, the response offered', () => {
    const paste = copied(renderTimeline(timeline(ONE_LINE)));
    expect(paste).toContain(`| ${ONE_LINE}\n\n* upload completely sent off`);
    const intake = read(paste);
    expect(intake.format).toBe('debug-timeline');
    expect(intake.formatDetail).toBe('Insomnia Timeline');
    expect(intake.kind).toBe('request');
    expect(intake.method).toBe('POST');
    expect(intake.fields).toMatchObject({ merchantId: M, timestamp: T, nonce: N });
    expect(intake.fields.receivedSign).toBe(sign(ONE_LINE));
    expect(intake.fields.rawBody).toBe(ONE_LINE);
    expect(intake.sides).toEqual(['request', 'response']);
    expect(intake.restored?.join(' ')).toMatch(/Content-Length \d+ counts exactly these bytes/);
    expect(intake.suspectedArtifacts ?? []).toEqual([]);
  });

  it('the response side: its headers read, the missing body said', () => {
    const res = '{"code":0,"msg":"success"}';
    const intake = read(copied(renderTimeline(timeline(ONE_LINE, res))), { side: 'response' });
    expect(intake.kind).toBe('response');
    expect(intake.status).toBe(200);
    expect(intake.fields.receivedSign).toBe(sign(res));
    expect(intake.fields.rawBody).toBe('');
    expect(intake.warnings.join(' ')).toMatch(/does not show the response body/);
  });

  it('a pretty body sent with CR LF: not proven, said, and the search tries CR LF, which signs', () => {
    const body = '{\r\n  "merchant_order_no": "ORD-1",\r\n  "amount": "10.00"\r\n}';
    const intake = read(copied(renderTimeline(timeline(body))));
    expect(intake.fields.rawBody).toBe(body.replace(/\r/g, ''));
    expect(intake.warnings.join(' ')).toMatch(/counts 3 bytes more than its 4 "\| " lines/);
    expect(intake.suspectedArtifacts).toContain('crlf-to-lf');
    const tried = pasteMistakes(intake.fields.rawBody, intake.suspectedArtifacts).map(
      (m) => m.body,
    );
    expect(tried.map(sign)).toContain(intake.fields.receivedSign);
  });

  it('a pretty body sent with LF: the lines joined with LF, proven by Content-Length', () => {
    const body = '{\n  "merchant_order_no": "ORD-1",\n  "amount": "10.00"\n}';
    const intake = read(copied(renderTimeline(timeline(body))));
    expect(intake.fields.rawBody).toBe(body);
    expect(intake.fields.receivedSign).toBe(sign(body));
    expect(intake.restored?.join(' ')).toMatch(/dropped nothing/);
  });

  it('a body with an empty line the timeline dropped: not proven, and said so', () => {
    const body = '{\n  "merchant_order_no": "ORD-1",\n\n  "amount": "10.00"\n}';
    const intake = read(copied(renderTimeline(timeline(body))));
    expect(intake.fields.rawBody).toBe(
      '{\n  "merchant_order_no": "ORD-1",\n  "amount": "10.00"\n}',
    );
    expect(intake.warnings.join(' ')).toMatch(/exact bytes are not proven.*counts 1 byte more/);
    expect(intake.restored?.join(' ') ?? '').not.toMatch(/^Read:/);
  });

  it('no Content-Length: the lines joined with LF, and the search tries CR LF, which signs', () => {
    const body = '{\r\n  "merchant_order_no": "ORD-1"\r\n}';
    const entries = timeline(body).map((e): Entry =>
      e.name === 'HeaderOut'
        ? { name: e.name, value: e.value.replace(/Content-Length: \d+\r\n/, '') }
        : e,
    );
    const intake = read(copied(renderTimeline(entries)));
    expect(intake.fields.rawBody).toBe('{\n  "merchant_order_no": "ORD-1"\n}');
    expect(intake.warnings.join(' ')).toMatch(/no Content-Length says how long/);
    expect(intake.suspectedArtifacts).toContain('crlf-to-lf');
    const tried = pasteMistakes(intake.fields.rawBody, intake.suspectedArtifacts).map(
      (m) => m.body,
    );
    expect(tried.map(sign)).toContain(intake.fields.receivedSign);
  });

  it('a body over the timeline size limit is said to be hidden, not taken as the body', () => {
    const entries = timeline(ONE_LINE).map((e): Entry =>
      e.name === 'DataOut' ? { name: 'DataOut', value: '(12.4 KB hidden)' } : e,
    );
    const intake = read(copied(renderTimeline(entries)));
    expect(intake.fields.rawBody).toBe('');
    expect(intake.warnings.join(' ')).toMatch(/hid the body/);
  });

  it('the same transcript pasted with CR LF line ends and without Insomnia\u2019s own lines', () => {
    const own = /^(?:Preparing|Current time|Enable|Using|Received)/;
    const entries = timeline(ONE_LINE).filter((e) => e.name !== 'Text' || !own.test(e.value));
    const paste = copied(renderTimeline(entries)).split('\n').join('\r\n');
    const intake = read(paste);
    expect(intake.format).toBe('debug-timeline');
    expect(intake.formatDetail).toBeUndefined();
    expect(intake.fields.rawBody).toBe(ONE_LINE);
    expect(intake.fields.receivedSign).toBe(sign(ONE_LINE));
  });

  it('a similar tool: Expect 100-continue, the data after the interim response, the final response kept', () => {
    const body = ONE_LINE;
    const paste = [
      '* Connected to 127.0.0.1 port 4010',
      '> POST /api/v1/payments/query HTTP/1.1',
      `> X-MerchantID: ${M}`,
      `> X-Timestamp: ${T}`,
      `> X-Nonce: ${N}`,
      `> X-Sign: ${sign(body)}`,
      `> Content-Length: ${bytes(body)}`,
      '> Expect: 100-continue',
      '< HTTP/1.1 100 Continue',
      `| ${body}`,
      '< HTTP/1.1 401 Unauthorized',
      '< Content-Length: 0',
    ].join('\n');
    const intake = read(paste);
    expect(intake.format).toBe('debug-timeline');
    expect(intake.fields.rawBody).toBe(body);
    expect(intake.fields.receivedSign).toBe(sign(body));
    expect(read(paste, { side: 'response' }).status).toBe(401);
  });

  it('a curl -v transcript is still read as one, not as a timeline', () => {
    // curl 7's own "* Using HTTP2, ..." line is not Insomnia's "* Using HTTP/2".
    const paste = `* Using HTTP2, server supports multiplexing\r\n> POST /q HTTP/2\r\n> X-MerchantID: ${M}\r\n> \r\n} [12 bytes data]\r\n< HTTP/2 200\r\n< \r\n{}`;
    expect(read(paste).format).toBe('curl-transcript');
    // A response body with a Markdown table's "| " lines is still curl -v's.
    const table = `${paste}\r\n| a | b |\r\n| - | - |`;
    expect(read(table).format).toBe('curl-transcript');
  });

  it('a body line holding U+2028 is kept whole; a body of spaces alone is said to be missing', () => {
    const sep = '{"note":"a\u2028b"}';
    expect(read(copied(renderTimeline(timeline(sep)))).fields.rawBody).toBe(sep);
    const blank = read(copied(renderTimeline(timeline(' \n  '))));
    expect(blank.fields.rawBody).toBe('');
    expect(blank.warnings.join(' ')).toMatch(/no "\| " data lines/);
  });

  it('property: any body is either proven exact or said to be unproven, never a confident wrong one', () => {
    // A lone CR is left out: the viewer breaks a line there too (see the reader's comment).
    const fields = fieldsArb.filter((f) => !/\r(?!\n)/.test(f.rawBody));
    fc.assert(
      fc.property(fields, (f) => {
        const entries = timeline(f.rawBody).map((e): Entry => {
          if (e.name !== 'HeaderOut') return e;
          const value = e.value
            .replace(`X-Nonce: ${N}`, `X-Nonce: ${f.nonce}`)
            .replace(/X-Sign: [0-9a-f]{64}/, `X-Sign: ${f.receivedSign}`);
          return { name: e.name, value };
        });
        const intake = readDebugTimeline(copied(renderTimeline(entries)));
        if (typeof intake === 'string') throw new Error(intake);
        expect(intake.fields.nonce).toBe(f.nonce);
        expect(intake.fields.receivedSign).toBe(f.receivedSign);
        const proven = (intake.restored ?? []).some((note) => note.includes('dropped nothing'));
        if (proven) expect(intake.fields.rawBody).toBe(f.rawBody);
        if (proven || intake.fields.rawBody === f.rawBody) return;
        expect(intake.warnings.join(' ')).toMatch(/not proven|no "\| " data lines/);
      }),
      { seed: 26, numRuns: 300 },
    );
  });
});

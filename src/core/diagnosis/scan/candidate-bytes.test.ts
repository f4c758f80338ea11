/**
 * How the scan builds each candidate's bytes. A worker keeps the encoded pieces of the last body searched for the next search of the same
 * body (the retry's reading of a paste): what it finds there must be what a fresh search finds.
 * A long body is kept with room in front, where each candidate's fields are written just before
 * its MAC: candidates of one batch share it, and each must be signed over its own fields.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mistakeDimensions } from '../candidates.ts';
import { diagnose } from '../index.ts';
import { readReceivedSign } from '../received-sign.ts';
import type { DiagnosisInput } from '../types.ts';
import { createMacEngine } from './mac-engine.ts';
import { createScan, scanAll } from './search-scan.ts';

const SECRET = 'test_sk_kept_pieces';
const BODY = '{"goods_name":"Café crème","trans_amount":{"currency":"EUR","value":"9.50"}}';

/** A case of `BODY` whose sender signed `signed` (a string, encoded as `encoding`). */
function caseOf(nonce: string, signed: string, encoding: BufferEncoding): DiagnosisInput {
  const payload = `M100001\n1700000000\n${nonce}\n${signed}`;
  return {
    kind: 'request',
    env: 'test',
    merchantId: 'M100001',
    timestamp: '1700000000',
    nonce,
    rawBody: BODY,
    receivedSign: createHmac('sha256', SECRET).update(Buffer.from(payload, encoding)).digest('hex'),
    secrets: { test: SECRET },
  };
}

const causesOf = async (input: DiagnosisInput) => {
  const diagnosis = await diagnose(input);
  return diagnosis.verdict === 'MISMATCH' ? diagnosis.found?.causes : diagnosis.verdict;
};

describe('a search of the body searched last', () => {
  const pretty = JSON.stringify(JSON.parse(BODY), null, 2);

  it('finds, with another nonce, the same kind of mistake a fresh search finds', async () => {
    const first = await causesOf(caseOf('nonce-first', pretty, 'utf16le'));
    expect(first).toEqual(expect.arrayContaining(['BODY_REFORMATTED', 'BODY_ENCODING']));
    // Same body, another nonce: the kept pieces are reused, the string to sign is not.
    expect(await causesOf(caseOf('nonce-retry', pretty, 'utf16le'))).toEqual(first);
    expect(await causesOf(caseOf('nonce-other', BODY, 'latin1'))).toEqual(['BODY_ENCODING']);
  });

  it('signs each candidate of a long body over its own fields, though a batch shares the body', async () => {
    const notes = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`note_${i}`, `line ${i} of the notes, Café`]),
    );
    const long = JSON.stringify({ ...JSON.parse(BODY), ...notes });
    expect(Buffer.byteLength(long)).toBeGreaterThan(8 * 1024);
    const sign = (payload: string, encoding: BufferEncoding = 'utf8') =>
      createHmac('sha256', SECRET).update(Buffer.from(payload, encoding)).digest('hex');
    const base = { ...caseOf('nonce-long', long, 'utf8'), rawBody: long };
    // Milliseconds, and CR LF separators: mistakes in front of the body, written in its room.
    const ms = { ...base, receivedSign: sign(`M100001\n1700000000000\nnonce-long\n${long}`) };
    expect(await causesOf(ms)).toEqual(['TIMESTAMP_MILLISECONDS']);
    const crlf = { ...base, receivedSign: sign(`M100001\r\n1700000000\r\nnonce-long\r\n${long}`) };
    expect(await causesOf(crlf)).toEqual(['CRLF_SEPARATORS']);
    // A line feed after the body: written in the room behind it.
    const trailing = { ...base, receivedSign: sign(`M100001\n1700000000\nnonce-long\n${long}\n`) };
    expect(await causesOf(trailing)).toEqual(['TRAILING_LINE_FEED']);
    const pretty = JSON.stringify(JSON.parse(long), null, 2);
    const both = `M100001\n1700000000000\nnonce-long\n${pretty}`;
    expect(await causesOf({ ...base, receivedSign: sign(both, 'utf16le') })).toBeUndefined();
    expect(await causesOf({ ...base, receivedSign: sign(both) })).toEqual(
      expect.arrayContaining(['TIMESTAMP_MILLISECONDS', 'BODY_REFORMATTED']),
    );
  });

  it('never credits the last search with a sign of another nonce', async () => {
    const retry = caseOf('nonce-retry', pretty, 'utf16le');
    await causesOf(caseOf('nonce-first', pretty, 'utf16le'));
    const other = { ...retry, nonce: 'nonce-first-2' };
    expect(await causesOf(other)).toBeUndefined();
  });
});

describe('a candidate whose bytes another candidate already signed', () => {
  it('is not computed again: an ASCII body in Latin-1 or NFD is its UTF-8 bytes', async () => {
    // Non-ASCII escaped: every character is ASCII, so Latin-1, Windows-1252 and NFD write the
    // same bytes as UTF-8, while UTF-16 writes others.
    const ascii = '{"goods_name":"Caf\\u00e9 cr\\u00e8me","trans_amount":{"value":"9.50"}}';
    const input = { ...caseOf('nonce-ascii', ascii, 'utf8'), rawBody: ascii };
    const dimensions = mistakeDimensions(input, SECRET);
    const body = dimensions.find((d) => d[0]?.dimension === 'body')![0]!;
    const forms = dimensions.find((d) => d[0]?.dimension === 'encoding')!;
    expect(forms.map((f) => ('form' in f ? f.form : null))).toEqual([
      'utf-16le',
      'utf-16be',
      'utf-16',
    ]);
    const latin1 = { ...forms[0]!, form: 'latin1' as const };
    const nfd = { ...forms[0]!, form: 'NFD' as const };
    const engine = createMacEngine();
    const scan = createScan(input, SECRET, engine, { part: 0, parts: 1 });
    const candidates = [[body], [latin1, body], [nfd, body], [forms[0]!, body]];
    const sign = readReceivedSign(input.receivedSign);
    for await (const found of scanAll(scan, candidates, ['HMAC-SHA256'], sign))
      expect(found).toBeNull();
    // The body alone, then only the UTF-16 pair: Latin-1 and NFD are its UTF-8 bytes again.
    expect(engine.count).toBe(2);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTrafficLog, trafficEntryOf } from './traffic-log.ts';
import type { TrafficDiagnosis, TrafficRecord } from './traffic-record.ts';

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * What a record counts against the budget, as docs/sandbox.md says it: 256 bytes, the body kept
 * and its first 1 KiB again (the list's preview), each header value twice, method, path and msg,
 * and the diagnosis's explanation and cause codes.
 */
function modelWeight(record: TrafficRecord): number {
  const kept = record.body.bytes.length;
  const headers = Object.values(record.headers).reduce(
    (sum, value) => sum + (value === undefined ? 0 : 2 * bytesOf(value)),
    0,
  );
  const { diagnosis } = record;
  const diagnosed = diagnosis
    ? bytesOf(diagnosis.explanation) + diagnosis.cause.join(',').length
    : 0;
  const text = bytesOf(record.method) + bytesOf(record.path) + bytesOf(record.msg ?? '');
  return (
    256 + kept + Math.min(kept, 1024) + headers + text + bytesOf(record.source.key) + diagnosed
  );
}

/** How many of `records` each value of `part` holds. */
function countBy(records: TrafficRecord[], part: (record: TrafficRecord) => string) {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(part(record), (counts.get(part(record)) ?? 0) + 1);
  return counts;
}

/**
 * Which record makes room, written plainly: of the peer holding the most records (the first such
 * in id order on a tie), of its source holding the most (likewise), the oldest.
 */
function fairest(records: TrafficRecord[]): number {
  const peers = countBy(records, (record) => record.source.peer);
  const sources = countBy(records, (record) => record.source.key);
  const most = Math.max(...peers.values());
  const peer = records.find((record) => peers.get(record.source.peer) === most)!.source.peer;
  const ofPeer = records.filter((record) => record.source.peer === peer);
  const top = Math.max(...ofPeer.map((record) => sources.get(record.source.key)!));
  return records.findIndex(
    (record) => record.source.peer === peer && sources.get(record.source.key) === top,
  );
}

/**
 * The log's rule, written plainly: records in id order, one dropped as {@link fairest} says past
 * `cap` records or past `budget` counted bytes (while more than one is left), a record read back
 * as it was added.
 */
function modelLog(cap: number, budget: number) {
  let records: TrafficRecord[] = [];
  const total = () => records.reduce((sum, record) => sum + modelWeight(record), 0);
  const trim = () => {
    while (records.length > cap || (total() > budget && records.length > 1)) {
      records.splice(fairest(records), 1);
    }
  };
  return {
    add(record: TrafficRecord) {
      records.push(record);
      records.sort((a, b) => Number(a.id) - Number(b.id));
      trim();
    },
    get: (id: string) => records.find((record) => record.id === id),
    list(since?: number, limit?: number) {
      const newer = records.filter((record) => since === undefined || Number(record.id) > since);
      return newer.reverse().slice(0, limit);
    },
    setDiagnosis(id: string, diagnosis: TrafficDiagnosis) {
      records = records.map((record) => (record.id === id ? { ...record, diagnosis } : record));
      trim();
    },
    clear() {
      records = [];
    },
  };
}

const headerValue = fc.option(fc.string({ unit: 'grapheme', maxLength: 12 }), { nil: undefined });

const record = (id: number) =>
  fc
    .record({
      arrived: fc.integer({ min: 0, max: 2_000_000_000_000 }),
      method: fc.constantFrom('POST', 'GET', 'PUT'),
      path: fc.constantFrom('/api/v1/payments/query', '/api/v1/payments', '/nowhere?x=é'),
      merchantId: headerValue,
      timestamp: headerValue,
      nonce: headerValue,
      sign: headerValue,
      contentType: headerValue,
      userAgent: headerValue,
      body: fc.uint8Array({ maxLength: 40 }),
      extra: fc.nat({ max: 5 }),
      truncated: fc.boolean(),
      status: fc.constantFrom(200, 400, 401, 404, 503),
      code: fc.constantFrom(0, 1003, 'E1', null),
      msg: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
      peer: fc.constantFrom('127.0.0.1', '10.0.0.7'),
      sender: fc.constantFrom('', 'curl/8.5.0', 'axios/1.6.0'),
    })
    .map((fields): TrafficRecord => ({
      id: String(id),
      source: { peer: fields.peer, key: `${fields.peer}\n\n${fields.sender}` },
      arrived: fields.arrived,
      method: fields.method,
      path: fields.path,
      headers: {
        merchantId: fields.merchantId,
        timestamp: fields.timestamp,
        nonce: fields.nonce,
        sign: fields.sign,
        contentType: fields.contentType,
        userAgent: fields.userAgent,
      },
      body: {
        bytes: fields.body,
        size: fields.body.length + fields.extra,
        truncated: fields.truncated,
      },
      status: fields.status,
      code: fields.code,
      msg: fields.msg,
      diagnosis: null,
    }));

type Step =
  | { kind: 'add'; record: TrafficRecord }
  | { kind: 'diagnose'; id: string; diagnosis: TrafficDiagnosis }
  | { kind: 'clear' };

/** Steps whose records take ids 1, 2, 3… in an order shuffled a little, as answers come late. */
const steps = fc
  .array(fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 30 }), fc.nat({ max: 40 })), {
    maxLength: 60,
  })
  .chain((draws) => {
    const ids = draws.map((_, index) => index + 1);
    draws.forEach(([delay], index) => {
      const target = Math.min(ids.length - 1, index + delay);
      [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    });
    return fc.tuple(...ids.map((id) => record(id))).map((records) =>
      records.flatMap((added, index): Step[] => {
        const [, diagnoseDraw, clearDraw] = draws[index]!;
        const out: Step[] = [{ kind: 'add', record: added }];
        if (diagnoseDraw < 6) {
          const diagnosis: TrafficDiagnosis = {
            state: 'done',
            cause: [],
            explanation: `diagnosis ${index}`,
          };
          out.push({ kind: 'diagnose', id: String(1 + diagnoseDraw * 3), diagnosis });
        }
        if (clearDraw === 0) out.push({ kind: 'clear' });
        return out;
      }),
    );
  });

describe('createTrafficLog', () => {
  // What is under test is the keeping: each record must come back as it was added, so the
  // expected entries are the log's own view of the model's records.
  it('keeps what the plain rule keeps, in id order, and reads each record back as it came', () => {
    fc.assert(
      fc.property(
        steps,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 3000 }),
        (run, cap, budget) => {
          const log = createTrafficLog(cap, budget);
          const model = modelLog(cap, budget);
          for (const step of run) {
            if (step.kind === 'add') {
              log.add(step.record);
              model.add(step.record);
            } else if (step.kind === 'diagnose') {
              log.setDiagnosis(step.id, step.diagnosis);
              model.setDiagnosis(step.id, step.diagnosis);
            } else {
              log.clear();
              model.clear();
            }
            expect(log.list()).toEqual(model.list().map(trafficEntryOf));
          }
          for (const kept of model.list()) {
            expect(log.get(kept.id)).toEqual({
              entry: trafficEntryOf(kept),
              bytes: kept.body.bytes,
            });
          }
          expect(log.get('0')).toBeUndefined();
          const since = Number(model.list().at(-1)?.id ?? 0);
          expect(log.list({ since, limit: 2 })).toEqual(model.list(since, 2).map(trafficEntryOf));
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it('shows a record as its entry, and names it only by its id as written', () => {
    const log = createTrafficLog();
    const id = log.nextId();
    log.add({
      id,
      source: { peer: '127.0.0.1', key: '127.0.0.1\n\naxios/1.16.0' },
      arrived: Date.UTC(2026, 10, 22, 21, 0, 0),
      method: 'POST',
      path: '/api/v1/payments/query',
      headers: {
        merchantId: 'M1',
        timestamp: undefined,
        nonce: 'nöncé',
        sign: 'ab'.repeat(32),
        contentType: 'application/json; charset=utf-8',
        userAgent: 'axios/1.16.0',
        fetchSite: 'same-origin',
      },
      body: {
        bytes: new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d, 0xff]),
        size: 9,
        truncated: true,
      },
      status: 401,
      code: 1003,
      msg: 'Signature verification failed.',
      diagnosis: null,
    });
    expect(log.get(id)?.entry).toEqual({
      id: '1',
      time: '2026-11-22T21:00:00.000Z',
      method: 'POST',
      path: '/api/v1/payments/query',
      merchantId: 'M1',
      timestamp: null,
      nonce: 'nöncé',
      contentType: 'application/json; charset=utf-8',
      userAgent: 'axios/1.16.0',
      fromConsole: true,
      bodyBytes: 9,
      // The BOM is kept and the byte that is not UTF-8 reads as U+FFFD.
      body: '\uFEFF{}\uFFFD',
      bodyTruncated: true,
      receivedSign: 'ab'.repeat(32),
      status: 401,
      code: 1003,
      msg: 'Signature verification failed.',
      kind: 'api',
      diagnosis: null,
    });
    expect(log.get(`0${id}`)).toBeUndefined();
    expect(log.get(`${id}.0`)).toBeUndefined();
  });
});

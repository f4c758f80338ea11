import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diagnosePart, type Diagnosis, type DiagnosisInput } from '../../core/diagnosis/index.ts';
import type { SearchReply, SearchRequest } from './search-protocol.ts';

const SECRET = 'test_sk_4f9a2c7e1b3d';
const [m, t, n] = ['M100001', '1700000000', 'n-determinism'];
const body = '{"merchant_order_no":"ORD-7","amount":"10.00"}';
const sign = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('hex');

/**
 * A Worker that runs its share of the real search in this thread (as mistake-search.worker.ts
 * does) and passes progress on at once, but holds its result until the test releases it: the
 * slowest a worker can be between its last progress report and its answer.
 */
class HoldingWorker {
  static created: HoldingWorker[] = [];
  onmessage: ((event: MessageEvent<SearchReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  result: Promise<() => void> | null = null;

  constructor() {
    HoldingWorker.created.push(this);
  }

  postMessage(request: SearchRequest) {
    if ('stop' in request) return;
    const send = (data: SearchReply) => this.onmessage?.(new MessageEvent('message', { data }));
    this.result = diagnosePart(request.input, {
      ...request.share,
      onProgress: (nextBatch, searched) =>
        send({ run: request.run, progress: { nextBatch, searched } }),
    }).then((part) => () => send({ run: request.run, ok: true, part }));
  }

  terminate() {}
}

const caseOf = (receivedSign: string): DiagnosisInput => ({
  kind: 'request',
  env: 'test',
  merchantId: m,
  timestamp: t,
  nonce: n,
  rawBody: body,
  receivedSign,
  secrets: { test: SECRET },
});

beforeEach(() => {
  HoldingWorker.created = [];
  vi.stubGlobal('Worker', HoldingWorker);
  vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
});

afterEach(() => vi.unstubAllGlobals());

describe('the workers sharing a search never race to the answer', () => {
  it.each([
    ['a trailing line feed', `${m}\n${t}\n${n}\n${body}\n`, 'TRAILING_LINE_FEED'],
    ['CR LF separators', [m, t, n, body].join('\r\n'), 'CRLF_SEPARATORS'],
  ])('%s: one answer whichever worker answers last', async (_, payload, cause) => {
    const answers = new Set<string>();
    for (let round = 0; round < 3; round++) {
      for (const late of [0, 1]) {
        vi.resetModules();
        const { searchInWorker } = await import('./search-in-worker.ts');
        HoldingWorker.created = [];
        const answer = searchInWorker(caseOf(sign(payload)));
        const workers = HoldingWorker.created;
        const releases = await Promise.all(workers.map((worker) => worker.result!));
        releases.forEach((release, part) => part !== late && release());
        releases[late]!();
        const diagnosis: Diagnosis = await answer;
        answers.add(diagnosis.verdict === 'MISMATCH' ? (diagnosis.found?.causes.join() ?? '') : '');
      }
    }
    expect([...answers]).toEqual([cause]);
  });
});

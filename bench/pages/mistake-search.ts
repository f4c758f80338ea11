// The Verify view's own search client (its workers, how they share the search and when it is
// decided), built as the console builds it, with nothing around it for the bench to time; and
// its baseline: the same number of bare HMAC-SHA256 over the same bytes, in the same workers.
import type { DiagnosisInput } from '../../src/core/diagnosis/index.ts';
import type { BareReply, SearchRequest } from '../../src/features/verify/search-protocol.ts';
import { searchInWorker } from '../../src/features/verify/search-in-worker.ts';
import { caseInput } from '../../src/features/verify/case-input.ts';
import { parseIntake } from '../../src/core/intake/detect.ts';
import { searchReadings } from '../../src/core/intake/decide.ts';
import type { Intake } from '../../src/core/intake/types.ts';
import type { Environment } from '../../src/core/protocol/case-kinds.ts';

/** What one whole search of a paste did: candidates tried over every reading, and any cause. */
interface PasteSearch {
  searched: number;
  found: string | null;
  readings: number;
}

declare global {
  interface Window {
    benchSearch: (input: DiagnosisInput) => ReturnType<typeof searchInWorker>;
    benchBareHmacs: (input: DiagnosisInput, count: number, workers: number) => Promise<number>;
    benchSearchPaste: (
      text: string,
      secrets: Partial<Record<Environment, string>>,
    ) => Promise<PasteSearch>;
  }
}

window.benchSearch = (input) => searchInWorker(input);

/**
 * A paste searched as the Verify view searches it: read (cleaned, located, ranked), the reading
 * shown searched, then, as nothing is found there, the next readings the signature decides
 * between (docs/verify-intake.md, "Decide"), each in the view's own search lanes.
 */
window.benchSearchPaste = async (text, secrets) => {
  const read = parseIntake(text);
  if (!read.ok) throw new Error(read.error);
  const readings = read.intake.readings ?? [read.intake];
  const inputOf = (reading: Intake) => {
    const { merchantId = '', timestamp = '', nonce = '', receivedSign = '' } = reading.fields;
    const parts = { merchantId, timestamp, nonce, receivedSign, rawBody: reading.fields.rawBody };
    return caseInput({ kind: reading.kind, ...parts }, 'test', secrets, reading);
  };
  let searched = 0;
  // A MATCH or a cause found ends the search; the bench wants neither, and says so.
  const causes = (diagnosis: Awaited<ReturnType<typeof searchInWorker>>) => {
    if (diagnosis.verdict === 'MATCH') return 'MATCH';
    searched += diagnosis.searched;
    return diagnosis.found ? diagnosis.found.causes.join(' ') : null;
  };
  let found = causes(await searchInWorker(inputOf(readings[0]!)));
  if (found === null) {
    const decision = await searchReadings(readings, async (reading) =>
      causes(await searchInWorker(inputOf(reading), 'readings')),
    );
    found = decision?.note ?? null;
  }
  return { searched, found, readings: readings.length };
};

/** `count` HMACs shared over `workers` search workers, as the search shares its candidates. */
window.benchBareHmacs = async (input, count, workers) => {
  const started = Array.from(
    { length: workers },
    () =>
      new Worker(new URL('../../src/features/verify/mistake-search.worker.ts', import.meta.url), {
        type: 'module',
      }),
  );
  const start = performance.now();
  await Promise.all(
    started.map(
      (worker, part) =>
        new Promise<void>((resolve) => {
          worker.onmessage = (event: MessageEvent<BareReply>) => {
            if (event.data.bare === part + 1) resolve();
          };
          const share = Math.ceil(count / workers);
          const request: SearchRequest = { bare: part + 1, input, count: share };
          worker.postMessage(request);
        }),
    ),
  );
  const ms = performance.now() - start;
  started.forEach((worker) => worker.terminate());
  return ms;
};

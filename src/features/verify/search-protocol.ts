/**
 * The messages between the Verify view and its mistake-search workers: each worker runs one
 * share of the search (`SearchShare`, spec 5.5) and reports its progress, so the first hit is
 * shown as soon as no other share can still find an earlier one.
 */
import type { DiagnosisInput, DiagnosisPart, SearchShare } from '../../core/diagnosis/index.ts';

/** To a worker: search a share of a case, or stop searching for run `stop`. */
export type SearchRequest =
  | { run: number; input: DiagnosisInput; share: Pick<SearchShare, 'part' | 'parts'> }
  | { stop: number }
  /** The bench's baseline (docs/performance.md): `count` bare HMAC-SHA256 of the case's bytes. */
  | { bare: number; input: DiagnosisInput; count: number };

/** From a worker, about run `run`. */
export type SearchReply =
  | { run: number; progress: { nextBatch: number; searched: number } }
  | { run: number; ok: true; part: DiagnosisPart }
  | { run: number; ok: false; message: string };

/** From a worker, the bench's baseline: how long its bare HMACs took. */
export interface BareReply {
  bare: number;
  ms: number;
}

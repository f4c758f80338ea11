/**
 * The types the search and its scan share (spec 5.5): a hit, and the share of a search that one
 * thread runs.
 */
import type { Mistake } from '../candidates.ts';
import type { MacAlgorithm, SignEncoding } from '../received-sign.ts';

/** A reproduction of the received sign: the mistakes, and the output format when it was wrong. */
export interface SearchHit {
  mistakes: Mistake[];
  format: { algorithm: MacAlgorithm; encoding: SignEncoding } | null;
  payload: string;
}

/**
 * Which part of the search this run does, so that several threads can share one search. The
 * candidates go in batches numbered in search order across all phases; part `part` of `parts`
 * computes the batches whose number modulo `parts` is `part`, and reports after each one the
 * number of its next batch (every batch of its own before that number is done).
 *
 * A hit's rank is the number of its batch, so the lowest rank is the hit the whole search would
 * have found first. A hit with a wrong output format ranks after every single mistake and before
 * every pair (between the last single batch and the first pair batch), as in the whole search.
 */
export interface SearchShare {
  part: number;
  parts: number;
  /** After each batch of this part: the number of its next batch, and the MACs computed so far. */
  onProgress?: (nextBatch: number, searched: number) => void;
  /** Checked between batches: true ends this part with no hit. */
  cancelled?: () => boolean;
}

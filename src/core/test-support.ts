/** Shared by core's tests: generators of texts and of the edits a user makes to them. */
import fc from 'fast-check';

/** Text with what breaks byte counts: multi-byte characters, pairs and lone surrogate halves. */
const piece = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('é', '€', '☕', '😀', '\ud83d', '\ude00', '\r\n', '\u2028'),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** A text up to ~100,000 units: some pieces repeated, so it spans many checkpoints. */
export const longText = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 12 }), fc.nat({ max: 3_000 }))
  .map(([pieces, times]) => pieces.join('').repeat(times));

/** One edit: an insertion, a deletion or a replacement at a relative position. */
export const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.oneof(fc.nat({ max: 3 }), fc.nat({ max: 40_000 })),
  insert: fc.oneof(piece, longText),
});

export function applied(body: string, change: { at: number; remove: number; insert: string }) {
  const at = Math.floor(change.at * body.length);
  return body.slice(0, at) + change.insert + body.slice(at + change.remove);
}

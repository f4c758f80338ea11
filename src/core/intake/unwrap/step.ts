/**
 * One reversible layer of the unwrap stage (unwrap/steps.ts, docs/verify-intake.md "Clean").
 */

/** One reversible layer. */
export interface UnwrapStep {
  id: string;
  /** Completes "Unwrapped: ..." in the note. */
  label: string;
  applies: (text: string) => boolean;
  undo: (text: string) => string | undefined;
  wrap: (text: string) => string;
  /**
   * Whether undoing this layer provably gave back the bytes under it; a step that guesses (an
   * indentation, a batch file's lines) says false, and the note says the bytes may have changed.
   */
  exact?: (text: string) => boolean;
  /**
   * The layer is a container's own syntax around every line (Docker's json-file records, a
   * search export, journalctl's entries): once undone exactly, the texts it came from are not
   * read as messages, whose records would otherwise pass for bodies.
   */
  container?: true;
}

/** Every line of `text` behind `prefix`: the inverse of a step that takes a line prefix off. */
export const prefixLines = (text: string, prefix: string): string =>
  text
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');

/**
 * The unwrap stage of intake: peels the layers a paste travelled through, one named step at a
 * time, and keeps every intermediate text, so the locate stage can read whichever depth holds the
 * message (docs/architecture.md, Verify & diagnose). Undoing a known layer gives back the bytes the sender
 * signed (spec 5.2 rule 1); each step taken is named for the note.
 */
import { hasSmartQuotes, straightenQuotes } from './smart-quotes.ts';
import type { UnwrapStep } from './step.ts';
import { UNWRAP_STEPS } from './steps.ts';

/** A text and the steps that produced it from the paste, outermost first. */
export interface Unwrapped {
  text: string;
  /** `exact` is false where the step could not prove it gave back the bytes under it. */
  steps: Array<Pick<UnwrapStep, 'id' | 'label'> & { exact: boolean }>;
}

/** Straightening chat quotes: tried last, only where reading needs it (see smart-quotes.ts). */
export const SMART_QUOTES_STEP = {
  id: 'smart-quotes',
  label: 'smart quotes (“ ” ‘ ’) that a chat app or word processor typed for straight quotes',
} as const;

/**
 * Every text reachable from `text` by undoing, in turn, the first layer that applies (at most
 * `maxDepth` layers), starting with `text` itself; then the same texts with smart quotes
 * straightened where they hold any. Bounded: each step is linear in the text.
 */
export function unwrapLayers(text: string, maxDepth = 8): Unwrapped[] {
  const out: Unwrapped[] = [{ text, steps: [] }];
  let current = out[0] as Unwrapped;
  for (let depth = 0; depth < maxDepth; depth += 1) {
    let next: Unwrapped | undefined;
    let step: UnwrapStep | undefined;
    for (step of UNWRAP_STEPS) {
      if (!step.applies(current.text)) continue;
      const undone = step.undo(current.text);
      if (undone === undefined || undone === current.text) continue;
      const exact = step.exact?.(current.text) ?? true;
      next = { text: undone, steps: [...current.steps, { id: step.id, label: step.label, exact }] };
      break;
    }
    if (!next) break;
    if (step?.container && next.steps.at(-1)?.exact) out.length = 0;
    out.push(next);
    current = next;
  }
  const straightened = out
    .filter((layer) => hasSmartQuotes(layer.text))
    .map((layer) => ({
      text: straightenQuotes(layer.text),
      steps: [...layer.steps, { ...SMART_QUOTES_STEP, exact: false }],
    }));
  return [...out, ...straightened];
}

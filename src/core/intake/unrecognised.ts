/**
 * What the intake says when no format fits a paste: each format it tried and what in the paste
 * stopped it, so the support engineer knows what to fix or ask the merchant for. Both lists are
 * the registry's (locate/registry.ts), in its order.
 */
import { READERS } from './locate/registry.ts';
import type { ReadContext } from './locate/reader.ts';

const asks = READERS.flatMap((reader) => (reader.asks ? [reader.asks] : []));

/** The formats the intake reads, said once for every refusal. */
export const UNRECOGNISED_PASTE = `Could not recognise this paste. Paste ${asks.slice(0, -1).join(', ')} or ${asks.at(-1) ?? ''}.`;

/** Lists, format by format, why a paste was not read. */
export function whyUnrecognised(ctx: ReadContext): string {
  const reasons = [...new Set(READERS.map((reader) => reader.whyNot(ctx)))];
  return `${UNRECOGNISED_PASTE} Tried: ${reasons.join('; ')}.`;
}

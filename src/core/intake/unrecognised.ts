/**
 * What the intake says when no format fits a paste: each format it tried and what in the paste
 * stopped it, so the support engineer knows what to fix or ask the merchant for. Both lists are
 * the registry's (locate/registry.ts), in its order.
 */
import { READERS } from './locate/registry.ts';
import type { ReadContext } from './locate/reader.ts';

/** What tickets hold most often, named first so the message leads with the likely fix. */
const COMMON = ['raw-http-request', 'curl', 'har', 'failure-log', 'headers-and-body'];

const asksOf = (ids: readonly string[]) =>
  ids.flatMap((id) => READERS.find((reader) => reader.id === id)?.asks ?? []);
const common = asksOf(COMMON);
const others = asksOf(READERS.map((reader) => reader.id).filter((id) => !COMMON.includes(id)));

/** The formats the intake reads, said once for every refusal: the common ones first. */
export const UNRECOGNISED_PASTE = `Could not recognise this paste. Paste ${common.slice(0, -1).join(', ')} or ${common.at(-1) ?? ''}; also read: ${others.join(', ')}.`;

/** Lists, format by format, why a paste was not read. */
export function whyUnrecognised(ctx: ReadContext): string {
  const reasons = [...new Set(READERS.map((reader) => reader.whyNot(ctx)))];
  return `${UNRECOGNISED_PASTE} Tried: ${reasons.join('; ')}.`;
}

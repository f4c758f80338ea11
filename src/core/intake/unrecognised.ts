/**
 * What the intake says when no format fits a paste: each format it tried and what in the paste
 * stopped it, so the support engineer knows what to fix or ask the merchant for. Both lists are
 * the registry's (locate/registry.ts), in its order.
 */
import { READERS } from './locate/registry.ts';
import type { ReadContext } from './locate/reader.ts';
import { foundAndMissing } from './found-fields.ts';

/** What tickets hold most often, named first so the message leads with the likely fix. */
const COMMON = ['raw-http-request', 'curl', 'har', 'failure-log', 'headers-and-body'];

const asksOf = (ids: readonly string[]) =>
  ids.flatMap((id) => READERS.find((reader) => reader.id === id)?.asks ?? []);
const common = asksOf(COMMON);
const others = asksOf(READERS.map((reader) => reader.id).filter((id) => !COMMON.includes(id)));

/** The formats the intake reads, said once for every refusal: the common ones first. */
const FORMATS = `Paste ${common.slice(0, -1).join(', ')} or ${common.at(-1) ?? ''}; also read: ${others.join(', ')}.`;
const LEAD = 'Could not recognise this paste.';
export const UNRECOGNISED_PASTE = `${LEAD} ${FORMATS}`;

/**
 * Leads with what the paste holds of the case and where (found-fields.ts) and what to ask the
 * merchant for, then the formats read, then, format by format, why the paste was not read.
 */
export function whyUnrecognised(ctx: ReadContext): string {
  const reasons = [...new Set(READERS.map((reader) => reader.whyNot(ctx)))];
  const found = foundAndMissing(ctx.text);
  return `${LEAD}${found ? ` ${found}` : ''} ${FORMATS} Tried: ${reasons.join('; ')}.`;
}

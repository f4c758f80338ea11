/**
 * What the intake says when no format fits a paste: one plain sentence (what the paste is
 * missing, what to ask the merchant for), then, folded under it, what was found where, the
 * formats read and, format by format, what in the paste stopped it. Both lists are the
 * registry's (locate/registry.ts), in its order.
 */
import { READERS } from './locate/registry.ts';
import type { ReadContext } from './locate/reader.ts';
import { caseFinds, foundSentence, missingSentence } from './found-fields.ts';
import type { IntakeRefusal } from './types.ts';

/** What tickets hold most often, named first so the list leads with the likely fix. */
const COMMON = ['raw-http-request', 'curl', 'har', 'failure-log', 'headers-and-body'];

const asksOf = (ids: readonly string[]) =>
  ids.flatMap((id) => READERS.find((reader) => reader.id === id)?.asks ?? []);
const common = asksOf(COMMON);
const others = asksOf(READERS.map((reader) => reader.id).filter((id) => !COMMON.includes(id)));

/** The formats the intake reads, said once in every refusal's details: the common ones first. */
export const FORMATS_READ = `Paste ${common.slice(0, -1).join(', ')} or ${common.at(-1) ?? ''}; also read: ${others.join(', ')}.`;
const LEAD = 'Could not recognise this paste';

/**
 * The refusal of a paste no format reads: the sentence of what is missing and what to ask for
 * (found-fields.ts); its details say where each found part stands, the formats read, then why
 * each format did not read it, one line each.
 */
export function whyUnrecognised(ctx: ReadContext): IntakeRefusal {
  const finds = caseFinds(ctx.text);
  const reasons = [...new Set(READERS.map((reader) => reader.whyNot(ctx)))];
  const found = finds.found.length > 0 ? [foundSentence(finds)] : [];
  return {
    ok: false,
    error: missingSentence(LEAD, finds),
    details: [...found, FORMATS_READ, ...reasons],
  };
}

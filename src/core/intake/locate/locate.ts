/**
 * The locate stage of intake: what an (unwrapped) paste holds. The registry's readers are tried
 * in order and the first whose shape fits reads the text; the readers that find a message inside
 * other text (a header map, a JSON log line, an access log, the signed fields wherever they
 * stand) are tried beside it, and the caller keeps the reading with the most signed fields
 * (spec 5.1, 5.2).
 */
import { signedCount } from '../pipeline.ts';
import type { IntakeResult } from '../types.ts';
import { tryJson, type IntakeOptions, type ReadContext } from './reader.ts';
import { READERS } from './registry.ts';

/** The text as every reader sees it: its JSON parsed once. */
export const readContext = (text: string, options: IntakeOptions): ReadContext => ({
  text,
  json: tryJson(text),
  options,
});

/** Reads what one text holds: the shape's reading first, then the readings beside it. */
export function locate(ctx: ReadContext): IntakeResult[] {
  const out: IntakeResult[] = [];
  for (const reader of READERS) {
    if (!reader.detect(ctx)) continue;
    const result = reader.read(ctx);
    if (result) {
      out.push(result);
      // An entry the user picked that the format refuses is the answer, not a reason to look elsewhere.
      if (!result.ok && ctx.options.entryIndex !== undefined) return out;
      break;
    }
  }
  // A JSON document its own format read whole (a HAR, an export) holds no message beside it:
  // the finders that look inside text would only walk its megabytes again.
  const whole = ctx.json.ok && out.some((r) => r.ok && signedCount(r.intake) === 4);
  if (whole) return out;
  for (const reader of READERS) {
    const beside = reader.besides?.(ctx) ?? [];
    for (const intake of Array.isArray(beside) ? beside : [beside]) out.push({ ok: true, intake });
  }
  return out;
}

/**
 * Paging of the admin API's lists (docs/sandbox.md, "Admin routes"): every list answer is newest
 * first and holds at most {@link PAGE_MAX} entries; `?limit=` asks for fewer and `?since=<id>`
 * for only those newer than an entry already seen, so a console that polls reads only what is new.
 */
import { z } from '../zod-jitless.ts';

/** The most entries one list answer holds. */
export const PAGE_MAX = 1000;

const wholeNumber = /^\d{1,15}$/;

/** `?since=` and `?limit=` as every list route reads them (strings on the wire). */
export const pageQuerySchema = z.object({
  since: z.string().regex(wholeNumber, 'since must be an entry id (digits)').optional(),
  limit: z
    .string()
    .regex(wholeNumber, `limit must be a whole number from 1 to ${PAGE_MAX}`)
    .refine((text) => Number(text) >= 1 && Number(text) <= PAGE_MAX, {
      error: `limit must be a whole number from 1 to ${PAGE_MAX}`,
    })
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A parsed page request: the id to start after, and how many entries at most. */
export interface Page {
  since?: number;
  limit: number;
}

/** The page a parsed query asks for. */
export function pageOf(query: PageQuery | undefined): Page {
  return {
    ...(query?.since !== undefined && { since: Number(query.since) }),
    limit: query?.limit === undefined ? PAGE_MAX : Number(query.limit),
  };
}

/**
 * The page of `newestFirst` (entries ordered newest first, each with its sequence number from
 * `sequence`): the entries newer than `page.since`, at most `page.limit` of them.
 */
export function takePage<T>(
  newestFirst: Iterable<T>,
  sequence: (entry: T) => number,
  page: Page,
): T[] {
  const out: T[] = [];
  for (const entry of newestFirst) {
    if (out.length >= page.limit) break;
    if (page.since !== undefined && sequence(entry) <= page.since) break;
    out.push(entry);
  }
  return out;
}

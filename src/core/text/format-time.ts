/**
 * The one way the console writes an instant for people (docs/architecture.md, house style):
 * the reader's own clock, 24-hour, seconds shown; the date too unless it is the reader's today.
 * Every view uses it, so traffic, webhooks and history read alike. Pure: the clock (`now`) and
 * the time zone are parameters.
 */

/** An instant as `HH:MM:SS`, or `YYYY-MM-DD HH:MM:SS` when not on the same day as `now`. */
export function formatTime(
  instant: number | string,
  now: number,
  timeZone?: string,
): { text: string; iso: string } | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const parts = (at: Date) => {
    const found: Record<string, string> = {};
    const format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    for (const part of format.formatToParts(at)) found[part.type] = part.value;
    return {
      day: `${found['year']}-${found['month']}-${found['day']}`,
      clock: `${found['hour']}:${found['minute']}:${found['second']}`,
    };
  };
  const shown = parts(date);
  const today = parts(new Date(now)).day;
  const text = shown.day === today ? shown.clock : `${shown.day} ${shown.clock}`;
  return { text, iso: date.toISOString() };
}

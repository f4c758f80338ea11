/**
 * Clock drift in human terms, for the timestamp lint (spec 5.2 rule 5: a merchant clock that
 * drifts eventually causes rejection).
 */

const UNITS: [number, string][] = [
  [86_400, 'd'],
  [3_600, 'h'],
  [60, 'min'],
  [1, 's'],
];

/**
 * A duration in seconds as its two largest non-zero units, e.g. `3 h 12 min` or `45 s`
 * (spec 5.2 rule 5: shows how far a timestamp is from now).
 */
export function formatDuration(seconds: number): string {
  let rest = Math.round(Math.abs(seconds));
  if (rest === 0) return '0 s';
  const parts: string[] = [];
  for (const [size, unit] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || parts.length > 0) parts.push(`${count} ${unit}`);
    if (parts.length === 2) break;
  }
  return parts.filter((part) => !part.startsWith('0 ')).join(' ');
}

/**
 * How far a timestamp in seconds is from now, e.g. `3 h 12 min ahead` or `45 s behind`
 * (spec 5.1 `X-Timestamp`, 5.2 rule 5).
 */
export function describeDrift(timestampSeconds: number, nowMs: number): string {
  const drift = timestampSeconds - nowMs / 1000;
  return `${formatDuration(drift)} ${drift >= 0 ? 'ahead' : 'behind'}`;
}

/**
 * The drift as a phrase that reads after "The timestamp is": `45 s behind now` or
 * `3 h 12 min ahead of now` (spec 5.1 `X-Timestamp`, 5.2 rule 5). English says "ahead of" but
 * "behind" alone, so the two directions are worded apart.
 */
export function describeDriftFromNow(timestampSeconds: number, nowMs: number): string {
  const drift = describeDrift(timestampSeconds, nowMs);
  return drift.endsWith('ahead') ? `${drift} of now` : `${drift} now`;
}

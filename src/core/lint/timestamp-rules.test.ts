import { describe, expect, it } from 'vitest';
import { describeDrift, describeDriftFromNow, formatDuration } from './drift.ts';
import { lintTimestamp } from './timestamp-rules.ts';

const NOW = 1_700_000_000_000;
const ids = (timestamp: string, window?: number) =>
  lintTimestamp(timestamp, NOW, window).map((f) => f.id);

describe('lintTimestamp (spec 5.1, 5.2 rule 5)', () => {
  it('accepts seconds within the window', () => {
    expect(lintTimestamp('1700000100', NOW)).toEqual([]);
    expect(lintTimestamp('1699999700', NOW)).toEqual([]);
  });

  it('flags milliseconds and proposes the seconds', () => {
    const [finding] = lintTimestamp('1700000000123', NOW);
    expect(finding).toMatchObject({
      id: 'timestamp-milliseconds',
      severity: 'error',
      field: 'timestamp',
    });
    expect(finding?.fix).toContain('1700000000');
  });

  it('flags a formatted date and gives it in Unix seconds', () => {
    const [finding] = lintTimestamp('2023-11-14T22:13:20Z', NOW);
    expect(finding?.id).toBe('timestamp-date-string');
    expect(finding?.fix).toContain('1700000000');
    expect(ids('Tue, 14 Nov 2023 22:13:20 GMT')).toEqual(['timestamp-date-string']);
  });

  it('flags a leading zero, which the sandbox refuses', () => {
    expect(ids('01700000000')).toEqual(['timestamp-leading-zero']);
    expect(lintTimestamp('01700000000', NOW)[0]?.fix).toContain('Send 1700000000');
  });

  it('flags a non-integer or an empty timestamp', () => {
    expect(ids('1700000000.5')).toEqual(['timestamp-not-integer']);
    expect(ids('-1700000000')).toEqual(['timestamp-not-integer']);
    expect(ids('abc')).toEqual(['timestamp-not-integer']);
    expect(ids('')).toEqual(['timestamp-empty']);
  });

  it('shows the drift in human terms, past the window', () => {
    const ahead = lintTimestamp(String(1_700_000_000 + 3 * 3600 + 12 * 60), NOW)[0];
    expect(ahead).toMatchObject({ id: 'timestamp-clock-drift', severity: 'warning' });
    expect(ahead?.message).toContain('3 h 12 min ahead');
    expect(lintTimestamp('1699999000', NOW)[0]?.message).toContain('16 min 40 s behind now;');
    expect(lintTimestamp('1699999000', NOW)[0]?.message).not.toContain('behind of now');
    expect(ids('1700000301')).toEqual(['timestamp-clock-drift']);
    expect(ids('1700000301', 600)).toEqual([]);
  });
});

describe('drift wording', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [60, '1 min'],
    [3600 + 5, '1 h'],
    [2 * 86_400 + 3 * 3600 + 59, '2 d 3 h'],
    [-(11 * 60 + 2), '11 min 2 s'],
  ])('%d s is "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('says ahead or behind', () => {
    expect(describeDrift(1_700_000_090, NOW)).toBe('1 min 30 s ahead');
    expect(describeDrift(1_699_999_990, NOW)).toBe('10 s behind');
  });

  it('reads after "The timestamp is": behind now, ahead of now', () => {
    expect(describeDriftFromNow(1_700_000_000 - (12 * 60 + 11), NOW)).toBe(
      '12 min 11 s behind now',
    );
    expect(describeDriftFromNow(1_700_000_090, NOW)).toBe('1 min 30 s ahead of now');
  });
});

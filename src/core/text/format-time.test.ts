import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

const NOW = Date.UTC(2026, 10, 27, 17, 30, 0);

describe('formatTime', () => {
  it('writes a time of today as the clock alone, 24-hour with seconds', () => {
    expect(formatTime('2026-11-27T08:05:09.120Z', NOW, 'UTC')).toEqual({
      text: '08:05:09',
      iso: '2026-11-27T08:05:09.120Z',
    });
  });

  it('adds the date for another day, and takes milliseconds as well as ISO text', () => {
    expect(formatTime(Date.UTC(2026, 10, 26, 23, 59, 59), NOW, 'UTC')?.text).toBe(
      '2026-11-26 23:59:59',
    );
  });

  it("reads the day in the reader's time zone", () => {
    // Now is 02:30 on the 28th in Tokyo: 23:30 UTC on the 27th is Tokyo's today, noon UTC is not.
    expect(formatTime('2026-11-27T23:30:00Z', NOW, 'Asia/Tokyo')?.text).toBe('08:30:00');
    expect(formatTime('2026-11-27T12:00:00Z', NOW, 'Asia/Tokyo')?.text).toBe('2026-11-27 21:00:00');
  });

  it('answers null for what is not an instant', () => {
    expect(formatTime('soon', NOW)).toBeNull();
  });
});

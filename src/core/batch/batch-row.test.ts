import { describe, expect, it } from 'vitest';
import { groupRows, type BatchRow } from './batch-row.ts';

const row = (index: number, cause: string): BatchRow => ({
  index,
  verdict: cause === 'MATCH' ? 'MATCH' : 'MISMATCH',
  cause,
  title: `title of ${cause}`,
});

describe('groupRows', () => {
  it('counts each cause, most frequent first, ties by their first message', () => {
    const rows = [
      row(5, 'MATCH'),
      row(0, 'TIMESTAMP_MILLISECONDS'),
      row(3, 'BODY_REFORMATTED'),
      row(1, 'MATCH'),
      row(2, 'TIMESTAMP_MILLISECONDS'),
      row(4, 'SECRET_ENV_MIXED'),
    ];
    expect(groupRows(rows)).toEqual([
      {
        cause: 'TIMESTAMP_MILLISECONDS',
        title: 'title of TIMESTAMP_MILLISECONDS',
        count: 2,
        first: 0,
      },
      { cause: 'MATCH', title: 'title of MATCH', count: 2, first: 1 },
      { cause: 'BODY_REFORMATTED', title: 'title of BODY_REFORMATTED', count: 1, first: 3 },
      { cause: 'SECRET_ENV_MIXED', title: 'title of SECRET_ENV_MIXED', count: 1, first: 4 },
    ]);
  });

  it('gives the same groups whatever order the rows arrive in', () => {
    const rows = [row(0, 'A'), row(1, 'B'), row(2, 'A'), row(3, 'B'), row(4, 'C')];
    expect(groupRows([...rows].reverse())).toEqual(groupRows(rows));
  });
});

/**
 * A body a finder of body-candidates.ts returns: what it holds, where it stands, how it was read,
 * whether its bytes are provably the ones sent, and whether a logger rewrote it (types.ts).
 * Its own file, so the finders need not import body-candidates.ts, which imports them.
 */
export interface FoundBody {
  body: string;
  at: number;
  how: string;
  exact: boolean;
  rewrittenBy?: 'logger';
}

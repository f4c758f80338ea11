/**
 * The team's sign-in sessions (docs/team.md "Sessions"): the sign-in link makes one, its id is
 * 32 random bytes that only the browser's cookie holds, and the server keeps its SHA-256 digest,
 * so a lookup never compares the id itself and the table holds nothing a cookie could be made
 * from. Browsers send a host's cookies to every port of it (cookies are not port-isolated), so a
 * cookie another service on the host reads must stop working: sessions end when idle, at an
 * absolute age, on sign-out, and all of them when the server restarts.
 */
import type { Buffer } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';

/**
 * A session unused this long ends: a colleague back after lunch or a meeting is still in; a
 * browser left overnight (or a copied cookie nobody is using) signs in again.
 */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

/**
 * Every session ends this long after sign-in however much it is used: a copied cookie kept
 * alive by requests is good for a day at most, and a colleague opens the link once a day.
 */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions kept at once: a team's browsers many times over. Only a holder of the token can
 * make one; a script signing in in a loop pushes out the oldest, and memory stays bounded.
 */
export const MAX_SESSIONS = 1000;

export interface SessionTable {
  /** Starts a session and answers its id, for the cookie; the table keeps only its digest. */
  create(): string;
  /** Whether `id` names a live session; a use counts as activity for the idle limit. */
  has(id: string | null): boolean;
  /** Ends the session `id` names, if any. */
  revoke(id: string | null): void;
}

interface Session {
  created: number;
  used: number;
}

const digest = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

/** An in-memory table, oldest first; `now` (milliseconds) and `random` are injectable. */
export function createSessionTable(
  options: { now?: () => number; random?: (size: number) => Buffer } = {},
): SessionTable {
  const now = options.now ?? Date.now;
  const random = options.random ?? randomBytes;
  const sessions = new Map<string, Session>();
  const ended = (session: Session, at: number) =>
    at - session.used >= SESSION_IDLE_MS || at - session.created >= SESSION_LIFETIME_MS;

  return {
    create() {
      const at = now();
      for (const [key, session] of sessions) if (ended(session, at)) sessions.delete(key);
      while (sessions.size >= MAX_SESSIONS) {
        sessions.delete(sessions.keys().next().value as string);
      }
      const id = random(32).toString('base64url');
      sessions.set(digest(id), { created: at, used: at });
      return id;
    },
    has(id) {
      if (id === null || id === '') return false;
      const key = digest(id);
      const session = sessions.get(key);
      if (!session) return false;
      const at = now();
      if (ended(session, at)) {
        sessions.delete(key);
        return false;
      }
      session.used = at;
      return true;
    },
    revoke(id) {
      if (id !== null) sessions.delete(digest(id));
    },
  };
}

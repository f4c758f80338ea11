// The session table on an injected clock: random ids, idle and absolute expiry, revocation,
// and a bounded count with the oldest pushed out.
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  createSessionTable,
  MAX_SESSIONS,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
} from './team-sessions.ts';

const START = 1_700_000_000_000;

function clocked() {
  const clock = { at: START };
  return { clock, table: createSessionTable({ now: () => clock.at }) };
}

describe('the session table', () => {
  it('makes a new 32-byte random id each time and knows only its own', () => {
    const { table } = clocked();
    const first = table.create();
    const second = table.create();
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(table.has(first)).toBe(true);
    expect(table.has(second)).toBe(true);
    expect(table.has(`${first}x`)).toBe(false);
    expect(table.has('')).toBe(false);
    expect(table.has(null)).toBe(false);
    expect(createSessionTable().has(first)).toBe(false);
  });

  it('ends a session left unused for the idle time, and a use restarts the count', () => {
    const { clock, table } = clocked();
    const id = table.create();
    clock.at += SESSION_IDLE_MS - 1;
    expect(table.has(id)).toBe(true);
    clock.at += SESSION_IDLE_MS - 1;
    expect(table.has(id)).toBe(true);
    clock.at += SESSION_IDLE_MS;
    expect(table.has(id)).toBe(false);
    clock.at = START;
    expect(table.has(id)).toBe(false);
  });

  it('ends a session at its absolute age however often it is used', () => {
    const { clock, table } = clocked();
    const id = table.create();
    const step = SESSION_IDLE_MS / 2;
    while (clock.at + step < START + SESSION_LIFETIME_MS) {
      clock.at += step;
      expect(table.has(id)).toBe(true);
    }
    clock.at = START + SESSION_LIFETIME_MS;
    expect(table.has(id)).toBe(false);
  });

  it('revokes one session and leaves the others', () => {
    const { table } = clocked();
    const mine = table.create();
    const theirs = table.create();
    table.revoke(mine);
    table.revoke(null);
    expect(table.has(mine)).toBe(false);
    expect(table.has(theirs)).toBe(true);
  });

  it('keeps at most MAX_SESSIONS, pushing out the oldest', () => {
    const { table } = clocked();
    const ids = Array.from({ length: MAX_SESSIONS + 1 }, () => table.create());
    expect(table.has(ids[0] ?? '')).toBe(false);
    expect(table.has(ids[1] ?? '')).toBe(true);
    expect(table.has(ids.at(-1) ?? '')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { notificationIdOf } from './webhooks.ts';

const entry = (body: string) => ({
  id: '1',
  time: '2026-11-27T17:00:00.000Z',
  headers: {},
  body,
  verified: true,
  reason: '',
});

describe('notificationIdOf', () => {
  it('reads the notification id a webhook body names (spec 6)', () => {
    expect(notificationIdOf(entry('{"notification_id":"N-7","status":"SUCCESS"}'))).toBe('N-7');
  });

  it('answers null for a body that is not JSON or names none', () => {
    expect(notificationIdOf(entry('not json'))).toBeNull();
    expect(notificationIdOf(entry('{"notification_id":7}'))).toBeNull();
    expect(notificationIdOf(entry('[]'))).toBeNull();
  });
});

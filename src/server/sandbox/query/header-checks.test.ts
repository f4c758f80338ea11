import { describe, expect, it } from 'vitest';
import { NOW_MS, NOW_SECONDS, sendQuery, testApp } from '../../test-support/sandbox-client.ts';
import { contentTypeProblem, timestampFormatProblem } from './header-checks.ts';

describe('clock window through the app (a sandbox choice: spec 8 does not show it)', () => {
  it('accepts a timestamp at the edge of the window and refuses one past it', async () => {
    let now = NOW_MS;
    const app = testApp({ clockWindowSeconds: 300 }, () => now);
    now = NOW_MS + 300_000;
    expect((await sendQuery({}, app)).status).toBe(200);
    now = NOW_MS + 301_000;
    const late = await sendQuery({}, app);
    expect(late.status).toBe(401);
    expect(late.envelope.code).toBe(1002);
    expect(late.envelope.msg).toContain('301 seconds behind the sandbox clock');
    expect(late.envelope.msg).toContain('300 seconds either way');
    expect(late.headers.get('X-Timestamp')).toBe('1700000301');
    expect(late.verifies).toBe(true);
  });

  it('refuses a timestamp ahead of the clock, with the drift', async () => {
    const result = await sendQuery({ timestamp: String(Number(NOW_SECONDS) + 900) });
    expect(result.envelope.code).toBe(1002);
    expect(result.envelope.msg).toContain('900 seconds ahead of');
  });
});

describe('header check messages', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset="UTF-8"',
  ])('accepts Content-Type %j', (value) => {
    expect(contentTypeProblem(value)).toBeNull();
  });

  it.each([
    'application/json; charset=iso-8859-1',
    'application/json; boundary=x',
    'application/jsonp',
    'text/json',
  ])('refuses Content-Type %j, quoting it', (value) => {
    expect(contentTypeProblem(value)).toContain(JSON.stringify(value));
  });

  it('asks for seconds when a 13-digit timestamp arrives, suggesting the truncation', () => {
    expect(timestampFormatProblem('1700000000123')).toContain('e.g. 1700000000');
  });

  it('cuts a long client value as every echoed value is, saying its size', () => {
    const message = contentTypeProblem(`text/${'x'.repeat(5000)}`)!;
    expect(message).toContain(`"text/${'x'.repeat(1019)}"… (5005 bytes; the first 1024 shown)`);
  });
});

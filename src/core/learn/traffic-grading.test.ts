import { describe, expect, it } from 'vitest';
import { gradeQueries, isAfter, newestId, type ObservedRequest } from './traffic-grading.ts';

const entry = (id: string, change: Partial<ObservedRequest> = {}): ObservedRequest => ({
  id,
  time: '2023-11-14T22:13:20.000Z',
  method: 'POST',
  path: '/api/v1/payments/query',
  status: 200,
  code: 0,
  msg: 'success',
  kind: 'api',
  diagnosis: null,
  ...change,
});

const crlf = (id: string, state: 'pending' | 'done' | 'failed' | 'skipped' = 'done') =>
  entry(id, {
    status: 401,
    code: 1003,
    msg: 'Signature verification failed.',
    diagnosis: { state, cause: ['CRLF_SEPARATORS'], explanation: 'CR LF' },
  });

describe('isAfter', () => {
  it('compares ids of digits as numbers', () => {
    expect(isAfter('10', '9')).toBe(true);
    expect(isAfter('9', '10')).toBe(false);
    expect(isAfter('12', '12')).toBe(false);
  });
});

describe('gradeQueries', () => {
  it('is passed by the first accepted query after the start, and names failed attempts', () => {
    const log = [entry('12'), crlf('11'), entry('9'), crlf('8')];
    const grade = gradeQueries(log, '10');
    expect(grade.attempts.map((a) => a.id)).toEqual(['11', '12']);
    expect(grade.attempts[0]).toMatchObject({
      accepted: false,
      causes: ['CRLF_SEPARATORS'],
      explanation: 'CR LF',
      code: '1003',
    });
    expect(grade.passedBy?.id).toBe('12');
  });

  it('counts an unknown order (404, code 4004) as correct signing only when asked to', () => {
    const unknown = entry('5', { status: 404, code: 4004, msg: 'Order not found.' });
    const strict = gradeQueries([unknown, crlf('4')], '3');
    expect(strict.passedBy).toBeNull();
    expect(strict.attempts.map((attempt) => attempt.unknownOrder)).toEqual([false, true]);
    const signing = gradeQueries([unknown, crlf('4')], '3', { signingOnly: true });
    expect(signing.passedBy?.id).toBe('5');
    expect(gradeQueries([crlf('4')], '3', { signingOnly: true }).passedBy).toBeNull();
  });

  it('is not passed by a success from before the start', () => {
    expect(gradeQueries([crlf('11'), entry('9')], '10').passedBy).toBeNull();
  });

  it('ignores admin routes and other paths', () => {
    const log = [
      entry('3', { kind: 'admin', path: '/_sandbox/orders' }),
      entry('2', { path: '/api/v1/other' }),
    ];
    expect(gradeQueries(log, null).attempts).toEqual([]);
  });

  it('is not passed by a 200 with an error code (spec 7: 2006 in a signed envelope)', () => {
    expect(gradeQueries([entry('5', { code: 2006, msg: 'limit' })], null).passedBy).toBeNull();
  });

  it('marks a diagnosis still running as pending, with no cause yet', () => {
    const [attempt] = gradeQueries([crlf('4', 'pending')], null).attempts;
    expect(attempt).toMatchObject({ pending: true, causes: [] });
  });

  it("never passes on the console's own send when only a program's query counts", () => {
    const own = entry('5', { fromConsole: true });
    const program = entry('6', { status: 404, code: 4004, msg: 'Order not found.' });
    const options = { signingOnly: true, programOnly: true };
    const alone = gradeQueries([own], '4', options);
    expect(alone.passedBy).toBeNull();
    expect(alone.attempts).toMatchObject([{ id: '5', accepted: true, fromConsole: true }]);
    expect(gradeQueries([program, own], '4', options).passedBy?.id).toBe('6');
    // Without the option the console's own send still passes (the lessons that send it).
    expect(gradeQueries([own], '4').passedBy?.id).toBe('5');
  });

  it('reads a string success code', () => {
    expect(
      gradeQueries([entry('5', { code: 'SUCCESS' })], null, { successCode: 'SUCCESS' }).passedBy
        ?.id,
    ).toBe('5');
  });
});

describe('newestId', () => {
  it('finds the largest id, or null for an empty log', () => {
    expect(newestId([entry('9'), entry('10'), entry('8')])).toBe('10');
    expect(newestId([])).toBeNull();
  });
});

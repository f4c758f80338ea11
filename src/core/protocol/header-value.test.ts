import { describe, expect, it } from 'vitest';
import { headerValueProblem, headerValuesProblem } from './header-value.ts';

describe('headerValueProblem', () => {
  it.each(['M100001', 'café ☕', '1700000000', 'application/json; charset=utf-8', ''])(
    'lets %j through',
    (value) => {
      expect(headerValueProblem('Merchant ID', value)).toBeNull();
    },
  );

  it.each([
    ['M1\r\nX-Evil: 1', /carriage return \(CR\) at character 3/],
    ['M1\nX-Evil: 1', /line feed \(LF\) at character 3/],
    ['M1\u0000', /NUL character/],
    ['M1\t', /a tab/],
    ['M1\u001b[31m', /U\+001B/],
    ['M1\u007f', /U\+007F/],
  ])('refuses %j, naming the character and where', (value, message) => {
    const problem = headerValueProblem('Merchant ID', value);
    expect(problem).toMatch(/^Merchant ID holds /);
    expect(problem).toMatch(message);
    expect(problem).toContain('Remove it.');
  });

  it('names the first field that holds one', () => {
    expect(headerValuesProblem({ 'Merchant ID': 'M1', Nonce: 'a\rb', Timestamp: '\n' })).toMatch(
      /^Nonce holds a carriage return/,
    );
    expect(headerValuesProblem({ 'Merchant ID': 'M1', 'User-Agent': undefined })).toBeNull();
  });
});

// The gate's redirect target as a pure function: whatever path a request named, a browser
// reading the Location stays on the console's origin. The hosts are strings only.
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path.ts';

const CONSOLE = 'http://console.team.example:5180';

describe('sameOriginPath', () => {
  it.each([
    ['//evil.example/x', '/evil.example/x'],
    ['///evil.example/x', '/evil.example/x'],
    ['//evil.example', '/evil.example'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['/\\\\evil.example/x', '/evil.example/x'],
    ['/\\/evil.example/x', '/evil.example/x'],
    ['\\\\evil.example/x', '/evil.example/x'],
    ['/.//evil.example/x', '/evil.example/x'],
    ['/x/..//evil.example/x', '/evil.example/x'],
    ['/\t/evil.example/x', '/evil.example/x'],
    ['/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
    ['/%5C%5Cevil.example/x', '/%5C%5Cevil.example/x'],
    ['//evil.example/x?view=learn', '/evil.example/x?view=learn'],
    ['//', '/'],
    ['/', '/'],
    ['/learn/step-2?view=learn', '/learn/step-2?view=learn'],
  ])('%j gives %j, a path of the console itself', (path, expected) => {
    const location = sameOriginPath(new URL(`${CONSOLE}${path}`));
    expect(location).toBe(expected);
    // Read as a browser reads a Location, from any page of the console.
    for (const page of [`${CONSOLE}/`, `${CONSOLE}/learn/step-2?x=1`]) {
      expect(new URL(location, page).origin).toBe(CONSOLE);
    }
  });
});

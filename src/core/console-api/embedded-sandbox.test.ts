import { describe, expect, it } from 'vitest';
import { isEmbeddedSandbox } from './embedded-sandbox.ts';

const origin = 'http://127.0.0.1:5180';

describe('isEmbeddedSandbox', () => {
  it('knows the default relative base URL and its absolute spelling', () => {
    expect(isEmbeddedSandbox('/sandbox', origin)).toBe(true);
    expect(isEmbeddedSandbox(' /sandbox/ ', origin)).toBe(true);
    expect(isEmbeddedSandbox('http://127.0.0.1:5180/sandbox', origin)).toBe(true);
  });

  it('says no for a test environment elsewhere or an empty or broken base URL', () => {
    expect(isEmbeddedSandbox('http://127.0.0.1:8787', origin)).toBe(false);
    expect(isEmbeddedSandbox('http://127.0.0.1:9999/sandbox', origin)).toBe(false);
    expect(isEmbeddedSandbox('https://api-test.example.com', origin)).toBe(false);
    expect(isEmbeddedSandbox('/sandbox/api', origin)).toBe(false);
    expect(isEmbeddedSandbox('', origin)).toBe(false);
    expect(isEmbeddedSandbox('http://[bad', origin)).toBe(false);
  });
});

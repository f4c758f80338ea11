import { describe, expect, it } from 'vitest';
import { unreachableTargetMessage } from './unreachable-target.ts';

const origin = 'http://127.0.0.1:5180';
const query = (base: string) => `${base}/api/v1/payments/query`;
const none = { test: null, production: null };

describe('unreachableTargetMessage', () => {
  it('accepts the console origin and the announced target, trailing slash or not', () => {
    expect(unreachableTargetMessage('test', query(`${origin}/sandbox`), none, origin)).toBeNull();
    const targets = { test: null, production: 'https://pay.example.com/gw/' };
    expect(
      unreachableTargetMessage('production', query('https://pay.example.com/gw'), targets, origin),
    ).toBeNull();
  });

  it('names the variable to start the console with when no target is configured', () => {
    expect(
      unreachableTargetMessage('production', query('https://pay.example.com'), none, origin),
    ).toBe(
      'This console cannot send here: it reaches other sites only through its proxy, and no production target is configured. To send to this address, start the console with CONSOLE_PRODUCTION_BASE_URL=https://pay.example.com.',
    );
  });

  it('names the allowed target when another one is typed', () => {
    const targets = { test: 'https://sandbox.pay.example', production: null };
    expect(unreachableTargetMessage('test', query('https://other.example'), targets, origin)).toBe(
      "This console's proxy forwards test queries only to https://sandbox.pay.example: use that base URL, or start the console with CONSOLE_TEST_BASE_URL=https://other.example.",
    );
  });

  it('says nothing about a URL it cannot read (the endpoint check says that)', () => {
    expect(unreachableTargetMessage('production', 'not a url', none, origin)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { checkConsoleAddress, shareLinkAt } from './console-address.ts';
import { decodeShareCase, type ShareCase } from './share-link.ts';

const CASE: ShareCase = {
  kind: 'request',
  env: 'test',
  merchant_id: 'M100001',
  timestamp: '1700000000',
  nonce: 'a1b2c3d4e5f6g7h8',
  raw_body: '{"order_no":"A1"}',
  received_sign: 'ab'.repeat(32),
};

/** The fragment computed with Node, independently of the encoder. */
const FRAGMENT = `#case=${Buffer.from(JSON.stringify(CASE), 'utf8').toString('base64url')}`;

describe('public console address', () => {
  it('keeps the path as written, its trailing slash included, and gives a bare origin its /', () => {
    expect(checkConsoleAddress('https://pay.example.com/tools/signing-console/')).toEqual({
      ok: true,
      url: 'https://pay.example.com/tools/signing-console/',
    });
    expect(checkConsoleAddress(' https://pay.example.com ')).toEqual({
      ok: true,
      url: 'https://pay.example.com/',
    });
    expect(checkConsoleAddress('http://127.0.0.1:8080/console')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8080/console',
    });
  });

  it('refuses by the one base-URL rule, and a path, each saying why', () => {
    const refused = (text: string) => {
      const checked = checkConsoleAddress(text);
      return checked.ok ? null : checked.error;
    };
    expect(refused('')).toMatch(/^The address is empty\./);
    expect(refused('ftp://pay.example.com')).toMatch(/must use http or https/);
    expect(refused('https://user:pw@pay.example.com/')).toMatch(/user name or password/);
    expect(refused('https://pay.example.com/?x=1')).toMatch(/query string/);
    expect(refused('https://pay.example.com/#case=')).toMatch(/fragment/);
    expect(refused('https://pay.example.com/{{api_secret}}')).toMatch(/template or script/);
    expect(refused('/tools/signing-console/')).toMatch(/is a path: .* absolute URL/);
  });

  it("builds the share link on the address's origin and path, the fragment as Node encodes it", () => {
    const link = shareLinkAt('https://pay.example.com/tools/signing-console/', CASE);
    expect(link).toBe(`https://pay.example.com/tools/signing-console/${FRAGMENT}`);
    expect(decodeShareCase(link)).toEqual({ ok: true, case: CASE });
  });

  it('carries no secret handed to it beside the case', () => {
    const link = shareLinkAt('https://pay.example.com/', {
      ...CASE,
      secret: 'test_sk_4f9a2c7e1b3d',
    } as ShareCase);
    expect(link).toBe(`https://pay.example.com/${FRAGMENT}`);
  });
});

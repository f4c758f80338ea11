// DevTools "Copy as cURL (cmd)" / "(Windows)" (extract/command/curl-cmd.ts), each command built
// here by the browser's own escaping rules, written out from its source: Chromium's
// NetworkLogView.generateCurlCommand escapeStringWin (`\` doubled, `"` as `\"`, `^` before every
// character outside its safe set, `%^` before a name, a line feed as `^` and two line breaks,
// `^"` around a word with a line break and `"` around others) and Firefox's
// devtools/client/shared/curl.js escapeStringWin (`curl.exe`, `^"` around every word, no `\`
// doubled, a line feed as `"^` and two CR LF then `"`). Signs computed with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';
import { intakeOrThrow, readWithSecret } from '../../test-support.ts';

const chromium = (str: string) => {
  const encaps = /[\r\n]/.test(str) ? '^"' : '"';
  return (
    encaps +
    str
      .replace(/\\/g, '\\\\')
      .replace(/"/g, '\\"')
      .replace(/[^a-zA-Z0-9\s_\-:=+~'/.',?;()*`&]/g, '^$&')
      .replace(/%(?=[a-zA-Z0-9_])/g, '%^')
      .replace(/\r?\n/g, '^\n\n') +
    encaps
  );
};

const firefox = (str: string) =>
  '^"' +
  str
    .replace(/"/g, '\\"')
    .replace(/[^a-zA-Z0-9\s_\-:=+~/.',?;()*`]/g, '^$&')
    .replace(/%(?=[a-zA-Z0-9_])/g, '%^')
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, '"^\r\n\r\n"') +
  '^"';

const fields = { mid: 'M100001', ts: '1795801000', nonce: 'dt-n1' };
const signOf = (body: string) =>
  createHmac('sha256', 'k_dt')
    .update([fields.mid, fields.ts, fields.nonce, body].join('\n'))
    .digest('hex');

const command = (curl: string, esc: (s: string) => string, body: string, eol: string) =>
  [
    `${curl} ${esc('https://sandbox.example/api/v1/payments/query')}`,
    `  -H ${esc('content-type: application/json')}`,
    `  -H ${esc(`x-merchantid: ${fields.mid}`)}`,
    `  -H ${esc(`x-timestamp: ${fields.ts}`)}`,
    `  -H ${esc(`x-nonce: ${fields.nonce}`)}`,
    `  -H ${esc(`x-sign: ${signOf(body)}`)}`,
    `  --data-raw ${esc(body)}`,
  ].join(` ^${eol}`);

describe('DevTools copies for Windows cmd', () => {
  it("reads Firefox's single backslash, which only its later copy writes", () => {
    const body = '{"a":"x\\ny","b":"%PATH%"}';
    const intake = intakeOrThrow(parseIntake(command('curl.exe', firefox, body, '\r\n')));
    expect(intake.fields).toMatchObject({ rawBody: body, receivedSign: signOf(body) });
  });

  it('reads Chromium\'s ^"-quoted body with line breaks and doubled backslashes', () => {
    const body = '{\n  "path": "C:\\\\tmp\\\\a",\n  "pct": "100%OFF",\n  "q": "\\"x\\""\n}';
    const text = `From the portal:\r\n\r\n${command('curl', chromium, body, '\r\n')}\r\n`;
    const intake = intakeOrThrow(parseIntake(text));
    expect(intake.format).toBe('curl-cmd');
    expect(intake.fields).toMatchObject({ rawBody: body, receivedSign: signOf(body) });
  });

  it("reads Firefox's curl.exe body, its backslashes not doubled", async () => {
    // `\\` in the body reads alike in Firefox's older copy, which doubled every `\`: both
    // readings are offered and the signature picks the one it signed.
    const body = '{"path":"C:\\\\tmp","pct":"50%off","note":"a & b <c>"}';
    const intake = await readWithSecret(command('curl.exe', firefox, body, '\n'), 'k_dt');
    expect(intake.fields).toMatchObject({
      merchantId: fields.mid,
      nonce: fields.nonce,
      rawBody: body,
      receivedSign: signOf(body),
    });
  });
});

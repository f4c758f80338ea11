// The spellings of the four signed headers that are not `Name: value` (signed-fields.ts,
// signed-field-forms.ts), each in a form other than the fresh paste that asked for it
// (fixtures/fresh): every sign is computed here with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { findSignedFields } from './signed-fields.ts';

const SECRET = 'test_sk_forms_0a1b';
const MID = 'M100001';
const TS = '1795826178';
const NONCE = 'n0nce-6f1c2a9e4b7d';
const BODY = '{"order_id":"ORD-77","amount":1999,"currency":"EUR"}';
const SIGN = createHmac('sha256', SECRET).update(`${MID}\n${TS}\n${NONCE}\n${BODY}`).digest('hex');
const ALL = { merchantId: MID, timestamp: TS, nonce: NONCE, receivedSign: SIGN };

const values = (text: string) =>
  Object.fromEntries(findSignedFields(text).map(({ key, value }) => [key, value]));

function read(text: string, side?: 'request' | 'response') {
  const result = parseIntake(text, side ? { side } : {});
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

describe('a header list printed as pairs', () => {
  it("reads Elixir Plug's req_headers, {name, value} tuples, and the body beside them", () => {
    const log = `[debug] req_headers: [{"host", "localhost:4000"}, {"x-merchantid", "${MID}"}, {"x-timestamp", "${TS}"}, {"x-nonce", "${NONCE}"}, {"x-sign", "${SIGN}"}]\n[debug] raw body: ${BODY}\n`;
    const intake = read(log);
    expect(intake.fields).toMatchObject({ ...ALL, rawBody: BODY });
  });

  it("reads Ruby's each_header.to_a, [name, value] arrays", () => {
    const dump = `[["content-type", "application/json"], ["x-merchantid", "${MID}"], ["x-timestamp", "${TS}"], ["x-nonce", "${NONCE}"], ["x-sign", "${SIGN}"]]`;
    expect(values(dump)).toEqual(ALL);
  });

  it('does not take a list of header names (CORS) for values', () => {
    const config = `allow_headers=['Content-Type', 'X-MerchantID', 'X-Timestamp', 'X-Nonce', 'X-Sign']\nexpose = ('X-Nonce', 'Idempotency-Key')\nexpose2 = ['X-MerchantID', 'X-Request-Id']`;
    expect(values(config)).toEqual({});
  });
});

describe('a value framed by the bracket before its name', () => {
  it("reads Java's MessageHeader of a response, {Name: value} pairs", () => {
    const log = `FINE: sun.net.www.MessageHeader@1b2c3d4 pairs: {null: HTTP/1.1 200 OK}{X-MerchantID: ${MID}}{X-Timestamp: ${TS}}{X-Nonce: ${NONCE}}{X-Sign: ${SIGN}}{Content-Length: ${BODY.length}}\nHTTP 200\n${BODY}\n`;
    expect(read(log, 'response').fields).toMatchObject({ ...ALL, rawBody: BODY });
  });

  it("reads Groovy's map, [Name:value, Name:value]", () => {
    const map = `headers: [X-MerchantID:${MID}, X-Timestamp:${TS}, X-Nonce:${NONCE}, X-Sign:${SIGN}]`;
    expect(values(map)).toEqual(ALL);
  });

  it("ends a logged MDC's value at the map's closer: log4j2's %X prints {mid=..., nonce=...}", () => {
    const line = `2026-11-28 00:41:32 DEBUG SignatureFilter {mid=${MID}, nonce=${NONCE}} ts=${TS} sign=${SIGN} body="${BODY.replace(/"/g, '\\x22')}"`;
    expect(read(line).fields).toMatchObject({ ...ALL, rawBody: BODY });
  });
});

describe('CGI names, HTTP_X_SIGN', () => {
  it("reads PHP's print_r($_SERVER)", () => {
    const dump = `Array\n(\n    [HTTP_HOST] => pay.example\n    [HTTP_X_MERCHANTID] => ${MID}\n    [HTTP_X_TIMESTAMP] => ${TS}\n    [HTTP_X_NONCE] => ${NONCE}\n    [HTTP_X_SIGN] => ${SIGN}\n)\nphp://input: ${BODY}\n`;
    expect(read(dump).fields).toMatchObject({ ...ALL, rawBody: BODY });
  });

  it("reads Rack's env as Ruby inspects it", () => {
    const env = `{"REQUEST_METHOD"=>"POST", "HTTP_X_MERCHANTID"=>"${MID}", "HTTP_X_TIMESTAMP"=>"${TS}", "HTTP_X_NONCE"=>"${NONCE}", "HTTP_X_SIGN"=>"${SIGN}"}`;
    expect(values(env)).toEqual(ALL);
  });
});

describe('a merchant logged without the X- name', () => {
  const fields = `"x_timestamp":"${TS}","x_nonce":"${NONCE}","x_sign":"${SIGN}"`;

  it('reads merchant_id beside the other three, and says so', () => {
    const line = `{"level":"debug","merchant_id":"${MID}",${fields},"request_body":${JSON.stringify(BODY)}}`;
    const intake = read(line);
    expect(intake.fields).toMatchObject({ ...ALL, rawBody: BODY });
    expect(intake.warnings.join(' ')).toMatch(
      /X-MerchantID is read from merchant_id M100001 \(line 1\)/,
    );
  });

  it("does not take a body's own merchant_id", () => {
    const nested = `{${fields},"body":{"merchant_id":"M999"}}`;
    expect(values(nested).merchantId).toBeUndefined();
    const escaped = `{${fields},"request_body":"{\\"merchant_id\\":\\"M999\\"}"}`;
    expect(values(escaped).merchantId).toBeUndefined();
  });

  it('keeps the X-MerchantID header when the body names another merchant', () => {
    const head = `X-MerchantID: ${MID}\nX-Timestamp: ${TS}\nX-Nonce: ${NONCE}\nX-Sign: ${SIGN}\n\n{"merchant_id":"M999"}`;
    expect(values(head).merchantId).toBe(MID);
  });
});

describe('a header the code sets from a variable', () => {
  const code = (assignments: string) =>
    `${assignments}\nconst headers = { 'X-MerchantID': '${MID}', 'X-Timestamp': ts, 'X-Nonce': '${NONCE}', 'X-Sign': '${SIGN}' };\nconst body = '${BODY}';\n`;

  it("reads the variable's one literal value, and says so", () => {
    const intake = read(code(`const ts = '${TS}';`));
    expect(intake.fields).toMatchObject({ ...ALL, rawBody: BODY });
    expect(intake.warnings.join(' ')).toMatch(
      /X-Timestamp is read from the variable ts, .*\(1795826178, line 1\)/,
    );
  });

  it('reads nothing when the paste shows two values, or none, for it', () => {
    expect(values(code(`let ts = '${TS}';\nts = '1795826999';`)).timestamp).toBeUndefined();
    expect(values(code('const ts = String(Math.floor(Date.now() / 1000));')).timestamp).toBe(
      undefined,
    );
  });
});

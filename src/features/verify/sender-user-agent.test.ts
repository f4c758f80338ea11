import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../core/intake/detect.ts';
import { senderUserAgent } from './sender-user-agent.ts';

const SIGN = 'ab'.repeat(32);
const HEADERS = ['X-MerchantID: M1', 'X-Timestamp: 1767225600', 'X-Nonce: n1', `X-Sign: ${SIGN}`];

function intakeOf(text: string, side?: 'request' | 'response') {
  const result = parseIntake(text, side ? { side } : {});
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

describe("the sender's User-Agent Verify passes to the diagnosis", () => {
  it('reads it from a pasted raw request', () => {
    const raw = ['POST /api/v1/payments/query HTTP/1.1', 'Host: x', 'User-Agent: axios/1.16.0']
      .concat('Content-Type: application/json', HEADERS, '', '{"a":1}')
      .join('\r\n');
    expect(senderUserAgent(intakeOf(raw))).toBe('axios/1.16.0');
  });

  it("reads curl's own from the request side of curl -v output", () => {
    const transcript = [
      '> POST /api/v1/payments/query HTTP/1.1',
      '> Host: localhost:8080',
      '> User-Agent: curl/8.5.0',
      '> Content-Type: application/json',
      ...HEADERS.map((line) => `> ${line}`),
      '> Content-Length: 7',
      '>',
      '< HTTP/1.1 401 Unauthorized',
      '< Content-Type: application/json',
      '<',
      '{"code":1003}',
    ].join('\n');
    const request = intakeOf(transcript, 'request');
    expect(request.format).toBe('curl-transcript');
    expect(senderUserAgent(request)).toBe('curl/8.5.0');
    // The response side's headers are the answerer's: no User-Agent of the sender there.
    expect(senderUserAgent(intakeOf(transcript, 'response'))).toBeUndefined();
  });

  it('invents none for a curl command that sets none', () => {
    const curl = `curl -X POST https://x/api ${HEADERS.map((line) => `-H '${line}'`).join(' ')} --data-raw '{"a":1}'`;
    const intake = intakeOf(curl);
    expect(intake.format).toBe('curl');
    expect(senderUserAgent(intake)).toBeUndefined();
    const withHeader = intakeOf(curl.replace('-H ', "-H 'User-Agent: GuzzleHttp/7' -H "));
    expect(senderUserAgent(withHeader)).toBe('GuzzleHttp/7');
  });

  it('has none without an intake (a typed or shared case) or with an empty header', () => {
    expect(senderUserAgent(null)).toBeUndefined();
    const raw = ['POST /q HTTP/1.1', 'User-Agent:  ', ...HEADERS, '', '{}'].join('\r\n');
    expect(senderUserAgent(intakeOf(raw))).toBeUndefined();
  });
});

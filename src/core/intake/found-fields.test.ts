import { describe, expect, it } from 'vitest';
import { FORMATS_READ, parseIntake } from './detect.ts';
import { caseFinds, foundAndMissing, foundSentence, missingSentence } from './found-fields.ts';
import { intakeOrThrow } from './test-support.ts';

const SIGN = 'c0ffee'.padEnd(64, '1');

describe('what a paste holds when it does not hold the whole case', () => {
  it('a paste with two headers names them, where they stand, and what to ask for', () => {
    const paste =
      'Ticket 77: the merchant sent only this\n\nX-MerchantID: M100001\nX-Nonce: n-77\n';
    const intake = intakeOrThrow(parseIntake(paste));
    const lead = intake.warnings[0] ?? '';
    expect(lead).toMatch(/^Found X-MerchantID \(line 3\) and X-Nonce \(line 4\); missing /);
    expect(lead).toContain('missing X-Timestamp, X-Sign and the body.');
    expect(lead).toContain("Ask the merchant for the request's X-Timestamp and X-Sign as sent");
    expect(lead).toContain('the raw body exactly as sent');
  });

  it('says a value stood in a JSON key, and a body after a blank line', () => {
    const paste = `{"x_merchantid":"M1","x_sign":"${SIGN}","msg":"rejected"}\n\n{"merchant_order_no":"ORD-1"}`;
    const said = foundAndMissing(paste);
    expect(said).toContain('X-MerchantID (line 1, in a JSON key x_merchantid)');
    expect(said).toContain('X-Sign (line 1, in a JSON key x_sign)');
    expect(said).toContain('the body (after the blank line at line 2)');
    expect(said).toContain('missing X-Timestamp and X-Nonce.');
    expect(said).not.toContain('raw body exactly');
  });

  it('names another spelling, and says nothing when the case is whole', () => {
    const spelled = foundAndMissing(`log: xSign=${SIGN}`);
    expect(spelled).toMatch(
      /^Found X-Sign \(line 1, spelled xSign\); missing X-MerchantID, X-Timestamp, X-Nonce and the body\./,
    );
    const whole = `X-MerchantID: M1\nX-Timestamp: 1\nX-Nonce: n\nX-Sign: ${SIGN}\n\n{"a":1}`;
    expect(foundAndMissing(whole, intakeOrThrow(parseIntake(whole)))).toBe('');
  });

  it('the refusal is one sentence of what is missing and what to ask for, the rest in its details', () => {
    const result = parseIntake(`hello there, x-sign is ${SIGN} I think`);
    if (result.ok) throw new Error('read');
    expect(result.error).toBe(
      'Could not recognise this paste: it holds none of the signed headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) or a body; ask the merchant for the whole request as their program logged it.',
    );
    const details = result.details ?? [];
    expect(details.indexOf(FORMATS_READ)).toBe(0);
    expect(details.some((d) => d.startsWith('curl: '))).toBe(true);
  });

  it('says what a refused paste is missing, or that it holds every part in no format read', () => {
    const some = caseFinds('From the merchant:\nX-MerchantID: M1\nX-Nonce: n-3\n');
    expect(foundSentence(some)).toBe(
      'Found X-MerchantID (line 2) and X-Nonce (line 3); missing X-Timestamp, X-Sign and the body.',
    );
    expect(missingSentence('Could not recognise this paste', some)).toBe(
      "Could not recognise this paste: it is missing X-Timestamp, X-Sign and the body; ask the merchant for the request's X-Timestamp and X-Sign as sent (a header line each) and the raw body exactly as sent (the bytes, not a re-formatted copy), or for the whole request as their program logged it.",
    );
    const whole = `X-MerchantID: M1\nX-Timestamp: 1\nX-Nonce: n\nX-Sign: ${SIGN}\n\n{"a":1}`;
    expect(missingSentence('Could not recognise this paste', caseFinds(whole))).toMatch(
      /^Could not recognise this paste: it holds all four signed headers and a body, but in no format this console reads; paste the request as raw HTTP/,
    );
  });
});

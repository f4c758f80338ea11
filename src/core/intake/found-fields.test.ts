import { describe, expect, it } from 'vitest';
import { parseIntake } from './detect.ts';
import { foundAndMissing } from './found-fields.ts';
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

  it('the refusal leads with what was found, then the formats read, then why each stopped', () => {
    const result = parseIntake(`hello there, x-sign is ${SIGN} I think`);
    expect(result.ok).toBe(false);
    const error = result.ok ? '' : result.error;
    expect(error).toMatch(
      /^Could not recognise this paste\. Found none of X-MerchantID, X-Timestamp, X-Nonce, X-Sign and the body\. Ask the merchant for /,
    );
    expect(error.indexOf('Ask the merchant')).toBeLessThan(error.indexOf('Paste a raw HTTP'));
    expect(error.indexOf('Paste a raw HTTP')).toBeLessThan(error.indexOf('Tried:'));
  });
});

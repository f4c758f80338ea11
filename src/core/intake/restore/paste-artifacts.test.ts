import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compareSign } from '../../diagnosis/index.ts';
import { parseIntake } from '../detect.ts';
import { fieldsArb, intakeOrThrow, rawRequest, type SignedFields } from '../test-support.ts';

const SECRET = 'test_sk_4f9a2c7e1b3d';
const signed = (body: string): SignedFields => {
  const f = {
    merchantId: 'M100001',
    timestamp: '1700000000',
    nonce: 'n-2b7c9d1e4f60a8',
    rawBody: body,
  };
  const payload = `${f.merchantId}\n${f.timestamp}\n${f.nonce}\n${f.rawBody}`;
  return { ...f, receivedSign: createHmac('sha256', SECRET).update(payload, 'utf8').digest('hex') };
};

describe('restoring what a paste provably changed', () => {
  it('trims a line feed a ticket added after a body whose Content-Length ends before it', () => {
    const f = signed('{"merchant_order_no":"ORD-1"}');
    const intake = intakeOrThrow(parseIntake(`${rawRequest(f)}\n`));
    expect(intake.fields.rawBody).toBe(f.rawBody);
    expect(intake.restored).toEqual([
      `Restored: the paste added a trailing line feed after the body; Content-Length ${Buffer.byteLength(f.rawBody)} says the body ends before it.`,
    ]);
    expect(intake.warnings.join(' ')).not.toContain('Content-Length says');
  });

  it('hands the restored case to the comparison, which then matches', async () => {
    const f = signed('{"merchant_order_no":"ORD-1"}');
    const intake = intakeOrThrow(parseIntake(`${rawRequest(f)}\r\n\r\n`));
    expect(intake.restored?.[0]).toContain('2 trailing line breaks');
    const verdict = await compareSign({
      kind: 'request',
      env: 'test',
      merchantId: intake.fields.merchantId ?? '',
      timestamp: intake.fields.timestamp ?? '',
      nonce: intake.fields.nonce ?? '',
      rawBody: intake.fields.rawBody,
      receivedSign: intake.fields.receivedSign ?? '',
      secrets: { test: SECRET },
    });
    expect(verdict.verdict).toBe('MATCH');
  });

  it('turns no-break spaces back into spaces when the byte count proves it', () => {
    const f = signed('{"goods_name": "blue mug", "merchant_order_no": "ORD-1"}');
    const pasted = rawRequest(f).replace(/(\r\n\r\n.*)$/s, (body) => body.replace(/ /g, '\u00A0'));
    const intake = intakeOrThrow(parseIntake(`${pasted}\n`));
    expect(intake.fields.rawBody).toBe(f.rawBody);
    expect(intake.restored?.[0]).toContain('no-break spaces');
    expect(intake.restored?.[1]).toContain('trailing line feed');
  });

  it('strips zero-width characters and stray spaces from the signed header values', () => {
    const f = signed('{}');
    const pasted = rawRequest(f)
      .replace(
        `X-Sign: ${f.receivedSign}`,
        `X-Sign: ${f.receivedSign.slice(0, 10)}\u200B${f.receivedSign.slice(10)}\u00A0`,
      )
      .replace(`X-Nonce: ${f.nonce}`, `X-Nonce: \u2060${f.nonce}`);
    const intake = intakeOrThrow(parseIntake(pasted));
    expect(intake.fields.receivedSign).toBe(f.receivedSign);
    expect(intake.fields.nonce).toBe(f.nonce);
    expect(intake.restored).toHaveLength(2);
    expect(intake.restored?.join(' ')).toContain('X-Sign held 1 zero-width character');
  });

  it('keeps the bytes and lists what may have happened when nothing proves it', () => {
    const noLength = intakeOrThrow(parseIntake('X-Sign: ab\nX-Nonce: n\n\n{"a":"x\u00A0y"}\n'));
    expect(noLength.fields.rawBody).toBe('{"a":"x\u00A0y"}\n');
    expect(noLength.restored).toBeUndefined();
    expect(noLength.suspectedArtifacts).toEqual(['trailing-newline', 'nbsp']);
    const f = signed('{\r\n"a":1\r\n}');
    const lf = intakeOrThrow(parseIntake(rawRequest(f).replaceAll('\r\n', '\n')));
    expect(lf.suspectedArtifacts).toEqual(['crlf-to-lf']);
    expect(lf.restored).toBeUndefined();
  });

  it('never touches a body whose bytes agree with its Content-Length', () => {
    fc.assert(
      fc.property(fieldsArb, fc.stringMatching(/^[\r\n]{1,3}$/), (f, extra) => {
        expect(intakeOrThrow(parseIntake(rawRequest(f))).fields.rawBody).toBe(f.rawBody);
        const restored = intakeOrThrow(parseIntake(rawRequest(f) + extra));
        expect(restored.fields.rawBody).toBe(f.rawBody);
        expect(restored.restored?.length).toBeGreaterThan(0);
      }),
    );
  });
});

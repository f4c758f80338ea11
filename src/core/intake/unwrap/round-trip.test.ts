// Done when (issue wording kept out): any message that reads correctly still reads correctly
// after each unwrap step's inverse is applied to it: prefixes added, quoted, escaped, split.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { expectedFields, fieldsArb, rawRequest, type SignedFields } from '../test-support.ts';
import { UNWRAP_STEPS } from './steps.ts';

/** A request with a JSON body of any text: the shape a ticket carries. */
const messageArb: fc.Arbitrary<SignedFields> = fc
  .tuple(fieldsArb, fc.string({ unit: 'grapheme', maxLength: 60 }))
  .map(([fields, note]) => ({ ...fields, rawBody: JSON.stringify({ note }) }));

const fieldsOf = (text: string) => {
  const result = parseIntake(text);
  if (!result.ok) return result.error;
  const { merchantId, timestamp, nonce, receivedSign, rawBody } = result.intake.fields;
  return { merchantId, timestamp, nonce, receivedSign, rawBody };
};

describe('a message that reads correctly still reads after any unwrap step is applied to it', () => {
  for (const step of UNWRAP_STEPS) {
    it(step.id, () => {
      fc.assert(
        fc.property(messageArb, fc.constantFrom('\r\n', '\n'), (fields, eol) => {
          const message = rawRequest(fields, eol);
          const { merchantId, timestamp, nonce, receivedSign, rawBody } = expectedFields(fields);
          const want = { merchantId, timestamp, nonce, receivedSign, rawBody };
          fc.pre(JSON.stringify(fieldsOf(message)) === JSON.stringify(want));
          expect(fieldsOf(step.wrap(message))).toEqual(want);
        }),
        { numRuns: 60 },
      );
    });
  }
});

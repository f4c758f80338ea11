/**
 * Shared by the family tests (catalogue.test.ts, explain/lead-shape.test.ts): cases every family
 * has candidates for, one of them at least, and every output-format mistake a reading can name.
 */
import { MAC_LENGTH, type MacAlgorithm, type SignEncoding } from '../received-sign.ts';
import { PROD_SECRET, TEST_SECRET } from '../test-support.ts';
import type { DiagnosisInput } from '../types.ts';
import { formatMistake, type FormatMistake } from './output-format.ts';

/**
 * A body with non-ASCII text (the encodings), JSON that parses (the body variants), seconds in
 * the header (the clock read twice, every millisecond), the other environment's secret (mixed
 * secrets), suspected paste artifacts.
 */
export const FAMILY_SAMPLE: DiagnosisInput = {
  kind: 'request',
  env: 'test',
  merchantId: 'M123456',
  timestamp: '1767225600',
  nonce: 'f3b1c2d4e5a60718',
  rawBody: '{"goods_name":"Café € ☕","trans_amount":{"value":"10.00","currency":"USD"}}\n',
  receivedSign: '0f'.repeat(32),
  secrets: { test: TEST_SECRET, production: PROD_SECRET },
  suspectedArtifacts: ['trailing-newline'],
};

/** A form-encoded body (key=value&…) where JSON was signed: the form family's case. */
export const FORM_SAMPLE: DiagnosisInput = {
  ...FAMILY_SAMPLE,
  rawBody: 'merchant_order_no=ORD-1&goods_name=Caf%C3%A9&amount=10.00',
};

const ENCODINGS: SignEncoding[] = [
  'hex-upper',
  'hex-mixed',
  'hex-unpadded',
  'base64',
  'base64url',
  'base64-of-hex',
];

/**
 * Every output-format mistake a reading of a received sign can carry: each algorithm in each
 * encoding, hex short of its zeros for the 32-byte ones only (received-sign.ts).
 */
export function everyFormatMistake(): FormatMistake[] {
  const algorithms = Object.keys(MAC_LENGTH) as MacAlgorithm[];
  return algorithms.flatMap((algorithm) =>
    ENCODINGS.filter((e) => e !== 'hex-unpadded' || MAC_LENGTH[algorithm] === 32).map((e) =>
      formatMistake(algorithm, e),
    ),
  );
}

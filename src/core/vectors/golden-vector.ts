/**
 * Golden test vectors (spec 5.2): the current case written out as a JSON vector an integrator
 * can put in their own unit tests, with the string to sign and its UTF-8 bytes in hex, and the
 * expected sign. A vector never holds the secret: it names the key by its fingerprint only, and
 * the integrator supplies the secret in their test.
 */
import { toBase64, toHex, utf8 } from '../text/bytes.ts';
import { applyMistakes, type Mistake, payloadText } from '../diagnosis/candidates.ts';
import { bodyVariants } from '../diagnosis/families/body-variants.ts';
import type { CauseCode, DiagnosisInput } from '../diagnosis/types.ts';
import { keyFingerprint } from '../signing/fingerprint.ts';
import { hmacSha256, hmacSha256Hex } from '../signing/signing.ts';

/** The four inputs of spec 5.2, under the failure-log names of spec 5.5. */
export interface VectorInputs {
  merchant_id: string;
  timestamp: string;
  nonce: string;
  raw_body: string;
}

export interface GoldenVector {
  format: 'signing-console golden vector v1';
  algorithm: 'HMAC-SHA256, lowercase hex (spec 5.2 rule 4)';
  /** Which secret signs it: `xxxx-xxxx` of core/fingerprint.ts. Never the secret itself. */
  key_fingerprint: string;
  inputs: VectorInputs;
  sign_payload: string;
  /** The string to sign's UTF-8 bytes (spec 5.2 rule 3), lowercase hex. */
  sign_payload_hex: string;
  sign: string;
}

/** A deliberately wrong way to sign the same inputs, and the cause code that names it. */
interface WrongVariant {
  name: string;
  cause: CauseCode;
  sign_payload: string;
  sign_payload_hex: string;
  /** What a signer making this mistake produces; a correct signer must never produce it. */
  sign: string;
}

export interface GoldenVectorSet {
  format: 'signing-console golden vector set v1';
  key_fingerprint: string;
  how_to_assert: string[];
  valid: GoldenVector;
  wrong: WrongVariant[];
}

/** How to use a vector in a unit test; the same words go into every export. */
const VECTOR_NOTES = [
  'Read the secret whose key fingerprint is key_fingerprint from your test configuration: the vector never holds it.',
  'Build the string to sign from inputs with your own code and assert its UTF-8 bytes, in hex, equal sign_payload_hex.',
  'Assert HMAC-SHA256(secret, those bytes) as lowercase hex equals sign.',
  'For each wrong variant, assert your signer does not produce its sign; the cause names the mistake it stands for.',
];

const asCase = (inputs: VectorInputs): DiagnosisInput => ({
  kind: 'request',
  env: 'test',
  merchantId: inputs.merchant_id,
  timestamp: inputs.timestamp,
  nonce: inputs.nonce,
  rawBody: inputs.raw_body,
  receivedSign: '',
  secrets: {},
});

/**
 * The golden vector of a case (spec 5.2): the string to sign, its UTF-8 bytes in hex and the
 * lowercase hex HMAC-SHA256 keyed with `secret`, which appears only as its fingerprint.
 */
export async function buildGoldenVector(
  inputs: VectorInputs,
  secret: string,
): Promise<GoldenVector> {
  const payload = payloadText(applyMistakes(asCase(inputs), secret, []));
  const bytes = utf8(payload);
  return {
    format: 'signing-console golden vector v1',
    algorithm: 'HMAC-SHA256, lowercase hex (spec 5.2 rule 4)',
    key_fingerprint: keyFingerprint(secret),
    inputs: { ...inputs },
    sign_payload: payload,
    sign_payload_hex: toHex(bytes),
    sign: await hmacSha256Hex(secret, bytes),
  };
}

/** Payload mistakes of spec 5.5 written into every set (when they change the payload). */
function payloadMistakes(input: DiagnosisInput): Array<{ name: string; mistake: Mistake }> {
  const out: Array<{ name: string; mistake: Mistake }> = [
    {
      name: 'CR LF separators',
      mistake: {
        dimension: 'separators',
        cause: 'CRLF_SEPARATORS',
        separator: '\r\n',
        trailer: '',
      },
    },
    {
      name: 'no separators',
      mistake: { dimension: 'separators', cause: 'SEPARATORS_MISSING', separator: '', trailer: '' },
    },
    {
      name: 'a line feed after the body',
      mistake: {
        dimension: 'separators',
        cause: 'TRAILING_LINE_FEED',
        separator: '\n',
        trailer: '\n',
      },
    },
    {
      name: 'body, merchant_id, timestamp, nonce order',
      mistake: {
        dimension: 'order',
        cause: 'FIELD_ORDER',
        order: ['body', 'merchantId', 'timestamp', 'nonce'],
      },
    },
  ];
  const pretty = bodyVariants(input.rawBody).find((variant) => variant.id === 'pretty-2');
  if (pretty) {
    out.push({
      name: 'body pretty-printed before signing',
      mistake: { dimension: 'body', cause: 'BODY_REFORMATTED', variant: pretty },
    });
  }
  if (/^\d{1,11}$/.test(input.timestamp)) {
    out.push({
      name: 'timestamp in milliseconds',
      mistake: {
        dimension: 'timestamp',
        cause: 'TIMESTAMP_MILLISECONDS',
        timestamp: `${input.timestamp}000`,
        signedIn: 'ms',
      },
    });
  }
  return out;
}

/**
 * The golden vector plus deliberately wrong variants (spec 5.5 checklist): CR LF or missing
 * separators, a trailing line feed, another order, a pretty body, milliseconds, and the right
 * MAC in the wrong output format (uppercase hex, base64), each with its cause code.
 */
export async function buildGoldenVectorSet(
  inputs: VectorInputs,
  secret: string,
): Promise<GoldenVectorSet> {
  const valid = await buildGoldenVector(inputs, secret);
  const input = asCase(inputs);
  const wrong: WrongVariant[] = [];
  for (const { name, mistake } of payloadMistakes(input)) {
    const payload = payloadText(applyMistakes(input, secret, [mistake]));
    if (payload === valid.sign_payload) continue;
    const bytes = utf8(payload);
    wrong.push({
      name,
      cause: mistake.cause,
      sign_payload: payload,
      sign_payload_hex: toHex(bytes),
      sign: await hmacSha256Hex(secret, bytes),
    });
  }
  const mac = await hmacSha256(secret, utf8(valid.sign_payload));
  for (const [name, sign] of [
    ['uppercase hex', toHex(mac).toUpperCase()],
    ['base64', toBase64(mac)],
  ] as const) {
    wrong.push({
      name,
      cause: 'OUTPUT_FORMAT',
      sign_payload: valid.sign_payload,
      sign_payload_hex: valid.sign_payload_hex,
      sign,
    });
  }
  return {
    format: 'signing-console golden vector set v1',
    key_fingerprint: valid.key_fingerprint,
    how_to_assert: VECTOR_NOTES,
    valid,
    wrong,
  };
}

/** The JSON text of a vector or set, as copied and downloaded. */
export function vectorJson(vector: GoldenVector | GoldenVectorSet): string {
  return `${JSON.stringify(vector, null, 2)}\n`;
}

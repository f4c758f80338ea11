/**
 * Explanations of the key and encoding mistakes (spec 5.2 rules 3 and 4, spec 5.5 "Key"): what
 * the signer did and how to fix it in the common languages, never showing a secret.
 */
import type { KeyMistake } from '../families/key-mistakes.ts';
import type { EncodingMistake } from '../families/payload-encodings.ts';
import type { CauseCode, DiagnosisInput } from '../types.ts';

/** One mistake explained: the pieces a Found is made of. */
export interface Part {
  cause: CauseCode;
  title: string;
  explanation: string;
  fix: string;
  detail: string;
  /** Libraries the evidence points at, best first (body changed on the wire). */
  libraries?: string[];
}

const KEY_AS_TEXT =
  "Key HMAC with the API secret's text exactly as issued, as UTF-8 bytes, without hex- or base64-decoding or encoding it: PHP hash_hmac('sha256', $payload, $secret), Python hmac.new(secret.encode(), payload, hashlib.sha256), Node createHmac('sha256', secret), Java new SecretKeySpec(secret.getBytes(UTF_8), \"HmacSHA256\"), Go hmac.New(sha256.New, []byte(secret)) (spec 5.2 rule 4).";

const KEY_FIRST =
  "The secret is the key and the string to sign the message: PHP hash_hmac('sha256', $stringToSign, $secret) takes the data first and the key second; Python hmac.new(secret, string_to_sign, hashlib.sha256); Go hmac.New(sha256.New, secret) then Write(stringToSign); Java Mac.init(secretKey) then doFinal(stringToSign) (spec 5.2 rule 4).";

/** The sender's or the handler's key mistake explained (spec 5.2 rule 4, spec 5.5 "Key"). */
export function explainKey(mistake: KeyMistake, input: DiagnosisInput, actor: string): Part {
  const detail = `Key used: ${mistake.label}.`;
  switch (mistake.cause) {
    case 'SECRET_ENV_MIXED':
      return {
        cause: mistake.cause,
        title: 'Test and production secrets mixed',
        explanation: `${actor} signed with ${mistake.label}, but this case is for the ${input.env} environment.`,
        fix: `Sign ${input.env} calls with the ${input.env} secret; each environment has its own (spec 1, 5.5).`,
        detail,
      };
    case 'SECRET_WHITESPACE':
      return {
        cause: mistake.cause,
        title: 'Stray whitespace in the secret',
        explanation: `${actor} signed with ${mistake.label}, typically from copying it or reading it from a file or environment variable.`,
        fix: 'Use the API secret exactly as issued: trim line feeds and spaces where it is loaded.',
        detail,
      };
    case 'SECRET_ENCODING':
      return {
        cause: mistake.cause,
        title: 'Secret used in another encoding',
        explanation: `${actor} keyed HMAC with ${mistake.label}.`,
        fix: KEY_AS_TEXT,
        detail,
      };
    case 'KEY_MESSAGE_SWAPPED':
      return {
        cause: mistake.cause,
        title: 'Key and message swapped',
        explanation: `${actor} computed HMAC with the string to sign as the key and the secret as the message.`,
        fix: KEY_FIRST,
        detail:
          'HMAC(key = string to sign, message = secret) instead of HMAC(key = secret, message = string to sign).',
      };
  }
}

const FIX_UTF8 =
  "Encode the string to sign as UTF-8 before signing (spec 5.2 rule 3): Java payload.getBytes(StandardCharsets.UTF_8), .NET Encoding.UTF8.GetBytes(payload) (not Encoding.Unicode or Latin1), Python payload.encode('utf-8'), PHP strings as they are (no utf8_decode or mb_convert_encoding).";
const FIX_NORMALIZATION =
  "Sign the body's characters exactly as they are sent: do not normalize the text (Java Normalizer, .NET string.Normalize, Python unicodedata.normalize) between signing and sending (spec 5.2 rules 1 and 3).";

/** An encoding mistake explained (spec 5.2 rule 3: the text is encoded as UTF-8). */
export function explainEncoding(mistake: EncodingMistake, actor: string): Part {
  const normalization = mistake.form === 'NFC' || mistake.form === 'NFD';
  return {
    cause: mistake.cause,
    title: normalization
      ? `Text normalized to ${mistake.form}`
      : 'String to sign not encoded as UTF-8',
    explanation: `${actor} signed the string to sign ${mistake.label}.`,
    fix: normalization ? FIX_NORMALIZATION : FIX_UTF8,
    detail: `Bytes signed: ${mistake.label}.`,
  };
}

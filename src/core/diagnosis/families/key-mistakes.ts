/**
 * The key dimension of the mistake search (spec 5.2 rule 4: HMAC-SHA256 keyed with the merchant
 * API secret; spec 5.5 "Key"): another environment's secret, stray whitespace, the secret's
 * text and bytes confused through hex or base64, and key and message swapped.
 */
import { toBase64, toHex, utf8, fromHex } from '../../text/bytes.ts';
import { fromBase64 } from '../../text/bytes.ts';
import type { DiagnosisInput } from '../types.ts';
import {
  always,
  never,
  notTheService,
  type ExplainContext,
  type MistakeFamily,
  type Part,
} from './family.ts';

/** One wrong key: what the sender keyed HMAC with, or that it swapped key and message. */
export interface KeyMistake {
  dimension: 'secret';
  cause: 'SECRET_ENV_MIXED' | 'SECRET_WHITESPACE' | 'SECRET_ENCODING' | 'KEY_MESSAGE_SWAPPED';
  /** Completes "the sender signed with ...". Never holds the secret. */
  label: string;
  /** The key used: text (as UTF-8) or bytes. */
  secret: string | Uint8Array;
  /** HMAC(key = string to sign, message = secret). */
  swapped?: boolean;
}

function encodingMistakes(secret: string): KeyMistake[] {
  const out: KeyMistake[] = [];
  const add = (value: string | Uint8Array | null, label: string) => {
    if (value && value.length > 0)
      out.push({ dimension: 'secret', cause: 'SECRET_ENCODING', label, secret: value });
  };
  // Both decodings of every secret: a hex-looking secret is often also valid base64, and which
  // one the sender's library chose is not known from the secret's look (spec 5.2 rule 4).
  const hex = fromHex(secret);
  add(hex, 'the secret read as hex: its hex digits decoded to bytes instead of used as text');
  const base64 = fromBase64(secret);
  if (!hex || !base64 || toHex(base64) !== toHex(hex)) {
    add(base64, 'the secret read as base64: decoded to bytes instead of used as text');
  }
  add(toHex(utf8(secret)), 'the hex encoding of the secret instead of the secret itself');
  add(toBase64(utf8(secret)), 'the base64 encoding of the secret instead of the secret itself');
  return out;
}

/**
 * The wrong keys a sender may have used instead of `secret` (spec 5.2 rule 4, spec 5.5 "Key"),
 * in checklist order; none equal to the right key.
 */
function keyMistakes(input: DiagnosisInput, secret: string): KeyMistake[] {
  const other = input.env === 'test' ? 'production' : 'test';
  const otherSecret = input.secrets[other];
  const out: KeyMistake[] = [];
  if (otherSecret && otherSecret !== secret) {
    out.push({
      dimension: 'secret',
      cause: 'SECRET_ENV_MIXED',
      label: `the ${other} secret`,
      secret: otherSecret,
    });
  }
  const stray: [string, string][] = [
    [secret.trim(), 'the secret trimmed of surrounding whitespace'],
    [`${secret}\n`, 'the secret with a line feed (0x0A) added at the end'],
    [`${secret}\r\n`, 'the secret with CR LF (0x0D 0x0A) added at the end'],
    // A secret file saved on Windows, read with the line feed trimmed but the CR kept.
    [`${secret}\r`, 'the secret with a carriage return (0x0D) kept at the end'],
    [`${secret} `, 'the secret with a space added at the end'],
  ];
  const seen = new Set([secret, otherSecret]);
  for (const [value, label] of stray) {
    if (seen.has(value) || value === '') continue;
    seen.add(value);
    out.push({ dimension: 'secret', cause: 'SECRET_WHITESPACE', label, secret: value });
  }
  out.push(...encodingMistakes(secret));
  out.push({
    dimension: 'secret',
    cause: 'KEY_MESSAGE_SWAPPED',
    label: 'the string to sign as the key and the secret as the message',
    secret,
    swapped: true,
  });
  return out;
}

const KEY_AS_TEXT =
  "Key HMAC with the API secret's text exactly as issued, as UTF-8 bytes, without hex- or base64-decoding or encoding it: PHP hash_hmac('sha256', $payload, $secret), Python hmac.new(secret.encode(), payload, hashlib.sha256), Node createHmac('sha256', secret), Java new SecretKeySpec(secret.getBytes(UTF_8), \"HmacSHA256\"), Go hmac.New(sha256.New, []byte(secret)) (spec 5.2 rule 4).";

const KEY_FIRST =
  "The secret is the key and the string to sign the message: PHP hash_hmac('sha256', $stringToSign, $secret) takes the data first and the key second; Python hmac.new(secret, string_to_sign, hashlib.sha256); Go hmac.New(sha256.New, secret) then Write(stringToSign); Java Mac.init(secretKey) then doFinal(stringToSign) (spec 5.2 rule 4).";

/** The sender's or the handler's key mistake explained (spec 5.2 rule 4, spec 5.5 "Key"). */
function explainKey(mistake: KeyMistake, input: DiagnosisInput, actor: string): Part {
  const detail = `Key used: ${mistake.label}.`;
  const who = input.signer === 'handler' ? 'Your handler' : 'You';
  switch (mistake.cause) {
    case 'SECRET_ENV_MIXED':
      return {
        cause: mistake.cause,
        title: 'Test and production secrets mixed',
        lead: `${who} signed with ${mistake.label}, not the ${input.env} one.`,
        action: `Sign ${input.env} calls with the ${input.env} secret.`,
        explanation: `${actor} signed with ${mistake.label}, but this case is for the ${input.env} environment.`,
        fix: `Sign ${input.env} calls with the ${input.env} secret; each environment has its own (spec 1, 5.5).`,
        detail,
      };
    case 'SECRET_WHITESPACE':
      return {
        cause: mistake.cause,
        title: 'Stray whitespace in the secret',
        lead: `${who} signed with stray whitespace around the secret.`,
        action: 'Trim the secret where it is loaded.',
        explanation: `${actor} signed with ${mistake.label}, typically from copying it or reading it from a file or environment variable.`,
        fix: 'Use the API secret exactly as issued: trim line feeds and spaces where it is loaded (spec 5.2 rule 4).',
        detail,
      };
    case 'SECRET_ENCODING':
      return {
        cause: mistake.cause,
        title: 'Secret used in another encoding',
        lead: `${who} keyed HMAC with an encoding of the secret, not its text.`,
        action: "Key HMAC with the secret's text as UTF-8 bytes.",
        explanation: `${actor} keyed HMAC with ${mistake.label}.`,
        fix: KEY_AS_TEXT,
        detail,
      };
    case 'KEY_MESSAGE_SWAPPED':
      return {
        cause: mistake.cause,
        title: 'Key and message swapped',
        lead: `${who} swapped HMAC's key and message.`,
        action: 'Key HMAC with the secret; the string to sign is the message.',
        explanation: `${actor} computed HMAC with the string to sign as the key and the secret as the message.`,
        fix: KEY_FIRST,
        detail:
          'HMAC(key = string to sign, message = secret) instead of HMAC(key = secret, message = string to sign).',
      };
  }
}

/**
 * A key mistake as the receiver of a service-signed message meets it: the service signs with the
 * environment's secret as issued, so the secret entered here (the receiver's) is not that one.
 */
function explainInContext(mistake: KeyMistake, { input, actor, party }: ExplainContext): Part {
  const part = explainKey(mistake, input, actor);
  if (party !== 'receiver') return part;
  const name = input.kind === 'webhook' ? 'webhook' : 'response';
  if (mistake.cause === 'SECRET_ENV_MIXED') {
    return {
      ...part,
      lead: `This ${name} was signed with ${mistake.label}, not the ${input.env} one.`,
      action: "Verify each environment's messages with its own secret.",
    };
  }
  if (mistake.cause === 'KEY_MESSAGE_SWAPPED')
    return { ...part, ...notTheService(input, 'with key and message swapped') };
  return {
    ...part,
    lead: "Your copy of the secret differs from the service's.",
    action: 'Store and use the secret exactly as issued.',
  };
}

/** The key family (spec 5.2 rule 4, spec 5.5 "Key"): the key HMAC was computed with. */
export const keyFamily: MistakeFamily<KeyMistake> = {
  dimension: 'secret',
  causes: ['SECRET_ENV_MIXED', 'SECRET_WHITESPACE', 'SECRET_ENCODING', 'KEY_MESSAGE_SWAPPED'],
  changesBody: false,
  candidates: keyMistakes,
  apply(mistake, draft) {
    draft.key = mistake.secret;
    draft.swapped = mistake.swapped ?? false;
  },
  pairable: always,
  bulk: never,
  explain: explainInContext,
};

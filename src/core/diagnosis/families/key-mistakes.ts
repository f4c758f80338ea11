/**
 * The key dimension of the mistake search (spec 5.2 rule 4: HMAC-SHA256 keyed with the merchant
 * API secret; spec 5.5 "Key"): another environment's secret, stray whitespace, the secret's
 * text and bytes confused through hex or base64, and key and message swapped.
 */
import { toBase64, toHex, utf8, fromHex } from '../../text/bytes.ts';
import { fromBase64 } from '../../text/bytes.ts';
import type { DiagnosisInput } from '../types.ts';

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
export function keyMistakes(input: DiagnosisInput, secret: string): KeyMistake[] {
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

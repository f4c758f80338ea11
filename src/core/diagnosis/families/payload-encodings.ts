/**
 * The bytes a sender may have signed for the right characters (spec 5.2 rule 3: the text is
 * encoded as UTF-8 before signing): Latin-1, Windows-1252 or UTF-16 instead, or the text in
 * another Unicode normalization form.
 */
import { CP1252_HIGH } from '../../text/encode-text.ts';
import {
  always,
  never,
  type Party,
  type MistakeFamily,
  type Part,
  type TextForm,
} from './family.ts';

/** One wrong encoding of the string to sign. */
export interface EncodingMistake {
  dimension: 'encoding';
  cause: 'BODY_ENCODING';
  form: TextForm;
  /** Completes "the sender signed the string to sign ...". */
  label: string;
}

const SHORT: Record<TextForm, string> = {
  latin1: 'Latin-1',
  'windows-1252': 'Windows-1252',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  'utf-16': 'UTF-16 with BOM',
  NFC: 'NFC',
  NFD: 'NFD',
};

const LABELS: Record<TextForm, string> = {
  latin1: 'encoded as Latin-1 (ISO-8859-1) bytes instead of UTF-8',
  'windows-1252': 'encoded as Windows-1252 bytes instead of UTF-8',
  'utf-16le': 'encoded as UTF-16LE bytes instead of UTF-8 (.NET Encoding.Unicode)',
  'utf-16be': 'encoded as UTF-16BE bytes instead of UTF-8',
  'utf-16': 'encoded as UTF-16 with a byte order mark instead of UTF-8 (Java getBytes("UTF-16"))',
  NFC: 'in Unicode normalization form NFC (composed characters) instead of as sent',
  NFD: 'in Unicode normalization form NFD (decomposed characters) instead of as sent',
};

/**
 * The other encodings worth trying for this body (spec 5.2 rule 3): UTF-16 always; Latin-1,
 * Windows-1252 and the normalization forms only when they change the body.
 */
function encodingMistakes(rawBody: string): EncodingMistake[] {
  const forms: TextForm[] = ['utf-16le', 'utf-16be', 'utf-16'];
  if (/[\u0080-\uffff]/.test(rawBody)) {
    forms.unshift('latin1');
    if ([...CP1252_HIGH].some((ch) => rawBody.includes(ch))) forms.splice(1, 0, 'windows-1252');
    for (const form of ['NFC', 'NFD'] as const) {
      if (rawBody.normalize(form) !== rawBody) forms.push(form);
    }
  }
  return forms.map((form) => ({
    dimension: 'encoding',
    cause: 'BODY_ENCODING',
    form,
    label: LABELS[form],
  }));
}

const FIX_UTF8 =
  "Encode the string to sign as UTF-8 before signing (spec 5.2 rule 3): Java payload.getBytes(StandardCharsets.UTF_8), .NET Encoding.UTF8.GetBytes(payload) (not Encoding.Unicode or Latin1), Python payload.encode('utf-8'), PHP strings as they are (no utf8_decode or mb_convert_encoding).";
const FIX_NORMALIZATION =
  "Sign the body's characters exactly as they are sent: do not normalize the text (Java Normalizer, .NET string.Normalize, Python unicodedata.normalize) between signing and sending (spec 5.2 rules 1 and 3).";

/** An encoding mistake explained (spec 5.2 rule 3: the text is encoded as UTF-8). */
function explainEncoding(mistake: EncodingMistake, actor: string, party: Party): Part {
  const normalization = mistake.form === 'NFC' || mistake.form === 'NFD';
  const who = party === 'handler' ? 'Your handler' : 'You';
  const what = normalization ? `normalized to ${mistake.form}` : `as ${SHORT[mistake.form]}`;
  return {
    cause: mistake.cause,
    title: normalization
      ? `Text normalized to ${mistake.form}`
      : 'String to sign not encoded as UTF-8',
    ...(party === 'receiver'
      ? {
          // The service signed the UTF-8 bytes it sent: the receiver turned them into other text.
          lead: `Your receiver re-encoded the body (${what}) before verifying.`,
          action: 'Verify the raw body bytes as received.',
        }
      : {
          lead: normalization
            ? `${who} normalized the text to ${mistake.form} before signing.`
            : `${who} encoded the string to sign ${what}, not UTF-8.`,
          action: normalization
            ? 'Sign the characters as sent, unnormalized.'
            : 'Encode the string to sign as UTF-8.',
        }),
    explanation: `${actor} signed the string to sign ${mistake.label}.`,
    fix: normalization ? FIX_NORMALIZATION : FIX_UTF8,
    detail: `Bytes signed: ${mistake.label}.`,
  };
}

/** The text-encoding family (spec 5.2 rule 3): the bytes the right characters were signed as. */
export const encodingFamily: MistakeFamily<EncodingMistake> = {
  dimension: 'encoding',
  causes: ['BODY_ENCODING'],
  changesBody: false,
  reencodes: true,
  candidates: (input) => encodingMistakes(input.rawBody),
  apply(mistake, draft) {
    draft.form = mistake.form;
  },
  pairable: always,
  bulk: never,
  explain: (mistake, { actor, party }) => explainEncoding(mistake, actor, party),
};

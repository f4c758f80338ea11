/**
 * The bytes a sender may have signed for the right characters (spec 5.2 rule 3: the text is
 * encoded as UTF-8 before signing): Latin-1, Windows-1252 or UTF-16 instead, or the text in
 * another Unicode normalization form.
 */
import { isHighSurrogate, isLowSurrogate } from '../../text/surrogates.ts';
import { always, never, type MistakeFamily, type Part, type TextForm } from './family.ts';

/** One wrong encoding of the string to sign. */
export interface EncodingMistake {
  dimension: 'encoding';
  cause: 'BODY_ENCODING';
  form: TextForm;
  /** Completes "the sender signed the string to sign ...". */
  label: string;
}

// Windows-1252 differs from Latin-1 in 0x80-0x9F (WHATWG encoding index).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252 = new Map([...CP1252_HIGH].map((ch, i) => [ch.charCodeAt(0), 0x80 + i]));

const QUESTION_MARK = 0x3f;

function singleByte(
  text: string,
  table: ((unit: number) => number | undefined) | null,
): Uint8Array {
  const out = new Uint8Array(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A surrogate pair is one character: one "?", its second half skipped.
    if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    // Characters the code page lacks become "?", as Java's getBytes and .NET's GetBytes write them.
    out[length++] = table?.(unit) ?? (unit <= 0xff ? unit : QUESTION_MARK);
  }
  return out.subarray(0, length);
}

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const offset = bom ? 2 : 0;
  const out = new Uint8Array(offset + text.length * 2);
  if (bom) out.set(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]);
  const [low, high] = littleEndian ? [0, 1] : [1, 0];
  for (let i = 0, j = offset; i < text.length; i++, j += 2) {
    const unit = text.charCodeAt(i);
    out[j + low] = unit & 0xff;
    out[j + high] = unit >>> 8;
  }
  return out;
}

/** The bytes of `text` in a byte form; null for the normalization forms, which stay text. */
export function encodeText(text: string, form: TextForm): Uint8Array | null {
  switch (form) {
    case 'latin1':
      return singleByte(text, null);
    case 'windows-1252':
      return singleByte(
        text,
        (unit) => CP1252.get(unit) ?? (unit >= 0x80 && unit <= 0x9f ? QUESTION_MARK : undefined),
      );
    case 'utf-16le':
      return utf16(text, true, false);
    case 'utf-16be':
      return utf16(text, false, false);
    case 'utf-16':
      return utf16(text, false, true);
    default:
      return null;
  }
}

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
function explainEncoding(mistake: EncodingMistake, actor: string): Part {
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

/** The text-encoding family (spec 5.2 rule 3): the bytes the right characters were signed as. */
export const encodingFamily: MistakeFamily<EncodingMistake> = {
  dimension: 'encoding',
  causes: ['BODY_ENCODING'],
  changesBody: false,
  candidates: (input) => encodingMistakes(input.rawBody),
  apply(mistake, draft) {
    draft.form = mistake.form;
  },
  pairable: always,
  bulk: never,
  explain: (mistake, { actor }) => explainEncoding(mistake, actor),
};

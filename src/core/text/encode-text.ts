/**
 * Text as bytes in the encodings other than UTF-8 a program may use by mistake (spec 5.2 rule 3
 * asks for UTF-8): Latin-1, Windows-1252 (Java's getBytes and .NET's GetBytes write "?" for a
 * character the code page lacks), UTF-16 in either byte order, and UTF-16 with a byte order mark
 * (Java's getBytes("UTF-16")).
 */
import { isHighSurrogate, isLowSurrogate } from './surrogates.ts';

/** A byte encoding other than UTF-8. */
export type ByteForm = 'latin1' | 'windows-1252' | 'utf-16le' | 'utf-16be' | 'utf-16';

// Windows-1252 differs from Latin-1 in 0x80-0x9F (WHATWG encoding index).
export const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
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

const HOST_LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

// Written as 16-bit code units (one store per unit, not two per byte): a search writes a whole
// body this way once per body variant.
function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const offset = bom ? 1 : 0;
  const units = new Uint16Array(offset + text.length);
  // U+FEFF in the chosen byte order: FF FE little-endian, FE FF big-endian.
  if (bom) units[0] = 0xfeff;
  for (let i = 0; i < text.length; i++) units[i + offset] = text.charCodeAt(i);
  if (littleEndian !== HOST_LITTLE_ENDIAN) {
    for (let i = 0; i < units.length; i++) {
      const unit = units[i] as number;
      units[i] = ((unit & 0xff) << 8) | (unit >>> 8);
    }
  }
  return new Uint8Array(units.buffer);
}

/** The bytes of `text` in a byte encoding other than UTF-8, as the platforms named above write them. */
export function encodeText(text: string, form: ByteForm): Uint8Array {
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
  }
}

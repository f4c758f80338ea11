/** UTF-16 surrogate halves: a pair is one character (one UTF-8 encoding of four bytes). */
export const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
export const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

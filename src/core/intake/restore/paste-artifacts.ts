/**
 * Undoes what copying through a ticket, chat or e-mail provably did to a case, and names what it
 * may have done where nothing proves it. The merchant is never blamed for the paste: a body with
 * a line break the ticket added is restored to the bytes its Content-Length declares (spec 5.2
 * rule 1 signs those exact bytes), and the restoration is said in a note.
 */
import { decodeUtf8, utf8 } from '../../text/bytes.ts';
import { HEADER } from '../../protocol/headers.ts';
import { headerValue } from '../extract/headers.ts';
import { countSmartQuotes, hasSmartQuotes, straightenQuotes } from '../unwrap/smart-quotes.ts';
import type { Intake, IntakeFields, PasteArtifact } from '../types.ts';
import { readerOf } from '../locate/registry.ts';

/** Zero-width characters that chat and web pages slip into copied text. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

const SIGNED_HEADERS: Array<[keyof IntakeFields, string]> = [
  ['merchantId', HEADER.merchantId],
  ['timestamp', HEADER.timestamp],
  ['nonce', HEADER.nonce],
  ['receivedSign', HEADER.sign],
];

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Strips zero-width characters and surrounding spaces (no-break ones too) from a header value. */
function cleanHeaderValues(fields: IntakeFields, notes: string[]): IntakeFields {
  const clean = { ...fields };
  for (const [key, name] of SIGNED_HEADERS) {
    const value = clean[key];
    if (value === undefined) continue;
    const zeroWidth = count(value, ZERO_WIDTH);
    const next = value.replace(ZERO_WIDTH, '').trim();
    if (next === value) continue;
    clean[key] = next;
    notes.push(
      zeroWidth > 0
        ? `Restored: ${name} held ${zeroWidth} zero-width character${zeroWidth > 1 ? 's' : ''} (as chat and web pages insert), which the header never legitimately holds; removed.`
        : `Restored: ${name} had no-break or other spaces around its value, which HTTP does not send; removed.`,
    );
  }
  return clean;
}

/** The body cut to `length` bytes when all that follows is line breaks; else undefined. */
function withoutTrailingBreaks(body: string, length: number): string | undefined {
  const bytes = utf8(body);
  if (bytes.length <= length) return undefined;
  const rest = decodeUtf8(bytes.slice(length));
  return /^[\r\n]+$/.test(rest) ? decodeUtf8(bytes.slice(0, length)) : undefined;
}

const describeBreaks = (extra: string) =>
  extra === '\n'
    ? 'a trailing line feed'
    : extra === '\r\n'
      ? 'a trailing CR LF'
      : `${count(extra, /\n/g)} trailing line breaks`;

/** A long line a mail client wrapped: the breaks removed, or each made the space it replaced. */
function unwrapMailLines(
  body: string,
  length: number,
): { body: string; notes: string[] } | undefined {
  const inner = body.replace(/\r?\n$/, '');
  const breaks = count(inner, /\r?\n/g);
  if (breaks === 0) return undefined;
  for (const [joint, how] of [
    ['', 'removed'],
    [' ', 'put back as the spaces they replaced'],
  ] as const) {
    const joined = inner.replace(/\r?\n/g, joint);
    if (utf8(joined).length !== length) continue;
    const note = `Restored: ${breaks} line break${breaks > 1 ? 's' : ''} where a mail client wrapped a long line, ${how}; Content-Length ${length} counts the line unwrapped.`;
    return { body: joined, notes: [note] };
  }
  return undefined;
}

/** Smart quotes straightened when the byte count proves the sender's were straight. */
function straightenByLength(
  body: string,
  length: number,
): { body: string; notes: string[] } | undefined {
  if (!hasSmartQuotes(body)) return undefined;
  const straight = straightenQuotes(body);
  const n = countSmartQuotes(body);
  const note = `Restored: the paste turned ${n} straight quote${n > 1 ? 's' : ''} in the body into smart quotes (“ ” ‘ ’, three bytes each), as chat apps do; Content-Length ${length} counts straight ones.`;
  if (utf8(straight).length === length) return { body: straight, notes: [note] };
  const trimmed = withoutTrailingBreaks(straight, length);
  return trimmed === undefined ? undefined : { body: trimmed, notes: [note] };
}

/** Restores the body to its declared Content-Length when the paste's change is provable. */
function restoreBody(body: string, length: number): { body: string; notes: string[] } | undefined {
  return (
    restoreSpaces(body, length) ?? straightenByLength(body, length) ?? unwrapMailLines(body, length)
  );
}

/** A trailing line break or no-break spaces undone when Content-Length proves them. */
function restoreSpaces(
  body: string,
  length: number,
): { body: string; notes: string[] } | undefined {
  const trimmed = withoutTrailingBreaks(body, length);
  const trailingNote = (from: string, to: string) =>
    `Restored: the paste added ${describeBreaks(from.slice(to.length))} after the body; Content-Length ${length} says the body ends before it.`;
  if (trimmed !== undefined) return { body: trimmed, notes: [trailingNote(body, trimmed)] };
  const nbsp = count(body, /\u00A0/g);
  if (nbsp === 0) return undefined;
  const spaced = body.replace(/\u00A0/g, ' ');
  const nbspNote = `Restored: the paste turned ${nbsp} space${nbsp > 1 ? 's' : ''} in the body into no-break spaces (U+00A0, two bytes each); Content-Length ${length} counts plain spaces.`;
  if (utf8(spaced).length === length) return { body: spaced, notes: [nbspNote] };
  const both = withoutTrailingBreaks(spaced, length);
  return both === undefined
    ? undefined
    : { body: both, notes: [nbspNote, trailingNote(spaced, both)] };
}

/**
 * A body whose lines all break near a mail client's wrap width (60 to 80 characters) with no
 * indented line (pretty JSON indents): a long line may have been wrapped on the way.
 */
function looksMailWrapped(body: string): boolean {
  const lines = body.replace(/\r?\n$/, '').split(/\r?\n/);
  if (lines.length < 2 || lines.length > 1000) return false;
  return lines.every(
    (line, i) =>
      !/^\s/.test(line) && (i === lines.length - 1 || (line.length >= 60 && line.length <= 80)),
  );
}

/** What may have happened to a body that nothing proves either way. */
function suspect(intake: Intake, body: string, declared: number | undefined): PasteArtifact[] {
  const found = new Set<PasteArtifact>(intake.suspectedArtifacts ?? []);
  if (readerOf(intake.format)?.framed === true && declared === undefined && /\n$/.test(body)) {
    found.add('trailing-newline');
  }
  if (body.includes('\u00A0')) found.add('nbsp');
  if (/[\u200B-\u200D\u2060\uFEFF]/.test(body)) found.add('zero-width');
  if (hasSmartQuotes(body)) found.add('smart-quotes');
  if (looksMailWrapped(body)) found.add('mail-wrap');
  if (declared !== undefined) {
    const diff = utf8(body).length - declared;
    if (diff < 0 && -diff === count(body, /(?<!\r)\n/g)) found.add('crlf-to-lf');
    if (diff > 0 && diff === count(body, /\r\n/g)) found.add('lf-to-crlf');
  }
  return [...found];
}

/**
 * Puts back what the paste provably changed: zero-width characters and
 * surrounding spaces in the spec 5.1 header values, a line break added after a body whose
 * Content-Length ends before it, no-break spaces where the byte count proves they were spaces.
 * Each restoration is a note in `restored`; unproven damage is listed in `suspectedArtifacts`.
 */
export function restorePasteArtifacts(intake: Intake): Intake {
  const notes = [...(intake.restored ?? [])];
  const fields = cleanHeaderValues(intake.fields, notes);
  const declaredText = headerValue(intake.headers, 'Content-Length');
  const declared =
    declaredText !== undefined && /^\d+$/.test(declaredText) ? Number(declaredText) : undefined;
  let warnings = intake.warnings;
  if (declared !== undefined && utf8(fields.rawBody).length !== declared) {
    const restored = restoreBody(fields.rawBody, declared);
    if (restored) {
      fields.rawBody = restored.body;
      notes.push(...restored.notes);
      // The mismatch is explained and undone: the Content-Length warning no longer applies.
      warnings = warnings.filter((warning) => !warning.startsWith('Content-Length says'));
    }
  }
  const suspected = suspect(intake, fields.rawBody, declared);
  const next: Intake = { ...intake, fields, warnings };
  if (notes.length > 0) next.restored = notes;
  if (suspected.length > 0) next.suspectedArtifacts = suspected;
  else delete next.suspectedArtifacts;
  return next;
}

/**
 * Encodings a message travels in as a whole (docs/verify-intake.md, "Clean"): printed as one
 * escaped line (a logger's or a program's string, `\r\n` and `\"` written out), or base64 (a
 * proxy's export, a log field). Both decode exactly.
 */
import { decodeUtf8, fromBase64, isValidUtf8 } from '../../text/bytes.ts';
import { decodeTextEscapes } from './escapes.ts';
import type { UnwrapStep } from './step.ts';

const oneLine = (text: string) => text.replace(/\r?\n$/, '');

const escapedLine: UnwrapStep = {
  id: 'escaped-line',
  label: 'a message printed as one escaped line (its \\r\\n and \\" written out)',
  applies: (text) => {
    const line = oneLine(text);
    return !line.includes('\n') && (line.match(/\\n/g) ?? []).length >= 2;
  },
  undo: (text) => decodeTextEscapes(oneLine(text)),
  wrap: (text) => JSON.stringify(text).slice(1, -1),
};

/** C0 controls other than tab, line feed, CR (and the rare VT, FF): not in a message. */
const hasControl = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 32 && code !== 9 && code !== 10 && code !== 11 && code !== 12 && code !== 13;
  });

const BASE64 = /^[A-Za-z0-9+/]{24,}={0,2}$/;

const base64: UnwrapStep = {
  id: 'base64',
  label: 'base64',
  applies: (text) => BASE64.test(text.replace(/\s+/g, '')),
  undo: (text) => {
    const bytes = fromBase64(text.replace(/\s+/g, ''));
    if (!bytes || !isValidUtf8(bytes)) return undefined;
    const decoded = decodeUtf8(bytes);
    // Printable text with a line or a brace: a message, not random bytes that happen to decode.
    return /[\n{:]/.test(decoded) && !hasControl(decoded) ? decoded : undefined;
  },
  wrap: (text) => btoa(String.fromCharCode(...new TextEncoder().encode(text))),
};

export const ENCODING_STEPS: readonly UnwrapStep[] = [escapedLine, base64];

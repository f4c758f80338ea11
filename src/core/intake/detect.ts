/**
 * One entry point for whatever a support ticket holds (the Verify & diagnose job, DESIGN.md): the
 * format is detected, parsed, and reported in `intake.format`.
 */
import { decodeUtf8, isValidUtf8 } from '../bytes.ts';
import { parseCurl } from './curl.ts';
import { parseFailureLogValue, looksLikeFailureLog } from './failure-log.ts';
import { isHarShape, parseHarValue } from './har.ts';
import { isHeaderLine } from './header-block.ts';
import { parseHeadersAndBody } from './headers-and-body.ts';
import { firstLine, parseRawHttp, readStartLine } from './raw-http.ts';
import type { HarSide, IntakeResult } from './types.ts';

/** Choices that only some formats use: which HAR entry, and which half of it. */
export interface IntakeOptions {
  entryIndex?: number;
  side?: HarSide;
}

/** What the intake says when it cannot tell what was pasted. */
export const UNRECOGNISED_PASTE =
  'Could not recognise this paste. Paste a raw HTTP request or response, a curl command, a HAR file or entry, the failure-log JSON (merchant_id, timestamp, nonce, raw_body, received_sign) or headers and a body.';

/** What the intake says about an empty paste. */
export const EMPTY_PASTE =
  'Nothing to read yet. Paste a raw HTTP request or response, a curl command, a HAR, a failure log or headers and a body, or drop a file.';

type JsonAttempt = { ok: true; value: unknown } | { ok: false; error: string };

function tryJson(text: string): JsonAttempt {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * Detects and parses a paste, in this order: HAR (`log.entries` or an entry),
 * failure-log JSON (spec 5.5 keys), a curl command, a raw HTTP message (start line), header
 * lines and a body. A BOM at the very start is dropped; the body itself is never altered.
 */
export function parseIntake(input: string, options: IntakeOptions = {}): IntakeResult {
  // No format starts with its body, so a leading BOM is the editor's, not the message's.
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') return { ok: false, error: EMPTY_PASTE };
  const json = tryJson(text);
  if (json.ok) {
    if (isHarShape(json.value)) return parseHarValue(json.value, options.entryIndex, options.side);
    if (looksLikeFailureLog(json.value)) return parseFailureLogValue(json.value);
    return {
      ok: false,
      error:
        'This is JSON, but neither a HAR nor a failure log. If it is a body alone, paste it below its headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) so the signed fields are known.',
    };
  }
  if (/^\s*curl(\.exe)?\s/.test(text)) return parseCurl(text);
  const line = firstLine(text);
  if (readStartLine(line)) return parseRawHttp(text);
  if (isHeaderLine(line)) return parseHeadersAndBody(text);
  if (/^\s*[{[]/.test(text)) {
    return {
      ok: false,
      error: `This looks like JSON but does not parse (${json.error}). ${UNRECOGNISED_PASTE}`,
    };
  }
  return { ok: false, error: UNRECOGNISED_PASTE };
}

/**
 * Parses a dropped file: strict UTF-8 (an error if the file is not UTF-8 text),
 * and a BOM at the start of the file is not part of the message. A BOM inside a body is kept.
 */
export function parseIntakeBytes(bytes: Uint8Array, options: IntakeOptions = {}): IntakeResult {
  if (!isValidUtf8(bytes)) {
    return {
      ok: false,
      error:
        'The file is not UTF-8 text. Drop the text file that holds the request, response, curl command, HAR or failure log.',
    };
  }
  return parseIntake(decodeUtf8(bytes), options);
}

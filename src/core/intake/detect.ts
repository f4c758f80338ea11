/**
 * One entry point for whatever a support ticket holds (the Verify & diagnose job, DESIGN.md): the
 * format is detected, parsed, and reported in `intake.format`.
 */
import { decodeUtf8, isValidUtf8 } from '../text/bytes.ts';
import { looksLikeCmdCurl, parseCmdCurl } from './command/curl-cmd.ts';
import { looksLikeCurlTranscript, parseCurlTranscript } from './command/curl-transcript.ts';
import { parseCurl } from './command/curl.ts';
import { parseFailureLogValue, looksLikeFailureLog } from './failure-log.ts';
import { isHarShape, parseHarValue } from './har.ts';
import { isHeaderLine } from './header-block.ts';
import { parseHeadersAndBody } from './headers-and-body.ts';
import { looksLikeHttpie, parseHttpie } from './command/httpie.ts';
import { findLoggedFailure } from './log-line.ts';
import { restorePasteArtifacts } from './paste-artifacts.ts';
import { looksLikePowerShell, parsePowerShell } from './command/powershell.ts';
import { firstLine, parseRawHttp, readStartLine } from './raw-http.ts';
import type { HarSide, IntakeResult } from './types.ts';
import { whyUnrecognised } from './unrecognised.ts';

/** Choices that only some formats use: which HAR entry, and which half of it. */
export interface IntakeOptions {
  entryIndex?: number;
  side?: HarSide;
}

export { UNRECOGNISED_PASTE } from './unrecognised.ts';

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

const CURL_START = /^\s*(?:[$%] )?curl(\.exe)?\s/i;

/** Picks the parser for a paste that is not JSON; undefined when none fits. */
function parseText(text: string, options: IntakeOptions): IntakeResult | undefined {
  if (looksLikeCurlTranscript(text)) return parseCurlTranscript(text, options.side);
  if (CURL_START.test(text)) {
    const command = text.replace(/^\s*[$%] /, '');
    return looksLikeCmdCurl(command) ? parseCmdCurl(command) : parseCurl(command);
  }
  const line = firstLine(text);
  if (readStartLine(line)) return parseRawHttp(text);
  if (looksLikePowerShell(text)) return parsePowerShell(text);
  if (looksLikeHttpie(text)) return parseHttpie(text);
  // "2024-05-01T10:00:00Z ERROR ... {" has the shape of a header line; its JSON decides.
  const logged = line.includes('{') ? findLoggedFailure(text) : undefined;
  if (logged) return logged;
  if (isHeaderLine(line)) return parseHeadersAndBody(text);
  return findLoggedFailure(text);
}

/**
 * Detects and parses a paste, in this order: HAR (`log.entries` or an entry),
 * failure-log JSON (spec 5.5 keys), a `curl -v` or `--trace-ascii` transcript, a curl command
 * (bash or Windows cmd), PowerShell's Invoke-WebRequest or Invoke-RestMethod, an HTTPie
 * command, a raw HTTP message (start line), header lines and a body, and a log line holding the
 * failure-log JSON. A BOM at the very start is dropped. What the paste provably changed is put
 * back and said (see `restorePasteArtifacts`); otherwise the body is never altered.
 */
export function parseIntake(input: string, options: IntakeOptions = {}): IntakeResult {
  // No format starts with its body, so a leading BOM is the editor's, not the message's.
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') return { ok: false, error: EMPTY_PASTE };
  const json = tryJson(text);
  let result: IntakeResult | undefined;
  if (json.ok) {
    if (isHarShape(json.value))
      result = parseHarValue(json.value, options.entryIndex, options.side);
    else if (looksLikeFailureLog(json.value)) result = parseFailureLogValue(json.value);
    else {
      return {
        ok: false,
        error:
          'This is JSON, but neither a HAR nor a failure log. If it is a body alone, paste it below its headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) so the signed fields are known.',
      };
    }
  } else result = parseText(text, options);
  if (!result) return { ok: false, error: whyUnrecognised(text, json.ok ? '' : json.error) };
  return result.ok ? { ok: true, intake: restorePasteArtifacts(result.intake) } : result;
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

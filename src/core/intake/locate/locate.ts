/**
 * The locate stage of intake: what an (unwrapped) paste holds. An HTTP message or an exchange of
 * two, a command (curl in any shell, PowerShell, HTTPie, wget --debug, a copied fetch), a
 * structured object (HAR, Postman, a failure log, any JSON with headers and a body, a `.bru` or
 * `.http` file) or a printed header map. Every reader ends in the spec 5.1 headers and the 5.2 body.
 */
import { looksLikeCmdCurl, parseCmdCurl } from '../extract/command/curl-cmd.ts';
import { looksLikeCurlTranscript, parseCurlTranscript } from '../extract/command/curl-transcript.ts';
import { parseCurl } from '../extract/command/curl.ts';
import { looksLikeHttpie, parseHttpie } from '../extract/command/httpie.ts';
import { looksLikePowerShell, parsePowerShell } from '../extract/command/powershell.ts';
import { looksLikeFailureLog, parseFailureLogValue } from '../extract/failure-log.ts';
import { isHarShape, parseHarValue } from '../extract/har.ts';
import { isHeaderLine } from '../extract/header-block.ts';
import { parseHeadersAndBody } from '../extract/headers-and-body.ts';
import { findLoggedFailure } from '../extract/log-line.ts';
import { firstLine, parseRawHttp, readStartLine } from '../extract/raw-http.ts';
import { strength } from '../pipeline.ts';
import type { HarSide, Intake, IntakeResult } from '../types.ts';
import { readAccessLog } from '../extract/access-log.ts';
import { looksLikeBruno, readBruno } from '../extract/tools/bruno.ts';
import { looksLikeConsoleSections, readConsoleSections } from '../extract/tools/console-sections.ts';
import { looksLikeDebugTimeline, readDebugTimeline } from '../extract/tools/debug-timeline.ts';
import { cutExchange } from './exchange.ts';
import { looksLikeFetch, readFetchCall } from '../extract/tools/fetch-call.ts';
import { readHeaderMap } from '../extract/header-map.ts';
import { looksLikeHttpFile, readHttpFile } from '../extract/tools/http-file.ts';
import { readJsonMessage } from '../extract/json-message.ts';
import { looksLikeWgetDebug, readWgetDebug } from '../extract/tools/wget-debug.ts';

/** Choices that only some formats use: which HAR entry, and which half of an exchange. */
export interface IntakeOptions {
  entryIndex?: number;
  side?: HarSide;
}

type JsonAttempt = { ok: true; value: unknown } | { ok: false; error: string };

/** JSON.parse without a throw. */
export function tryJson(text: string): JsonAttempt {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

const CURL_START = /^\s*(?:[$%] )?curl(\.exe)?\s/i;
const ok = (intake: Intake): IntakeResult => ({ ok: true, intake });
const either = (read: Intake | string): IntakeResult =>
  typeof read === 'string' ? { ok: false, error: read } : ok(read);

/** A raw HTTP message, cut at Content-Length when another message follows it. */
function readHttp(text: string, options: IntakeOptions): IntakeResult {
  const parts = cutExchange(text);
  if (!parts) return parseRawHttp(text);
  const wanted = options.side ?? 'request';
  const part = parts.find((p) => p.type === wanted) ?? (parts[0] as (typeof parts)[0]);
  const result = parseRawHttp(part.text);
  if (!result.ok) return result;
  const other = parts.find((p) => p !== part);
  const types = [...new Set(parts.map((p) => p.type))];
  if (types.length > 1) result.intake.sides = types;
  const cut = parts[0] as (typeof parts)[0];
  result.intake.restored = [
    cut.length !== undefined
      ? `Cut: the paste holds a ${cut.type} and then a ${other?.type ?? 'message'}; the ${cut.type}'s body ends where its Content-Length ${cut.length} says. Reading the ${part.type}; pick the side above.`
      : `Cut: the paste holds a request and then its response (a status line); the request's body ends before it. Reading the ${part.type}; pick the side above.`,
  ];
  return result;
}

/** Picks the reader for a paste that is not JSON; undefined when none fits. */
function readText(text: string, options: IntakeOptions): IntakeResult | undefined {
  if (looksLikeDebugTimeline(text)) return either(readDebugTimeline(text, options.side));
  if (looksLikeConsoleSections(text)) return either(readConsoleSections(text, options.side));
  if (looksLikeCurlTranscript(text)) return parseCurlTranscript(text, options.side);
  if (looksLikeWgetDebug(text)) return either(readWgetDebug(text));
  if (CURL_START.test(text)) {
    const command = text.replace(/^\s*[$%] /, '');
    return looksLikeCmdCurl(command) ? parseCmdCurl(command) : parseCurl(command);
  }
  if (looksLikeFetch(text)) return either(readFetchCall(text));
  if (looksLikeBruno(text)) {
    const bruno = readBruno(text);
    if (bruno) return ok(bruno);
  }
  if (looksLikeHttpFile(text)) {
    const file = readHttpFile(text);
    if (file) return ok(file);
  }
  const line = firstLine(text);
  if (readStartLine(line)) return readHttp(text, options);
  if (looksLikePowerShell(text)) return parsePowerShell(text);
  if (looksLikeHttpie(text)) return parseHttpie(text);
  // "2024-05-01T10:00:00Z ERROR ... {" has the shape of a header line; its JSON decides.
  const logged = line.includes('{') ? findLoggedFailure(text) : undefined;
  if (logged) return logged;
  if (isHeaderLine(line)) return parseHeadersAndBody(text);
  return findLoggedFailure(text);
}

/** A JSON value: HAR, Postman, the failure log, or any JSON with headers and a body. */
function readJson(value: unknown, text: string, options: IntakeOptions): IntakeResult {
  const message = readJsonMessage(value, text);
  if (message?.format === 'postman') return ok(message);
  if (isHarShape(value)) return parseHarValue(value, options.entryIndex, options.side);
  if (looksLikeFailureLog(value)) {
    // A log event's own `timestamp` (CloudWatch's JSON format) is a spec 5.5 key too: the
    // failure log is kept only when it reads at least as much as the headers-and-body reading.
    const log = parseFailureLogValue(value);
    if (!message || (log.ok && strength(log.intake) >= strength(message))) return log;
  }
  if (message) return ok(message);
  return {
    ok: false,
    error:
      'This is JSON, but neither a HAR, a Postman collection, a failure log nor an object with headers and a body. If it is a body alone, paste it below its headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) so the signed fields are known.',
  };
}

/** JSON inside a log line (CloudWatch, a logger's prefix): the first `{` of a line that parses. */
function readLoggedJson(text: string): Intake | undefined {
  let tries = 0;
  for (let at = text.indexOf('{'); at !== -1 && tries < 64; at = text.indexOf('{', at + 1)) {
    if (at > 0 && !/[\s:=|\]]/.test(text[at - 1] as string)) continue;
    tries += 1;
    const lineEnd = text.indexOf('\n', at);
    const json = tryJson(text.slice(at, lineEnd === -1 ? text.length : lineEnd));
    const found = json.ok ? readJsonMessage(json.value, text) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Reads what one text holds, or undefined when no reader fits. Besides the reader the text's
 * shape picks, a printed header map, JSON inside a log line and an access-log line are tried; the caller keeps the
 * reading with the most signed fields (spec 5.1, 5.2).
 */
export function locate(text: string, options: IntakeOptions): IntakeResult[] {
  const json = tryJson(text);
  const primary = json.ok ? readJson(json.value, text, options) : readText(text, options);
  const out: IntakeResult[] = primary ? [primary] : [];
  if (!json.ok) {
    const map = readHeaderMap(text);
    if (map) out.push(ok(map));
    const logged = readLoggedJson(text);
    if (logged) out.push(ok(logged));
    const access = readAccessLog(text);
    if (access) out.push(ok(access));
  }
  return out;
}
